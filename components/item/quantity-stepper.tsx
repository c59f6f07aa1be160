"use client";
import { useId, useState } from "react";

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** the item it counts, when several steppers share a page ('Decrease quantity of Silk Dress') */
  itemName?: string;
  disabled?: boolean;
  size?: "md" | "sm";
}

/**
 * − [n] + with a labelled number field. What is typed is kept as a draft and committed on blur or
 * Enter, so typing '12' does not get clamped after the '1'. The caller clamps (1..max).
 */
export function QuantityStepper({ value, max, onChange, itemName, disabled = false, size = "md" }: QuantityStepperProps) {
  const id = useId();
  const of = itemName ? ` of ${itemName}` : "";
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null) {
      const parsed = Number.parseInt(draft, 10);
      if (Number.isFinite(parsed) && parsed !== value) onChange(parsed);
      setDraft(null);
    }
  };
  const box = size === "sm" ? "h-9 w-9" : "h-11 w-11";
  const button = `${box} grid place-items-center text-lg text-stone-800 transition hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-stone-900`;

  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className={size === "sm" ? "sr-only" : "text-xs font-semibold uppercase tracking-[0.16em] text-stone-600"}>
        {itemName ? (
          <>
            Quantity <span className="sr-only">of {itemName}</span>
          </>
        ) : (
          "Quantity"
        )}
      </label>
      <div className="inline-flex items-center border border-stone-300 bg-white">
        <button type="button" className={button} aria-label={`Decrease quantity${of}`} disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === "Enter") commit();
          }}
          className={`${size === "sm" ? "h-9 w-10" : "h-11 w-12"} appearance-none border-x border-stone-300 bg-transparent text-center text-sm tabular-nums [-moz-appearance:textfield] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-stone-900 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
        />
        <button type="button" className={button} aria-label={`Increase quantity${of}`} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
          +
        </button>
      </div>
    </div>
  );
}

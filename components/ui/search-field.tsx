"use client";
import { useId } from "react";
import { Field, inputClass } from "./field";

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** shown under the field (e.g. "enter at least 3 characters"), tied to it for assistive technology; null: none */
  hint: string | null;
  /** the hint announced as it appears (a search that waits for more characters) */
  announceHint?: boolean;
  disabled?: boolean;
}

/** A labelled search box with its hint, labelled as every field is: the store search, the box builder's search and the item picker's. */
export function SearchField({ label, value, onChange, maxLength, hint, announceHint = false, disabled = false }: SearchFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? hintId : undefined}
        className={inputClass(false)}
        disabled={disabled}
      />
      {hint ? (
        <p id={hintId} role={announceHint ? "status" : undefined} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
    </Field>
  );
}

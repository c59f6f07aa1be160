"use client";
import Image from "next/image";
import { FieldError, errorId } from "@/components/ui/field";
import { MAX_PREFERENCES, togglePick } from "@/lib/account/surveys";
import type { PreferenceOptions } from "@/lib/api/schemas/figure";

type Option = PreferenceOptions["groups"][number]["options"][number];

interface PickGridProps {
  id: string;
  /** the group's name for assistive technology: the id of the step's heading */
  labelledBy: string;
  options: readonly Option[];
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  /** the first checkbox's ref, so the form can focus the group when it is invalid */
  inputRef: (element: HTMLInputElement | null) => void;
  error?: string;
}

/**
 * The style and store pictures as checkboxes: 1–3 stay ticked, a fourth tick unticks the oldest
 * (ACCT-22/23, BR-VAL-24). The picture's alt text names the choice.
 */
export function PickGrid({ id, labelledBy, options, value, onChange, onBlur, inputRef, error }: PickGridProps) {
  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={error ? errorId(id) : undefined}>
      <ul className="grid grid-cols-2 gap-3 desktop:grid-cols-4">
        {options.map((option, index) => (
          <li key={option.value}>
            <label className="relative block cursor-pointer border border-stone-300 p-2 has-[:checked]:border-stone-950 has-[:checked]:ring-2 has-[:checked]:ring-stone-950 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-stone-950">
              <input
                type="checkbox"
                className="absolute top-3 left-3 size-5"
                ref={index === 0 ? inputRef : undefined}
                checked={value.includes(option.value)}
                onChange={() => onChange(togglePick(value, option.value, MAX_PREFERENCES))}
                onBlur={onBlur}
              />
              <Image src={option.image} alt={option.label} width={240} height={240} className="aspect-square w-full bg-stone-100 object-cover" />
              <span aria-hidden="true" className="mt-2 block text-center text-sm text-stone-900">
                {option.label}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

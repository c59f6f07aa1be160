"use client";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, errorProps, inputClass } from "@/components/ui/field";

interface CodeFieldProps<T extends FieldValues> {
  id: string;
  label: string;
  /** the field of the caller's form holding the code as typed */
  name: Path<T>;
  register: UseFormRegister<T>;
  onApply: () => void;
  pending: boolean;
  disabled: boolean;
  error?: string;
  /** what applies now (a coupon's free days, a VIP waiver) */
  status?: string | null;
}

/**
 * A code with its own Apply (PLAN-10's coupon, ONB-10's VIP code, the box checkout's coupon). Enter in the field applies the code
 * rather than submitting the checkout.
 */
export function CodeField<T extends FieldValues>({ id, label, name, register, onApply, pending, disabled, error, status }: CodeFieldProps<T>) {
  return (
    <Field id={id} label={label} hint="(optional)" error={error}>
      <div className="flex gap-2">
        <input
          id={id}
          {...register(name)}
          autoComplete="off"
          maxLength={64}
          disabled={disabled}
          className={`${inputClass(Boolean(error))} uppercase`}
          {...errorProps(id, error)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            onApply();
          }}
        />
        <Button variant="secondary" onClick={onApply} pending={pending} disabled={disabled} className="shrink-0">
          Apply <span className="sr-only">{label}</span>
        </Button>
      </div>
      {status && (
        <p role="status" className="mt-1.5 text-sm text-emerald-800">
          {status}
        </p>
      )}
    </Field>
  );
}

"use client";
import type { UseFormRegister } from "react-hook-form";
import type { PlanCheckoutValues } from "@/lib/plan-checkout/form";
import { Button } from "@/components/ui/button";
import { Field, errorProps, inputClass } from "@/components/ui/field";

interface CodeFieldProps {
  id: string;
  label: string;
  name: "couponInput" | "vipCode";
  register: UseFormRegister<PlanCheckoutValues>;
  onApply: () => void;
  pending: boolean;
  disabled: boolean;
  error?: string;
  /** what applies now (a coupon's free days, a VIP waiver) */
  status?: string | null;
}

/**
 * A code with its own Apply (PLAN-10's coupon, ONB-10's VIP code). Enter in the field applies the code
 * rather than submitting the checkout.
 */
export function CodeField({ id, label, name, register, onApply, pending, disabled, error, status }: CodeFieldProps) {
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

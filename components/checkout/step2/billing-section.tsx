"use client";
import { useController, type Control } from "react-hook-form";
import { AddressFields } from "@/components/checkout/address-form";
import { errorId } from "@/components/ui/field";
import type { Step2Values } from "./use-step2-form";

const BILLING_SECTION_ID = "checkout-billing";
const BILL_OPT_ID = "bill-opt";

interface BillingSectionProps {
  control: Control<Step2Values>;
  /** the option as it applies (lib/checkout/step2.ts effectiveBillOpt) */
  billOpt: 0 | 1 | null;
  /** 'same as shipping' is offered only with a shipping name and address (BR-CHK-09) */
  canUseShipping: boolean;
  pickUp: boolean;
  disabled: boolean;
}

const row =
  "flex cursor-pointer items-start gap-3 border border-stone-200 px-4 py-3 text-sm has-[:checked]:border-stone-950 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-stone-50 has-[:disabled]:text-stone-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-stone-950";

/**
 * Step 2's billing (CHK-12): option 0, same as shipping, or option 1, its own address form. A missing
 * choice focuses the first option that can be picked.
 */
export function BillingSection({ control, billOpt, canUseShipping, pickUp, disabled }: BillingSectionProps) {
  const { field, fieldState } = useController({ control, name: "billOpt" });
  const billOptError = fieldState.error?.message;
  return (
    <section id={BILLING_SECTION_ID} aria-labelledby={`${BILLING_SECTION_ID}-h`} className="space-y-4">
      <h2 id={`${BILLING_SECTION_ID}-h`} className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
        Billing address
      </h2>
      <fieldset
        id={BILL_OPT_ID}
        ref={(el) => field.ref(el && { focus: () => el.querySelector<HTMLElement>("input:not(:disabled)")?.focus() })}
        disabled={disabled}
        aria-describedby={billOptError ? errorId(BILL_OPT_ID) : undefined}
        className="space-y-2"
      >
        <legend className="sr-only">Billing method</legend>
        <label className={row}>
          <input type="radio" name="bill-opt" value="0" checked={billOpt === 0} disabled={!canUseShipping} onChange={() => field.onChange(0)} className="mt-0.5 size-4 accent-stone-950" />
          <span>
            Same as shipping address
            {!canUseShipping && <span className="block text-xs text-stone-500">{pickUp ? "Not available for pick up" : "Enter a shipping address first"}</span>}
          </span>
        </label>
        <label className={row}>
          <input type="radio" name="bill-opt" value="1" checked={billOpt === 1} onChange={() => field.onChange(1)} className="mt-0.5 size-4 accent-stone-950" />
          <span>Use a different billing address</span>
        </label>
        {billOptError && (
          <p id={errorId(BILL_OPT_ID)} role="alert" className="text-sm text-rose-700">
            {billOptError}
          </p>
        )}
      </fieldset>
      {billOpt === 1 && <AddressFields control={control} name="billing" section="billing" disabled={disabled} />}
    </section>
  );
}

"use client";
import type { AddressForm as AddressModel } from "@/lib/checkout/checkout-data";
import type { AddressErrors } from "@/lib/checkout/validation";
import { AddressForm } from "@/components/checkout/address-form";
import { errorId } from "@/components/ui/field";

export const BILLING_SECTION_ID = "checkout-billing";
export const BILL_OPT_ID = "bill-opt";

interface BillingSectionProps {
  billOpt: 0 | 1 | null;
  /** 'same as shipping' is offered only with a shipping name and address (BR-CHK-09) */
  canUseShipping: boolean;
  pickUp: boolean;
  onBillOpt: (value: 0 | 1) => void;
  billing: AddressModel;
  errors: AddressErrors;
  billOptError?: string;
  onBilling: (patch: Partial<AddressModel>) => void;
  disabled: boolean;
}

const row =
  "flex cursor-pointer items-start gap-3 border border-stone-200 px-4 py-3 text-sm has-[:checked]:border-stone-950 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-stone-50 has-[:disabled]:text-stone-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-stone-950";

/** Step 2's billing (CHK-12): option 0, same as shipping, or option 1, its own address form. */
export function BillingSection({ billOpt, canUseShipping, pickUp, onBillOpt, billing, errors, billOptError, onBilling, disabled }: BillingSectionProps) {
  return (
    <section id={BILLING_SECTION_ID} aria-labelledby={`${BILLING_SECTION_ID}-h`} className="space-y-4">
      <h2 id={`${BILLING_SECTION_ID}-h`} className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
        Billing address
      </h2>
      <fieldset id={BILL_OPT_ID} disabled={disabled} aria-describedby={billOptError ? errorId(BILL_OPT_ID) : undefined} className="space-y-2">
        <legend className="sr-only">Billing method</legend>
        <label className={row}>
          <input type="radio" name="bill-opt" value="0" checked={billOpt === 0} disabled={!canUseShipping} onChange={() => onBillOpt(0)} className="mt-0.5 size-4 accent-stone-950" />
          <span>
            Same as shipping address
            {!canUseShipping && <span className="block text-xs text-stone-500">{pickUp ? "Not available for pick up" : "Enter a shipping address first"}</span>}
          </span>
        </label>
        <label className={row}>
          <input type="radio" name="bill-opt" value="1" checked={billOpt === 1} onChange={() => onBillOpt(1)} className="mt-0.5 size-4 accent-stone-950" />
          <span>Use a different billing address</span>
        </label>
        {billOptError && (
          <p id={errorId(BILL_OPT_ID)} role="alert" className="text-sm text-rose-700">
            {billOptError}
          </p>
        )}
      </fieldset>
      {billOpt === 1 && <AddressForm idPrefix="billing" value={billing} errors={errors} onChange={onBilling} disabled={disabled} />}
    </section>
  );
}

"use client";
import type { UseFormReturn } from "react-hook-form";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import type { BoxCheckoutValues } from "@/lib/box/checkout-form";
import { NEW_ADDRESS } from "@/lib/plan-checkout/form";
import { SavedAddressChoice } from "@/components/checkout/saved-address-choice";
import { RetryAlert } from "@/components/ui/retry-alert";

const heading = "text-xs font-semibold uppercase tracking-[0.2em] text-stone-950";

interface BoxAddressesProps {
  form: UseFormReturn<BoxCheckoutValues>;
  /** the form's values as they apply (the saved defaults filled in, useBoxCheckoutForm) */
  values: BoxCheckoutValues;
  /** the saved addresses: undefined while loading */
  addresses: readonly SavedAddress[] | undefined;
  loadError: string | null;
  onRetry: () => void;
  disabled: boolean;
  /** names the sections' ids and radio groups: `box` (ONB-18) or `share` (SHARE-09) */
  idPrefix: string;
  /** the checkbox's words: the share checkout's are the spec's ('same as shipping address') */
  sameAsShippingLabel: string;
}

/**
 * The shipping and billing addresses of a box order (the box builder's checkout, ONB-18, and the share checkout,
 * SHARE-09): a saved address or a new one for each, billing the same as shipping unless unticked.
 */
export function BoxAddresses({ form, values, addresses, loadError, onRetry, disabled, idPrefix, sameAsShippingLabel }: BoxAddressesProps) {
  const loading = addresses === undefined && !loadError;
  return (
    <>
      <section aria-labelledby={`${idPrefix}-shipping-h`} className="space-y-4">
        <h2 id={`${idPrefix}-shipping-h`} className={heading}>
          Shipping address
        </h2>
        {loadError && <RetryAlert message={loadError} onRetry={onRetry} />}
        {loading ? (
          <div aria-hidden="true" className="h-24 animate-pulse bg-stone-100" />
        ) : (
          <SavedAddressChoice
            control={form.control}
            choice="shipTo"
            address="shipping"
            section="shipping"
            group={`${idPrefix}-shipping-address`}
            legend="Saved addresses for shipping"
            addresses={addresses ?? []}
            selected={values.shipTo || NEW_ADDRESS}
            disabled={disabled}
          />
        )}
      </section>

      <section aria-labelledby={`${idPrefix}-billing-h`} className="space-y-4">
        <h2 id={`${idPrefix}-billing-h`} className={heading}>
          Billing address
        </h2>
        <label className="flex cursor-pointer items-center gap-3 text-sm text-stone-900">
          <input type="checkbox" {...form.register("billSame")} disabled={disabled} className="size-4 accent-stone-950" />
          {sameAsShippingLabel}
        </label>
        {!values.billSame && !loading && (
          <SavedAddressChoice
            control={form.control}
            choice="billTo"
            address="billing"
            section="billing"
            group={`${idPrefix}-billing-address`}
            legend="Saved addresses for billing"
            addresses={addresses ?? []}
            selected={values.billTo || NEW_ADDRESS}
            disabled={disabled}
          />
        )}
      </section>
    </>
  );
}

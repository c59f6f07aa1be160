"use client";
import { useController, type Control } from "react-hook-form";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import { formatPhone } from "@/lib/checkout/phone";
import { NEW_ADDRESS, type PlanCheckoutValues } from "@/lib/plan-checkout/form";
import { AddressFields } from "@/components/checkout/address-form";
import { RetryAlert } from "@/components/ui/retry-alert";

interface BillingAddressProps {
  control: Control<PlanCheckoutValues>;
  /** the saved addresses (undefined while they load) */
  addresses: readonly SavedAddress[] | undefined;
  loadError: string | null;
  onRetry: () => void;
  /** the address that applies: a saved one's id or NEW_ADDRESS */
  selected: string;
  disabled: boolean;
}

const oneLine = (a: SavedAddress) => [a.address, a.address2, a.city, [a.state, a.zip_code].filter(Boolean).join(" ")].filter((part) => part.trim() !== "").join(", ");

const row = "flex cursor-pointer items-start gap-3 px-4 py-3 text-sm text-stone-900 has-[:checked]:bg-stone-50";

/**
 * The billing address (PLAN-09): one of the account's saved addresses (the default first picked), or a new
 * one typed in the shop's address fields (BR-VAL-19, each field's message under it).
 */
export function BillingAddress({ control, addresses, loadError, onRetry, selected, disabled }: BillingAddressProps) {
  const { field } = useController({ control, name: "address" });
  return (
    <section aria-labelledby="plan-billing-h" className="space-y-4">
      <h2 id="plan-billing-h" className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
        Billing address
      </h2>
      {loadError && <RetryAlert message={loadError} onRetry={onRetry} />}
      {addresses === undefined && !loadError ? (
        <div aria-hidden="true" className="h-24 animate-pulse bg-stone-100" />
      ) : addresses && addresses.length > 0 ? (
        <fieldset disabled={disabled}>
          <legend className="sr-only">Saved addresses</legend>
          <div className="divide-y divide-stone-200 border border-stone-200">
            {addresses.map((a) => (
              <label key={a._id} className={row}>
                <input type="radio" name="plan-billing-address" value={a._id} checked={selected === a._id} onChange={() => field.onChange(a._id)} className="mt-0.5 size-4 accent-stone-950" />
                <span className="min-w-0">
                  <span className="block font-medium">{a.name}</span>
                  <span className="block text-stone-600">{oneLine(a)}</span>
                  <span className="block text-stone-600">{formatPhone(a.phone)}</span>
                </span>
              </label>
            ))}
            <label className={row}>
              <input type="radio" name="plan-billing-address" value={NEW_ADDRESS} checked={selected === NEW_ADDRESS} onChange={() => field.onChange(NEW_ADDRESS)} className="mt-0.5 size-4 accent-stone-950" />
              Use a new address
            </label>
          </div>
        </fieldset>
      ) : null}
      {selected === NEW_ADDRESS && <AddressFields control={control} name="billing" section="billing" disabled={disabled} />}
    </section>
  );
}

"use client";
import type { Control } from "react-hook-form";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import type { PlanCheckoutValues } from "@/lib/plan-checkout/form";
import { SavedAddressChoice } from "@/components/checkout/saved-address-choice";
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

/**
 * The billing address (PLAN-09): one of the account's saved addresses (the default first picked), or a new
 * one typed in the shop's address fields (BR-VAL-19, each field's message under it).
 */
export function BillingAddress({ control, addresses, loadError, onRetry, selected, disabled }: BillingAddressProps) {
  return (
    <section aria-labelledby="plan-billing-h" className="space-y-4">
      <h2 id="plan-billing-h" className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
        Billing address
      </h2>
      {loadError && <RetryAlert message={loadError} onRetry={onRetry} />}
      {addresses === undefined && !loadError ? (
        <div aria-hidden="true" className="h-24 animate-pulse bg-stone-100" />
      ) : (
        <SavedAddressChoice
          control={control}
          choice="address"
          address="billing"
          section="billing"
          group="plan-billing-address"
          legend="Saved addresses"
          addresses={addresses ?? []}
          selected={selected}
          disabled={disabled}
        />
      )}
    </section>
  );
}

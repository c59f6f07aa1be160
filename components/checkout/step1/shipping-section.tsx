import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import type { CheckoutData } from "@/lib/checkout/checkout-data";
import type { AddressMode } from "@/lib/checkout/step1";
import { AddressFields } from "@/components/checkout/address-form";
import { SHIPPING_SECTION_ID } from "@/components/checkout/order-summary";
import { Spinner } from "@/components/ui/spinner";
import { SavedAddressPicker } from "./saved-address-picker";
import { RetryAlert } from "@/components/ui/retry-alert";

interface ShippingSectionProps {
  form: Pick<UseFormReturn<CheckoutData>, "control" | "register">;
  mode: AddressMode;
  /** the saved addresses are loading: which form applies is not known yet */
  loading: boolean;
  signedIn: boolean;
  /** the signed-in shopper's saved addresses (empty for a guest or none saved) */
  saved: readonly SavedAddress[];
  savedError: string | null;
  onRetrySaved: () => void;
  /** the saved address that applies (picked, else the default) */
  pickedId: string | null;
  /** the shipping option list, below the address */
  options: ReactNode;
}

function Checkbox({ id, label, field }: { id: string; label: string; field: ReturnType<ShippingSectionProps["form"]["register"]> }) {
  return (
    <div className="flex items-center gap-3">
      <input id={id} type="checkbox" {...field} className="size-4 accent-stone-950" />
      <label htmlFor={id} className="text-sm text-stone-800">
        {label}
      </label>
    </div>
  );
}

/**
 * The shipping part of step 1 (CHK-04…08): the address (a saved one or the form; none for pick-up)
 * with, for a signed-in shopper, saving it to the account; the shipping options; and for a guest
 * 'Save this information for next time' (shown only when signed out, CHK-08).
 */
export function ShippingSection({ form, mode, loading, signedIn, saved, savedError, onRetrySaved, pickedId, options }: ShippingSectionProps) {
  return (
    <section id={SHIPPING_SECTION_ID} tabIndex={-1} aria-labelledby={`${SHIPPING_SECTION_ID}-h`} className="scroll-mt-6 space-y-8 outline-none">
      {mode !== "pickup" && (
        <div className="space-y-4">
          <h2 id={`${SHIPPING_SECTION_ID}-h`} className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
            Shipping address
          </h2>
          {savedError && <RetryAlert message={savedError} onRetry={onRetrySaved} />}
          {loading && (
            <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
              <Spinner /> Loading saved addresses…
            </p>
          )}
          {!loading && saved.length > 0 && <SavedAddressPicker control={form.control} addresses={saved} selectedId={pickedId} />}
          {!loading && mode === "form" && (
            <>
              <AddressFields control={form.control} name="shipping" section="shipping" />
              {signedIn && <Checkbox id="checkout-update-shipping" label="Save this address to my account" field={form.register("shipOpt.isUpdateShipping")} />}
            </>
          )}
        </div>
      )}
      {mode === "pickup" && (
        <h2 id={`${SHIPPING_SECTION_ID}-h`} className="sr-only">
          Shipping
        </h2>
      )}
      {options}
      {!signedIn && <Checkbox id="checkout-save-info" label="Save this information for next time" field={form.register("saveInfo")} />}
    </section>
  );
}

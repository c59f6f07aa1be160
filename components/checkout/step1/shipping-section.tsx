import type { ReactNode } from "react";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import type { AddressForm as AddressModel } from "@/lib/checkout/checkout-data";
import type { AddressMode } from "@/lib/checkout/step1";
import type { AddressErrors } from "@/lib/checkout/validation";
import { AddressForm } from "@/components/checkout/address-form";
import { SHIPPING_SECTION_ID } from "@/components/checkout/order-summary";
import { Spinner } from "@/components/ui/spinner";
import { SavedAddressPicker } from "./saved-address-picker";
import { RetryAlert } from "@/components/ui/retry-alert";

interface ShippingSectionProps {
  mode: AddressMode;
  /** the saved addresses are loading: which form applies is not known yet */
  loading: boolean;
  signedIn: boolean;
  /** the signed-in shopper's saved addresses (empty for a guest or none saved) */
  saved: SavedAddress[];
  savedError: string | null;
  onRetrySaved: () => void;
  existAddressId: string | null;
  isSavingShipping: boolean;
  onPickSaved: (address: SavedAddress) => void;
  onUseNew: () => void;
  address: AddressModel;
  addressErrors: AddressErrors;
  savedAddressError: string | undefined;
  onAddress: (patch: Partial<AddressModel>) => void;
  /** signed in: save the typed address to the account */
  isUpdateShipping: boolean;
  onUpdateShipping: (save: boolean) => void;
  /** guest: 'Save this information for next time' (G-33) */
  saveInfo: boolean;
  onSaveInfo: (save: boolean) => void;
  /** the shipping option list, below the address */
  options: ReactNode;
}

function Checkbox({ id, checked, label, onChange }: { id: string; checked: boolean; label: string; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-center gap-3">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-4 accent-stone-950" />
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
export function ShippingSection(props: ShippingSectionProps) {
  const { mode, signedIn, saved } = props;
  return (
    <section id={SHIPPING_SECTION_ID} tabIndex={-1} aria-labelledby={`${SHIPPING_SECTION_ID}-h`} className="scroll-mt-6 space-y-8 outline-none">
      {mode !== "pickup" && (
        <div className="space-y-4">
          <h2 id={`${SHIPPING_SECTION_ID}-h`} className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
            Shipping address
          </h2>
          {props.savedError && (
            <RetryAlert message={props.savedError} onRetry={props.onRetrySaved} />
          )}
          {props.loading && (
            <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
              <Spinner /> Loading saved addresses…
            </p>
          )}
          {!props.loading && saved.length > 0 && (
            <SavedAddressPicker
              addresses={saved}
              selectedId={props.existAddressId}
              useNew={props.isSavingShipping}
              error={props.savedAddressError}
              onSelect={props.onPickSaved}
              onUseNew={props.onUseNew}
            />
          )}
          {!props.loading && mode === "form" && (
            <>
              <AddressForm idPrefix="shipping" value={props.address} errors={props.addressErrors} onChange={props.onAddress} />
              {signedIn && (
                <Checkbox id="checkout-update-shipping" checked={props.isUpdateShipping} label="Save this address to my account" onChange={props.onUpdateShipping} />
              )}
            </>
          )}
        </div>
      )}
      {mode === "pickup" && (
        <h2 id={`${SHIPPING_SECTION_ID}-h`} className="sr-only">
          Shipping
        </h2>
      )}
      {props.options}
      {!signedIn && <Checkbox id="checkout-save-info" checked={props.saveInfo} label="Save this information for next time" onChange={props.onSaveInfo} />}
    </section>
  );
}

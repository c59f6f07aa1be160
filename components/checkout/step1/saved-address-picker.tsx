import { useController, type Control } from "react-hook-form";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import type { CheckoutData } from "@/lib/checkout/checkout-data";
import { formatPhone } from "@/lib/checkout/phone";
import { FieldError, errorProps } from "@/components/ui/field";

const SAVED_ADDRESS_ID = "checkout-saved-address";

interface SavedAddressPickerProps {
  control: Control<CheckoutData>;
  addresses: readonly SavedAddress[];
  /** the address that applies (the picked one, else the default); null: nothing picked yet */
  selectedId: string | null;
}

const oneLine = (a: SavedAddress) =>
  [a.address, a.address2, a.city, [a.state, a.zip_code].filter(Boolean).join(" ")].filter((part) => part.trim() !== "").join(", ");

/**
 * CHK-06: a signed-in shopper picks one of the saved addresses (`shipOpt.existAddressId`), or types a new one
 * (`shipOpt.isSavingShipping`). A missing pick focuses the first option.
 */
export function SavedAddressPicker({ control, addresses, selectedId }: SavedAddressPickerProps) {
  const { field: pick, fieldState } = useController({ control, name: "shipOpt.existAddressId" });
  const { field: typeNew } = useController({ control, name: "shipOpt.isSavingShipping" });
  const error = fieldState.error?.message;
  const useNew = typeNew.value;
  const choose = (addressId: string | null) => {
    pick.onChange(addressId);
    typeNew.onChange(addressId === null);
  };
  return (
    <fieldset
      id={SAVED_ADDRESS_ID}
      ref={(el) => pick.ref(el && { focus: () => el.querySelector("input")?.focus() })}
      {...errorProps(SAVED_ADDRESS_ID, error)}
    >
      <legend className="sr-only">Saved addresses</legend>
      <div className="divide-y divide-stone-200 border border-stone-200">
        {addresses.map((a) => (
          <label key={a._id} className="flex cursor-pointer items-start gap-3 px-4 py-3 text-sm text-stone-900 has-[:checked]:bg-stone-50">
            <input type="radio" name="saved-address" value={a._id} checked={!useNew && selectedId === a._id} onChange={() => choose(a._id)} className="mt-0.5 size-4 accent-stone-950" />
            <span className="min-w-0">
              <span className="block font-medium">
                {a.name}
                {a.is_default && <span className="ml-2 text-xs font-normal text-stone-500">Default</span>}
              </span>
              <span className="block text-stone-600">{oneLine(a)}</span>
              <span className="block text-stone-600">{formatPhone(a.phone)}</span>
            </span>
          </label>
        ))}
        <label className="flex cursor-pointer items-center gap-3 px-4 py-3 text-sm text-stone-900 has-[:checked]:bg-stone-50">
          <input type="radio" name="saved-address" value="new" checked={useNew} onChange={() => choose(null)} className="size-4 accent-stone-950" />
          Use a new address
        </label>
      </div>
      <FieldError id={SAVED_ADDRESS_ID} error={error} />
    </fieldset>
  );
}

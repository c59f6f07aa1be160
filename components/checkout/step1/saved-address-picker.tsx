import type { SavedAddress } from "@/lib/api/schemas/checkout";
import { formatPhone } from "@/lib/checkout/phone";
import { FieldError, errorProps } from "@/components/ui/field";

export const SAVED_ADDRESS_ID = "checkout-saved-address";

interface SavedAddressPickerProps {
  addresses: SavedAddress[];
  /** the picked address; null with `useNew` false: nothing picked yet */
  selectedId: string | null;
  useNew: boolean;
  error: string | undefined;
  onSelect: (address: SavedAddress) => void;
  onUseNew: () => void;
}

const oneLine = (a: SavedAddress) =>
  [a.address, a.address2, a.city, [a.state, a.zip_code].filter(Boolean).join(" ")].filter((part) => part.trim() !== "").join(", ");

/** CHK-06: a signed-in shopper picks one of the saved addresses, or types a new one. */
export function SavedAddressPicker({ addresses, selectedId, useNew, error, onSelect, onUseNew }: SavedAddressPickerProps) {
  return (
    <fieldset id={SAVED_ADDRESS_ID} {...errorProps(SAVED_ADDRESS_ID, error)}>
      <legend className="sr-only">Saved addresses</legend>
      <div className="divide-y divide-stone-200 border border-stone-200">
        {addresses.map((a) => (
          <label key={a._id} className="flex cursor-pointer items-start gap-3 px-4 py-3 text-sm text-stone-900 has-[:checked]:bg-stone-50">
            <input type="radio" name="saved-address" value={a._id} checked={!useNew && selectedId === a._id} onChange={() => onSelect(a)} className="mt-0.5 size-4 accent-stone-950" />
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
          <input type="radio" name="saved-address" value="new" checked={useNew} onChange={onUseNew} className="size-4 accent-stone-950" />
          Use a new address
        </label>
      </div>
      <FieldError id={SAVED_ADDRESS_ID} error={error} />
    </fieldset>
  );
}

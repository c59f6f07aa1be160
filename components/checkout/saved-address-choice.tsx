"use client";
import { useController, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import type { AddressForm } from "@/lib/checkout/checkout-data";
import { formatPhone } from "@/lib/checkout/phone";
import { NEW_ADDRESS } from "@/lib/plan-checkout/form";
import { AddressFields } from "./address-form";

interface SavedAddressChoiceProps<T extends FieldValues> {
  control: Control<T>;
  /** the form's field holding the choice: a saved address's id, or NEW_ADDRESS */
  choice: FieldPathByValue<T, string>;
  /** the form's new address (AddressFields' `name`), typed when NEW_ADDRESS is chosen */
  address: FieldPathByValue<T, AddressForm>;
  section: "shipping" | "billing";
  /** the radio group's name, unique on the page */
  group: string;
  /** what the group is called for assistive technology */
  legend: string;
  addresses: readonly SavedAddress[];
  /** the address that applies: a saved one's id or NEW_ADDRESS */
  selected: string;
  disabled: boolean;
}

const oneLine = (a: SavedAddress) => [a.address, a.address2, a.city, [a.state, a.zip_code].filter(Boolean).join(" ")].filter((part) => part.trim() !== "").join(", ");
const row = "flex cursor-pointer items-start gap-3 px-4 py-3 text-sm text-stone-900 has-[:checked]:bg-stone-50";

/**
 * One of the account's saved addresses (the default first picked), or a new one typed in the shop's address
 * fields (BR-VAL-19, each field's message under it): the plan checkout's billing address (PLAN-09), the box
 * checkout's shipping and billing addresses (ONB-18). The group takes the choice's focus when it is invalid.
 */
export function SavedAddressChoice<T extends FieldValues>({ control: formControl, choice, address, section, group, legend, addresses, selected, disabled }: SavedAddressChoiceProps<T>) {
  // typed against the caller's form; inside, the choice is "a string field"
  const control = formControl as unknown as Control<Record<string, string>>;
  const { field } = useController({ control, name: choice });
  return (
    <>
      {addresses.length > 0 && (
        <fieldset disabled={disabled} ref={(el) => field.ref(el && { focus: () => el.querySelector("input")?.focus() })}>
          <legend className="sr-only">{legend}</legend>
          <div className="divide-y divide-stone-200 border border-stone-200">
            {addresses.map((a) => (
              <label key={a._id} className={row}>
                <input type="radio" name={group} value={a._id} checked={selected === a._id} onChange={() => field.onChange(a._id)} className="mt-0.5 size-4 accent-stone-950" />
                <span className="min-w-0">
                  <span className="block font-medium">{a.name}</span>
                  <span className="block text-stone-600">{oneLine(a)}</span>
                  <span className="block text-stone-600">{formatPhone(a.phone)}</span>
                </span>
              </label>
            ))}
            <label className={row}>
              <input type="radio" name={group} value={NEW_ADDRESS} checked={selected === NEW_ADDRESS} onChange={() => field.onChange(NEW_ADDRESS)} className="mt-0.5 size-4 accent-stone-950" />
              Use a new address
            </label>
          </div>
        </fieldset>
      )}
      {selected === NEW_ADDRESS && <AddressFields control={formControl} name={address} section={section} disabled={disabled} />}
    </>
  );
}

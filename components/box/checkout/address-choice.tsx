"use client";
import { useController, type Control } from "react-hook-form";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import type { BoxCheckoutValues } from "@/lib/box/checkout-form";
import { formatPhone } from "@/lib/checkout/phone";
import { NEW_ADDRESS } from "@/lib/plan-checkout/form";
import { AddressFields } from "@/components/checkout/address-form";

interface AddressChoiceProps {
  control: Control<BoxCheckoutValues>;
  /** the shipping or the billing address */
  of: "shipping" | "billing";
  addresses: readonly SavedAddress[];
  /** the address that applies: a saved one's id or NEW_ADDRESS */
  selected: string;
  disabled: boolean;
}

const oneLine = (a: SavedAddress) => [a.address, a.address2, a.city, [a.state, a.zip_code].filter(Boolean).join(" ")].filter((part) => part.trim() !== "").join(", ");
const row = "flex cursor-pointer items-start gap-3 px-4 py-3 text-sm text-stone-900 has-[:checked]:bg-stone-50";

/** ONB-18: one of the account's saved addresses (the default first), or a new one in the shop's address fields. */
export function AddressChoice({ control, of, addresses, selected, disabled }: AddressChoiceProps) {
  const { field } = useController({ control, name: of === "shipping" ? "shipTo" : "billTo" });
  return (
    <>
      {addresses.length > 0 && (
        <fieldset disabled={disabled} ref={(el) => field.ref(el && { focus: () => el.querySelector("input")?.focus() })}>
          <legend className="sr-only">Saved addresses for {of}</legend>
          <div className="divide-y divide-stone-200 border border-stone-200">
            {addresses.map((a) => (
              <label key={a._id} className={row}>
                <input type="radio" name={`box-${of}-address`} value={a._id} checked={selected === a._id} onChange={() => field.onChange(a._id)} className="mt-0.5 size-4 accent-stone-950" />
                <span className="min-w-0">
                  <span className="block font-medium">{a.name}</span>
                  <span className="block text-stone-600">{oneLine(a)}</span>
                  <span className="block text-stone-600">{formatPhone(a.phone)}</span>
                </span>
              </label>
            ))}
            <label className={row}>
              <input type="radio" name={`box-${of}-address`} value={NEW_ADDRESS} checked={selected === NEW_ADDRESS} onChange={() => field.onChange(NEW_ADDRESS)} className="mt-0.5 size-4 accent-stone-950" />
              Use a new address
            </label>
          </div>
        </fieldset>
      )}
      {selected === NEW_ADDRESS && <AddressFields control={control} name={of} section={of} disabled={disabled} />}
    </>
  );
}

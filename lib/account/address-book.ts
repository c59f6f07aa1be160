/**
 * The address book of My Account (ACCT-18) as plain rules: the dialog's modes (list / add / edit),
 * what the form starts from, the request it becomes, and the spec's confirmation and toasts. The
 * fields and their messages are checkout's (lib/checkout/validation.ts, BR-VAL-19).
 */
import type { SaveAddressRequest, SavedAddress } from "@/lib/api/schemas/checkout";
import { EMPTY_ADDRESS, fromSavedAddress, toWireAddress, type AddressForm } from "@/lib/checkout/checkout-data";
import { defaultChoice, type DefaultChoice } from "./default-choice";

/** BR-VAL-39 and the ACCT-18 toasts, verbatim. */
export const DELETE_ADDRESS_CONFIRM = "delete this address ?";
export const ADDRESS_TOASTS = {
  added: "new address added.",
  updated: "address updated.",
  deleted: "address deleted.",
} as const;

/** `list`: the addresses on the page, no dialog open; `add` and `edit` open the form dialog. */
export type AddressBookMode = { mode: "list" } | { mode: "add" } | { mode: "edit"; address: SavedAddress };
export type AddressFormMode = Exclude<AddressBookMode, { mode: "list" }>;

export const LIST_MODE: AddressBookMode = { mode: "list" };

export const addressDialogTitle = (dialog: AddressFormMode) => (dialog.mode === "add" ? "Add address" : "Edit address");

/** A new address starts empty; an edit starts from the saved one (phone as its ten digits). */
export const initialAddressForm = (dialog: AddressFormMode): AddressForm => (dialog.mode === "add" ? EMPTY_ADDRESS : fromSavedAddress(dialog.address));

/** The first address saved is the default whatever the box says; so is the current default. */
export function addressDefaultChoice(dialog: AddressFormMode, savedCount: number): DefaultChoice {
  return defaultChoice({ isFirst: dialog.mode === "add" && savedCount === 0, isCurrentDefault: dialog.mode === "edit" && dialog.address.is_default });
}

/** POST / PUT api/users/shipping_address: {name, address, address2, city, zip_code, phone, is_default}. */
export function addressSaveRequest(form: AddressForm, isDefault: boolean): SaveAddressRequest {
  return { ...toWireAddress(form), is_default: isDefault };
}

export const savedAddressToast = (dialog: AddressFormMode) => (dialog.mode === "add" ? ADDRESS_TOASTS.added : ADDRESS_TOASTS.updated);

/**
 * The checkout forms' rules (BR-VAL-03, -19, -21, -22, -31) as pure functions returning the spec's
 * verbatim messages; null (or an empty record) means valid. Text is trimmed before it is measured
 * (BR-VAL-18). Step 1 uses them for the contact and shipping address, step 2 for the billing address.
 */
import { z } from "zod";
import type { AddressForm } from "./checkout-data";

export const EMAIL_MESSAGE = "Please enter a valid email.";
export const ADDRESS_MESSAGES = {
  fullName: "full name required",
  address: "address required",
  zip: "zip code required",
  city: "city name required",
  phone: "phone required",
} as const;
export const SELECT_ADDRESS_MESSAGE = "Please select a shipping address.";
export const SELECT_SHIPPING_MESSAGE = "Please select a shipping option";
export const SELECT_BILLING_MESSAGE = "Please select a billing method.";
export const BILLING_ADDRESS_MESSAGE = "please enter a valid billing address.";

/** Step toasts (BR-VAL-31, CHK-09): a field is invalid / a choice is missing / a cart line blocks. */
export const INVALID_INFO_TOAST = "Please enter valid information";
export const INVALID_SELECTION_TOAST = "Please update valid selection";
export const INVALID_ITEMS_TOAST = "Please update item information";

const EMAIL_MIN = 4;
const emailSchema = z.email();

/** BR-VAL-03: required, valid, at least 4 characters. */
export function validateEmail(value: string): string | null {
  const email = value.trim();
  return email.length >= EMAIL_MIN && emailSchema.safeParse(email).success ? null : EMAIL_MESSAGE;
}

export type AddressField = keyof typeof ADDRESS_MESSAGES;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** The phone's digits, whatever the mask put around them. */
const phoneDigits = (value: string) => value.replace(/\D/g, "");

/** BR-VAL-19: the minimum length of each required field (phone: ten digits, US only). */
const MIN_LENGTH: Record<Exclude<AddressField, "phone">, number> = { fullName: 3, address: 3, zip: 5, city: 3 };
const PHONE_DIGITS = 10;

/** BR-VAL-19, in the form's order; address2 (and state) are optional. */
export function validateAddress(form: AddressForm): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ["fullName", "address", "zip", "city"] as const) {
    if (form[field].trim().length < MIN_LENGTH[field]) errors[field] = ADDRESS_MESSAGES[field];
  }
  if (phoneDigits(form.phone).length !== PHONE_DIGITS) errors.phone = ADDRESS_MESSAGES.phone;
  return errors;
}

export const isValidAddress = (form: AddressForm) => Object.keys(validateAddress(form)).length === 0;

/** BR-VAL-22: the shipping option list needs a pick. */
export const validateShippingMethod = (methodId: string | null) => (methodId ? null : SELECT_SHIPPING_MESSAGE);

/** BR-VAL-21: the saved-address picker needs a pick. */
export const validateSavedAddress = (addressId: string | null) => (addressId ? null : SELECT_ADDRESS_MESSAGE);

/** BR-VAL-22 (CHK-12): billing option 0 (same as shipping) or 1 (its own address) must be chosen. */
export const validateBillingMethod = (billOpt: 0 | 1 | null) => (billOpt === null ? SELECT_BILLING_MESSAGE : null);

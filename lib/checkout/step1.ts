/**
 * Step 1's Next (CHK-09, BR-CHK-14) as plain rules: which fields fail with which message, which
 * toast names the failure (BR-VAL-31) and which field takes the focus, in the page's order.
 */
import type { ShippingOption } from "@/lib/api/schemas/cart";
import { isPickUp } from "@/lib/cart/shipping";
import type { CheckoutData, ShipOpt } from "./checkout-data";
import {
  INVALID_INFO_TOAST,
  INVALID_SELECTION_TOAST,
  validateAddress,
  validateEmail,
  validateSavedAddress,
  validateShippingMethod,
  type AddressErrors,
  type AddressField,
} from "./validation";

/** How the shipping address is given: none for pick-up, a saved one, or typed in the form. */
export type AddressMode = "pickup" | "saved" | "form";

export interface Step1Errors {
  email?: string;
  savedAddress?: string;
  address: AddressErrors;
  shippingMethod?: string;
}

export type Step1Field = "email" | "savedAddress" | AddressField | "shippingMethod";

export interface Step1Check {
  errors: Step1Errors;
  /** the first failing field in the page's order, to take the focus */
  first: Step1Field | null;
  /** 'Please enter valid information' for a field, 'Please update valid selection' for a missing choice */
  toast: string | null;
}

const ADDRESS_ORDER: AddressField[] = ["fullName", "address", "zip", "city", "phone"];

export function addressMode(options: { pickUp: boolean; hasSavedAddresses: boolean; isSavingShipping: boolean }): AddressMode {
  if (options.pickUp) return "pickup";
  return options.hasSavedAddresses && !options.isSavingShipping ? "saved" : "form";
}

/** Contact, then the address (a saved pick or the form; nothing for pick-up), then the shipping option. */
export function checkStep1(data: CheckoutData, mode: AddressMode, methodId: string | null): Step1Check {
  const errors: Step1Errors = { address: {} };
  const email = validateEmail(data.account.email);
  if (email) errors.email = email;
  if (mode === "saved") {
    const saved = validateSavedAddress(data.shipOpt.existAddressId);
    if (saved) errors.savedAddress = saved;
  } else if (mode === "form") {
    errors.address = validateAddress(data.shipping);
  }
  const method = validateShippingMethod(methodId);
  if (method) errors.shippingMethod = method;

  const order: [Step1Field, boolean][] = [
    ["email", Boolean(errors.email)],
    ["savedAddress", Boolean(errors.savedAddress)],
    ...ADDRESS_ORDER.map((f): [Step1Field, boolean] => [f, Boolean(errors.address[f])]),
    ["shippingMethod", Boolean(errors.shippingMethod)],
  ];
  const first = order.find(([, failed]) => failed)?.[0] ?? null;
  const fieldFailed = Boolean(errors.email) || Object.keys(errors.address).length > 0;
  const choiceMissing = Boolean(errors.savedAddress || errors.shippingMethod);
  return { errors, first, toast: fieldFailed ? INVALID_INFO_TOAST : choiceMissing ? INVALID_SELECTION_TOAST : null };
}

/** BR-CHK-02: the shipping selection as the cookie keeps it. */
export function shipOptFor(options: readonly ShippingOption[] | undefined, methodId: string | null, current: ShipOpt): ShipOpt {
  const index = methodId && options ? options.findIndex((o) => o._id === methodId) : -1;
  return { ...current, methodId, methodIndex: index };
}

export function isPickUpMethod(options: readonly ShippingOption[] | undefined, methodId: string | null): boolean {
  const option = methodId ? options?.find((o) => o._id === methodId) : undefined;
  return option ? isPickUp(option) : false;
}

/**
 * Step 1's Next (CHK-09, BR-CHK-14) as one schema: which fields fail with which message, which toast
 * names the failure (BR-VAL-31) and in which order the fields take the focus.
 *
 * The form's values are the `checkOutDataV2` cookie's shape (CheckoutData). What the step needs depends on
 * facts outside those values — whether the shipping option is a pick-up, whether the shopper has saved
 * addresses — so the step is checked as it stands (`step1Data`), tagged with its `addressMode`, and the
 * schema's discriminated union says what each mode requires.
 */
import { z } from "zod";
import type { ShippingOption } from "@/lib/api/schemas/cart";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import { isPickUp, resolveShippingMethod } from "@/lib/cart/shipping";
import { fromSavedAddress, type CheckoutData, type ShipOpt } from "./checkout-data";
import { addressSchema, checkoutEmail, INVALID_INFO_TOAST, INVALID_SELECTION_TOAST, SELECT_ADDRESS_MESSAGE, SELECT_SHIPPING_MESSAGE } from "./validation";

/** How the shipping address is given: none for pick-up, a saved one, or typed in the form. */
export type AddressMode = "pickup" | "saved" | "form";

export function addressMode(options: { pickUp: boolean; hasSavedAddresses: boolean; isSavingShipping: boolean }): AddressMode {
  if (options.pickUp) return "pickup";
  return options.hasSavedAddresses && !options.isSavingShipping ? "saved" : "form";
}

const contact = z.object({ email: checkoutEmail });
/** BR-VAL-22: the shipping option list needs a pick (null until one is). */
const methodId = z.string({ error: SELECT_SHIPPING_MESSAGE });
/** BR-VAL-21: the saved-address picker needs a pick. */
const existAddressId = z.string({ error: SELECT_ADDRESS_MESSAGE });

/** Contact and shipping option always; the address as the mode says (pick-up: none). */
export const step1Schema = z.discriminatedUnion("addressMode", [
  z.object({ addressMode: z.literal("pickup"), account: contact, shipOpt: z.object({ methodId }) }),
  z.object({ addressMode: z.literal("saved"), account: contact, shipOpt: z.object({ methodId, existAddressId }) }),
  z.object({ addressMode: z.literal("form"), account: contact, shipOpt: z.object({ methodId }), shipping: addressSchema }),
]);

/** The page's order, for the focus: contact, the address (a saved pick or the form), the shipping option. */
export const STEP1_FIELD_ORDER = [
  "account.email",
  "shipOpt.existAddressId",
  "shipping.fullName",
  "shipping.address",
  "shipping.zip",
  "shipping.city",
  "shipping.phone",
  "shipOpt.methodId",
] as const;

/** 'Please enter valid information' for a field, 'Please update valid selection' for a missing choice only. */
export function step1Toast(errors: Partial<Record<keyof CheckoutData, unknown>>): string | null {
  if (errors.account || errors.shipping) return INVALID_INFO_TOAST;
  return errors.shipOpt ? INVALID_SELECTION_TOAST : null;
}

export interface Step1Facts {
  /** undefined while they load */
  options: readonly ShippingOption[] | undefined;
  /** the signed-in shopper's saved addresses (none for a guest) */
  saved: readonly SavedAddress[];
  signedIn: boolean;
}

export interface Step1State {
  /** the step data as it stands: what the cookie and step 2 get */
  data: CheckoutData;
  mode: AddressMode;
  methodId: string | null;
  /** the saved address that applies, in mode "saved" */
  picked: SavedAddress | null;
}

/**
 * The step data as it stands, from what was typed and ticked (`values`): the shipping method resolved (a
 * single option is picked, BR-CHK-04), a picked saved address as the shipping address — one still in the
 * list stays picked, otherwise the default one is (CHK-06) — and the BR-CHK-02 flags as they apply (a new
 * address only when one is typed by a signed-in shopper). `values` keeps what was typed, so switching back
 * to a new address finds it again.
 */
export function step1State(values: CheckoutData, { options, saved, signedIn }: Step1Facts): Step1State {
  const methodId = options ? resolveShippingMethod(options, values.shipOpt.methodId) : values.shipOpt.methodId;
  const mode = addressMode({ pickUp: isPickUpMethod(options, methodId), hasSavedAddresses: saved.length > 0, isSavingShipping: values.shipOpt.isSavingShipping });
  const picked = mode === "saved" ? (saved.find((a) => a._id === values.shipOpt.existAddressId) ?? saved.find((a) => a.is_default) ?? null) : null;
  const typing = signedIn && mode === "form";
  const shipOpt: ShipOpt = {
    ...shipOptFor(options, methodId, values.shipOpt),
    isSavingShipping: typing,
    isUpdateShipping: typing && values.shipOpt.isUpdateShipping,
    existAddressId: picked?._id ?? null,
  };
  return { data: { ...values, shipOpt, shipping: picked ? fromSavedAddress(picked) : values.shipping }, mode, methodId, picked };
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

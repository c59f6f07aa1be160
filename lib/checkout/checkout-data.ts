/**
 * What checkout step 1 hands to step 2 (BR-CHK-01/02): kept in the `checkOutDataV2` cookie, the
 * spec's name, so a reload or a detour through sign-in loses nothing typed. It holds no secret (no
 * card data ever); it is deleted after a successful order unless the shopper asked to keep it
 * ('Save this information for next time', G-33).
 */
import { z } from "zod";
import type { Address } from "@/lib/api/schemas/common";
import type { SavedAddress } from "@/lib/api/schemas/checkout";

export const CHECKOUT_COOKIE = "checkOutDataV2";
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The address form's model (CHK-04); `phone` holds the ten digits, the mask is the input's business. */
export const AddressForm = z.object({
  fullName: z.string().max(120).catch(""),
  address: z.string().max(200).catch(""),
  address2: z.string().max(200).catch(""),
  zip: z.string().max(10).catch(""),
  state: z.string().max(50).catch(""),
  city: z.string().max(100).catch(""),
  phone: z.string().max(20).catch(""),
});
export type AddressForm = z.infer<typeof AddressForm>;

export const EMPTY_ADDRESS: AddressForm = { fullName: "", address: "", address2: "", zip: "", state: "", city: "", phone: "" };

/** BR-CHK-02 */
export const ShipOpt = z.object({
  methodIndex: z.number().int().min(-1).catch(-1),
  methodId: z.string().max(64).nullable().catch(null),
  /** signed in: save the typed address to the account with the order */
  isUpdateShipping: z.boolean().catch(false),
  /** signed in: typing a new address rather than picking a saved one */
  isSavingShipping: z.boolean().catch(false),
  existAddressId: z.string().max(64).nullable().catch(null),
});
export type ShipOpt = z.infer<typeof ShipOpt>;

export const CheckoutData = z.object({
  account: z.object({ email: z.string().max(254).catch("") }).catch({ email: "" }),
  shipOpt: ShipOpt.catch({ methodIndex: -1, methodId: null, isUpdateShipping: false, isSavingShipping: false, existAddressId: null }),
  shipping: AddressForm.catch(EMPTY_ADDRESS),
  /** 0 same as shipping, 1 a separate billing address (CHK-12); null until chosen */
  billOpt: z.union([z.literal(0), z.literal(1)]).nullable().catch(null),
  billing: AddressForm.catch(EMPTY_ADDRESS),
  /** 'Save this information for next time' (signed out only, G-33) */
  saveInfo: z.boolean().catch(false),
});
export type CheckoutData = z.infer<typeof CheckoutData>;

export const EMPTY_CHECKOUT_DATA: CheckoutData = CheckoutData.parse({});

/** A cookie value back into data; anything unreadable falls back field by field to empty. */
export function parseCheckoutData(raw: string | null | undefined): CheckoutData {
  if (!raw) return EMPTY_CHECKOUT_DATA;
  try {
    return CheckoutData.parse(JSON.parse(raw));
  } catch {
    return EMPTY_CHECKOUT_DATA;
  }
}

function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function readCheckoutData(cookieHeader: string = typeof document === "undefined" ? "" : document.cookie): CheckoutData {
  return parseCheckoutData(readCookie(cookieHeader, CHECKOUT_COOKIE));
}

const secure = () => (typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "");

export function writeCheckoutData(data: CheckoutData): void {
  document.cookie = `${CHECKOUT_COOKIE}=${encodeURIComponent(JSON.stringify(data))}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure()}`;
}

export function deleteCheckoutData(): void {
  document.cookie = `${CHECKOUT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure()}`;
}

/**
 * After a successful order (CHK-17): the cookie is deleted, or, when the shopper ticked 'Save this
 * information for next time', only the contact and addresses stay (G-33).
 */
export function afterOrder(data: CheckoutData): CheckoutData | null {
  if (!data.saveInfo) return null;
  return { ...EMPTY_CHECKOUT_DATA, account: data.account, shipping: data.shipping, billOpt: data.billOpt, billing: data.billing, saveInfo: true };
}

/** The form model as the API takes an address: {name, zip_code, address, address2, city, phone} (CHK-04). */
export function toWireAddress(form: AddressForm): Address {
  return {
    name: form.fullName.trim(),
    address: form.address.trim(),
    address2: form.address2.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    zip_code: form.zip.trim(),
    phone: form.phone.replace(/\D/g, ""),
    country: "US",
  };
}

export function fromSavedAddress(saved: SavedAddress): AddressForm {
  return {
    fullName: saved.name,
    address: saved.address,
    address2: saved.address2,
    zip: saved.zip_code,
    state: saved.state,
    city: saved.city,
    phone: saved.phone.replace(/\D/g, ""),
  };
}

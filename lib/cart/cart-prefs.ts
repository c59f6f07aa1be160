/**
 * What the shopper chose on the cart page besides the lines: a coupon code per store and the
 * shipping method. Kept in localStorage beside the lines so a reload (or the checkout, later)
 * finds them again.
 */
import type { CartCalcRequest } from "@/lib/api/schemas/cart";
import { createBrowserStore } from "./browser-store";

export interface CartPrefs {
  /** store id → the coupon code applied to that store */
  coupons: Readonly<Record<string, string>>;
  shipping_method_id: string | null;
}

export const CART_PREFS_KEY = "sf.cart-prefs.v1";
const EMPTY: CartPrefs = { coupons: {}, shipping_method_id: null };

export function parsePrefs(raw: string | null): CartPrefs {
  if (!raw) return EMPTY;
  try {
    const v = JSON.parse(raw) as Partial<CartPrefs> | null;
    const coupons = Object.fromEntries(
      Object.entries(v?.coupons && typeof v.coupons === "object" ? v.coupons : {}).filter(([, code]) => typeof code === "string" && code.trim() !== ""),
    ) as Record<string, string>;
    const shipping = typeof v?.shipping_method_id === "string" ? v.shipping_method_id : null;
    return { coupons, shipping_method_id: shipping };
  } catch {
    return EMPTY;
  }
}

/** Applies (or, with an empty code, removes) a store's coupon. Codes are trimmed. */
export function setCoupon(prefs: CartPrefs, storeId: string, code: string | null): CartPrefs {
  const coupons = { ...prefs.coupons };
  const trimmed = code?.trim() ?? "";
  if (trimmed) coupons[storeId] = trimmed;
  else delete coupons[storeId];
  return { ...prefs, coupons };
}

export function setShippingMethod(prefs: CartPrefs, id: string | null): CartPrefs {
  return { ...prefs, shipping_method_id: id };
}

/** Coupons as the calc request takes them, only for stores still in the cart. */
export function couponCodes(prefs: CartPrefs, storeIds: readonly string[]): NonNullable<CartCalcRequest["coupon_codes"]> {
  return storeIds.filter((id) => prefs.coupons[id]).map((id) => ({ store_id: id, coupon_code: prefs.coupons[id] as string }));
}

export const cartPrefs = createBrowserStore<CartPrefs>(CART_PREFS_KEY, parsePrefs, EMPTY);

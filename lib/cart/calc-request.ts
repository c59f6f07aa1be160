import type { CartCalcRequest } from "@/lib/api/schemas/cart";
import { couponCodes, type CartPrefs } from "./cart-prefs";
import { toCalcItems, type LocalCartLine } from "./cart-lines";

/** The guest cart's `POST /api/cart/calc` body: its lines, each store's coupon, the shipping method. */
export function calcRequest(lines: readonly LocalCartLine[], prefs: CartPrefs, shippingMethodId: string | null): CartCalcRequest {
  const storeIds = [...new Set(lines.map((l) => l.store_id))];
  return { items: toCalcItems(lines), coupon_codes: couponCodes(prefs, storeIds), shipping_method_id: shippingMethodId, blings: 0 };
}

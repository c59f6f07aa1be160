import type { CartStore, CouponResult } from "@/lib/api/schemas/cart";

/** The server's verdict on a store's coupon code: the result naming it, else the store's only result. */
export function couponResultOf(store: Pick<CartStore, "coupon_results">, code: string | undefined): CouponResult | undefined {
  if (code === undefined) return undefined;
  return store.coupon_results.find((r) => r.coupon_code.toLowerCase() === code.toLowerCase()) ?? store.coupon_results[0];
}

/** How a code shows (finding 14): as the shop names it once it applies, as typed until then (cart, step 1 and step 2 alike). */
export function shownCouponCode(code: string, result: CouponResult | undefined): string {
  return result?.status === "success" ? result.coupon_code : code;
}

import type { CartStore, CouponResult } from "@/lib/api/schemas/cart";

/** The server's verdict on a store's coupon code: the result naming it, else the store's only result. */
export function couponResultOf(store: Pick<CartStore, "coupon_results">, code: string | undefined): CouponResult | undefined {
  if (code === undefined) return undefined;
  return store.coupon_results.find((r) => r.coupon_code.toLowerCase() === code.toLowerCase()) ?? store.coupon_results[0];
}

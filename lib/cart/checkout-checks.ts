/**
 * The checks the cart runs before moving on to checkout (CART-08, BR-CHK-10/11), in the spec's
 * order: an unchosen option, an out-of-stock line, an ended pre-order offer, then a failed coupon.
 */
import type { CartCalcResponse, CartItem } from "@/lib/api/schemas/cart";

export const SELECT_OPTION_MESSAGE = "please select item option";
export const OUT_OF_STOCK_MESSAGE = "please remove out of stock item.";
export const OFFER_ENDED_MESSAGE = "offer ended";
/** any other failed line result (checkout toast, CHK-16) */
export const CHECK_ITEMS_MESSAGE = "please check items in your cart.";

export type CheckResult = { ok: true } | { ok: false; message: string; cartItemId?: string };

/** A line still needs an option when its variant (or any bundle part's variant) is not chosen. */
export function needsOption(item: CartItem): boolean {
  if (item.is_bundle && item.bundle) return item.bundle.items.some((part) => part.variant_id === null);
  return item.variant_id === null && item.variants.length > 0;
}

export function checkCart(calc: CartCalcResponse): CheckResult {
  const items = calc.stores.flatMap((s) => s.items);
  const lineChecks: [(item: CartItem) => boolean, string][] = [
    [needsOption, SELECT_OPTION_MESSAGE],
    [(item) => item.out_of_stock, OUT_OF_STOCK_MESSAGE],
    [(item) => item.is_offer_ended, OFFER_ENDED_MESSAGE],
  ];
  for (const [fails, message] of lineChecks) {
    const item = items.find(fails);
    if (item) return { ok: false, message, cartItemId: item.cart_item_id };
  }
  const coupon = calc.stores.flatMap((s) => s.coupon_results).find((r) => r.status === "fail");
  if (coupon) return { ok: false, message: coupon.message };
  const failed = items.find((item) => item.results.some((r) => r.status === "fail"));
  if (failed) return { ok: false, message: CHECK_ITEMS_MESSAGE, cartItemId: failed.cart_item_id };
  if (calc.has_errors) return { ok: false, message: CHECK_ITEMS_MESSAGE };
  return { ok: true };
}

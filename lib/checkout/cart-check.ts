/**
 * Whether the checkout's cart can go on (CHK-09, CHK-16, BR-CHK-10/11): the cart page's checks
 * (lib/cart/checkout-checks.ts), with the shared cart's own wording for a missing option
 * ('select all options', BR-VAL-30: a shared cart needs every option chosen).
 */
import type { CartCalcResponse } from "@/lib/api/schemas/cart";
import { checkCart, SELECT_OPTION_MESSAGE, type CheckResult } from "@/lib/cart/checkout-checks";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { linesMissingOption, SELECT_ALL_OPTIONS } from "@/lib/share-cart/share-lines";

export function checkCheckoutCart(calc: CartCalcResponse, lines: readonly LocalCartLine[], sharecart: boolean): CheckResult {
  if (sharecart) {
    const [missing] = linesMissingOption(lines);
    if (missing) return { ok: false, message: SELECT_ALL_OPTIONS, cartItemId: missing };
  }
  const result = checkCart(calc);
  if (!result.ok && sharecart && result.message === SELECT_OPTION_MESSAGE) return { ...result, message: SELECT_ALL_OPTIONS };
  return result;
}

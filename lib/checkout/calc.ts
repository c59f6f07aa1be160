/**
 * The checkout's `POST /api/cart/calc` body (CHK-09, CHK-19): the cart's lines and per-store coupons
 * (the cart page's own request, lib/cart/calc-request.ts), plus the contact email, the shipping
 * address and method, and the `sharecart` flag for a shared cart.
 */
import type { CartCalcRequest } from "@/lib/api/schemas/cart";
import { calcRequest } from "@/lib/cart/calc-request";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { toWireAddress, type AddressForm } from "./checkout-data";
import { isValidAddress, validateEmail } from "./validation";

export interface CheckoutCalcInput {
  lines: readonly LocalCartLine[];
  coupons: Readonly<Record<string, string>>;
  email: string;
  /** the address shipped to; null for pick-up (BR-CHK-03), which drops it */
  shipping: AddressForm | null;
  methodId: string | null;
  sharecart: boolean;
}

/**
 * Only what would pass the server's validation is sent: an email or address still being typed is
 * left out rather than turning the whole calculation into a 400.
 */
export function checkoutCalcRequest(input: CheckoutCalcInput): CartCalcRequest {
  const base = calcRequest(input.lines, { coupons: input.coupons, shipping_method_id: null }, input.methodId);
  const email = input.email.trim();
  const { shipping } = input;
  return {
    ...base,
    ...(validateEmail(email) === null ? { email } : {}),
    ...(shipping === null ? { shipping_address: null } : isValidAddress(shipping) ? { shipping_address: toWireAddress(shipping) } : {}),
    sharecart: input.sharecart,
  };
}

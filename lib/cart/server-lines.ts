/**
 * The signed-in cart on the wire (ServerCart) and in the views, which work on the guest cart's line
 * shape: the server's cart_item_id plays the part of the browser's local_id.
 */
import type { ServerCart } from "@/lib/api/schemas/user";
import { toCalcItems, type LocalCartLine } from "./cart-lines";

export function linesOfServerCart(cart: ServerCart): LocalCartLine[] {
  return cart.items.map(({ cart_item_id, ...rest }) => ({ local_id: cart_item_id, ...rest }));
}

export function serverCartOf(lines: readonly LocalCartLine[]): ServerCart {
  return { items: toCalcItems(lines) };
}

import type { CartItem, CartStore } from "@/lib/api/schemas/cart";

/**
 * A store's priced lines that are still in the cart, in cart_item_id order (BR-CHK-10): lines removed a
 * moment ago can still be in the previous totals while the new ones load.
 */
export function itemsStillInCart(store: Pick<CartStore, "items">, linesById: ReadonlyMap<string, unknown>): CartItem[] {
  return store.items.filter((i) => linesById.has(i.cart_item_id)).sort((a, b) => a.cart_item_id.localeCompare(b.cart_item_id));
}

/**
 * The cart a share link brings (CART-09, CHK-19): kept apart from the shopper's own cart, in this
 * browser, so checking out a stylist's shared cart neither empties nor mixes with it. The share
 * cart page fills it from `GET /api/sharecart/{id}/info`; the shared-cart checkout reads it and
 * sends `sharecart: true` and `share_cart_id`.
 */
import { createBrowserStore } from "@/lib/cart/browser-store";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { parseLines } from "@/lib/cart/local-cart";

export interface SharedCart {
  share_id: string;
  /** the store slug the link belongs to */
  store: string;
  store_id: string;
  sharer_user_name: string;
  lines: LocalCartLine[];
}

export const SHARED_CART_KEY = "sf.shared-cart.v1";

export function parseSharedCart(raw: string | null): SharedCart | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<SharedCart> | null;
    const text = (x: unknown) => (typeof x === "string" && x.length > 0 && x.length <= 64 ? x : null);
    const shareId = text(v?.share_id);
    const store = text(v?.store);
    const storeId = text(v?.store_id);
    if (!v || !shareId || !store || !storeId) return null;
    return {
      share_id: shareId,
      store,
      store_id: storeId,
      sharer_user_name: typeof v.sharer_user_name === "string" ? v.sharer_user_name : "",
      lines: parseLines(JSON.stringify(v.lines ?? [])),
    };
  } catch {
    return null;
  }
}

export const sharedCart = createBrowserStore<SharedCart | null>(SHARED_CART_KEY, parseSharedCart, null);

/** Stores the shared cart for the checkout; false when the browser refuses the write (private mode, full). */
export function saveSharedCart(cart: SharedCart): boolean {
  try {
    sharedCart.write(cart);
    return true;
  } catch {
    return false;
  }
}

/** Changes the stored lines (units, options in checkout); false when there is no shared cart or storage refuses. */
export function changeSharedCartLines(change: (lines: LocalCartLine[]) => LocalCartLine[]): boolean {
  const current = sharedCart.read();
  return current !== null && saveSharedCart({ ...current, lines: change(current.lines) });
}

/** Forgets the shared cart (after its order is placed). */
export function clearSharedCart(): void {
  try {
    sharedCart.write(null);
  } catch {
    // nothing stored that could be removed
  }
}

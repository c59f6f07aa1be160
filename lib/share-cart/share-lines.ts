/**
 * The rules of the share-cart page (CART-09) as plain functions: the shared lines as cart lines,
 * their price request, the every-option-chosen check, and what Checkout hands to the shared-cart
 * checkout (lib/share-cart/shared-cart.ts).
 */
import type { CartCalcRequest, CartCalcResponse } from "@/lib/api/schemas/cart";
import type { ShareCartInfo } from "@/lib/api/schemas/checkout";
import { toCalcItems, type LocalCartLine } from "@/lib/cart/cart-lines";
import type { SharedCart } from "./shared-cart";

/** BR-VAL-30: a shared cart needs every option chosen. */
export const SELECT_ALL_OPTIONS = "select all options";

/**
 * The i-th shared line's id: fixed, so the server-rendered page and the browser agree, and
 * fixed-width, so lines sorted by id (BR-CHK-10) keep the sharer's order.
 */
export const shareLineId = (index: number) => `share-line-${String(index + 1).padStart(3, "0")}`;

export function linesFromInfo(info: Pick<ShareCartInfo, "store_id" | "items">): LocalCartLine[] {
  return info.items.map((item, i) => ({
    local_id: shareLineId(i),
    item_id: item.item_id,
    store_id: info.store_id,
    variant_id: item.variant_id,
    units: item.units,
    ...(item.bundle ? { bundle: item.bundle } : {}),
  }));
}

/** `POST /api/cart/calc` for the shared lines: no coupon, no shipping yet, flagged `sharecart`. */
export function shareCalcRequest(lines: readonly LocalCartLine[]): CartCalcRequest {
  return { items: toCalcItems(lines), coupon_codes: [], blings: 0, shipping_method_id: null, sharecart: true };
}

/** A line still needs an option: no variant, or, for a bundle, a part without one. */
export function needsOption(line: LocalCartLine): boolean {
  return line.bundle ? line.bundle.some((part) => part.variant_id === null) : line.variant_id === null;
}

/** The ids of the lines that still need an option, in order. */
export function linesMissingOption(lines: readonly LocalCartLine[]): string[] {
  return lines.filter(needsOption).map((l) => l.local_id);
}

/**
 * Each chosen line's unit price as the recipient saw it, so the checkout's recalculation can say
 * when it changed; lines the calculation did not price keep what they had.
 */
export function withSeenPrices(lines: readonly LocalCartLine[], calc: CartCalcResponse | undefined): LocalCartLine[] {
  const priced = new Map((calc?.stores ?? []).flatMap((s) => s.items).filter((i) => i.variant_id !== null && i.price > 0).map((i) => [i.cart_item_id, i]));
  return lines.map((line) => {
    const item = priced.get(line.local_id);
    return item && item.variant_id === line.variant_id ? { ...line, seen_price: item.price } : line;
  });
}

/** What Checkout writes for the shared-cart checkout. */
export function toSharedCart(info: Pick<ShareCartInfo, "share_id" | "store_id" | "sharer_user_name">, store: string, lines: LocalCartLine[]): SharedCart {
  return { share_id: info.share_id, store, store_id: info.store_id, sharer_user_name: info.sharer_user_name, lines };
}

/**
 * The lines this browser last took to checkout for this share, so coming back keeps the options
 * and units chosen; null when there are none (another share, or an emptied cart: the link then
 * starts over from the sharer's lines). Only items the sharer shared come back.
 */
export function restoreLines(stored: SharedCart | null, info: Pick<ShareCartInfo, "share_id" | "store_id" | "items">): LocalCartLine[] | null {
  if (!stored || stored.share_id !== info.share_id || stored.store_id !== info.store_id || stored.lines.length === 0) return null;
  const shared = new Set(info.items.map((i) => i.item_id));
  const lines = stored.lines.filter((l) => shared.has(l.item_id) && l.store_id === info.store_id);
  return lines.length > 0 ? lines : null;
}

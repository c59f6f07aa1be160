/**
 * The cart quantity rule (BROWSE-17, finding 15.1), one place for the item page, the cart and the
 * server: a line holds between 1 and the stock of what it stands for (a variant, or a bundle's
 * scarcest part), and never more than MAX_UNITS, the most units of one line an order takes (finding S1:
 * what an unpaid order may hold), so the cart never offers a quantity the checkout then refuses.
 * Stock `null` means unknown (no option chosen yet): then only MAX_UNITS applies. The price
 * calculation clamps with the same limit and says so.
 * Shared with server/ (eslint.config.mjs): import only other shared modules here.
 */
import type { CartItem } from "@/lib/api/schemas/cart";

export const MAX_UNITS = 10;

/** Why a line holds fewer units than asked for: the stock, or the per-line limit when the stock is larger. */
export function limitMessage(stock: number | null): string {
  return stock !== null && stock <= MAX_UNITS ? `Only ${stock} in stock` : `At most ${MAX_UNITS} of an item per order`;
}

/** The most units a line may hold: 0 when nothing is in stock. */
export function unitLimit(stock: number | null): number {
  return Math.max(0, Math.min(MAX_UNITS, stock ?? MAX_UNITS));
}

/** Units kept between 1 and the limit; at stock 0 it stays 1, the line being refused elsewhere. */
export function clampUnits(units: number, stock: number | null): number {
  if (Number.isNaN(units)) return 1;
  return Math.max(1, Math.min(unitLimit(stock), Math.trunc(units)));
}

/** The stock a priced cart line keeps to, as far as the browser knows: its chosen variant's (null for a bundle or no option). */
export function stockOfLine(item: Pick<CartItem, "variants" | "variant_id">): number | null {
  return item.variants.find((v) => v.id === item.variant_id)?.stock ?? null;
}

/**
 * The units a cart line's box shows: never more than can be bought. The variant's stock applies at
 * once; a bundle's stock only the price calculation knows, so its counted units cap the box.
 */
export function shownUnits(lineUnits: number, stock: number | null, priced: Pick<CartItem, "units" | "is_bundle">): number {
  const units = clampUnits(lineUnits, stock);
  return priced.is_bundle ? Math.min(units, priced.units) : units;
}

export interface AddPlan {
  /** the units the add may put in: 0 when the cart already holds all there is */
  units: number;
  /** fewer than wanted */
  capped: boolean;
}

/** How many of `wanted` units may join a line that already holds `inCart`. */
export function planAdd(inCart: number, wanted: number, stock: number | null): AddPlan {
  const units = Math.max(0, Math.min(wanted, unitLimit(stock) - inCart));
  return { units, capped: units < wanted };
}

export const OUT_OF_STOCK = "Out of stock";

/** Why an add put in nothing: nothing in stock, or the cart already holds all of it. */
export function nothingAddedMessage(stock: number | null): string {
  if (unitLimit(stock) === 0) return OUT_OF_STOCK;
  return stock !== null && stock <= MAX_UNITS ? `Only ${stock} in stock, and your cart already holds them all.` : `${limitMessage(stock)}, and your cart already holds ${MAX_UNITS}.`;
}

/** Beside '{n} items added.' when an add was capped. */
export const cappedAddMessage = (stock: number | null) =>
  stock !== null && stock <= MAX_UNITS ? `Only ${stock} in stock: your cart now holds them all.` : `${limitMessage(stock)}: your cart now holds ${MAX_UNITS}.`;

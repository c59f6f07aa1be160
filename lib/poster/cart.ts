/**
 * The poster store's cart (TOOLS-10) as plain functions. An entry is the spec's {store_id, item_id,
 * variant_id, units, bundle?}. The framed page's bundle imports this module, so it stays free of zod
 * (the checkout link's strict decoding is ./checkout-data.ts, on the server).
 */
import type { BundleChoice } from "@/lib/api/schemas/cart";
import { MAX_UNITS, clampUnits } from "@/lib/cart/quantity";

export const POSTER_CART_LIMITS = {
  /** different lines one poster cart holds */
  entries: 30,
  /** characters of `?data=` (well under what browsers and proxies take in a URL) */
  dataChars: 6000,
  /** bytes the data may inflate to: a small parameter must not unpack into megabytes */
  inflatedBytes: 32 * 1024,
};

export interface PosterEntry {
  store_id: string;
  item_id: string;
  variant_id: string | null;
  units: number;
  bundle?: BundleChoice[];
}

/** How long the poster's snackbar stays (TOOLS-10: 4 s). */
export const POSTER_SNACKBAR_MS = 4000;

export const POSTER_ADD_FAILED_MESSAGE = "An error occured, please try again.";
/** Why a checkout link could not be read (ours: the spec has no text for it). */
export const POSTER_LINK_BROKEN_MESSAGE = "This checkout link is broken or has expired. Please go back to the store and try again.";
export const POSTER_CART_FULL_MESSAGE = `The cart holds at most ${POSTER_CART_LIMITS.entries} different items.`;

const sameChoice = (a: PosterEntry, b: PosterEntry) =>
  a.item_id === b.item_id && a.store_id === b.store_id && a.variant_id === b.variant_id && JSON.stringify(a.bundle ?? []) === JSON.stringify(b.bundle ?? []);

/**
 * The cart after adding `entry`: the same choice again raises its units (within the stock, when known, and 99);
 * null when a new line would pass the cap on entries.
 */
export function addPosterEntry(cart: readonly PosterEntry[], entry: PosterEntry, stock: number | null = null): PosterEntry[] | null {
  const existing = cart.find((line) => sameChoice(line, entry));
  if (existing) return cart.map((line) => (line === existing ? { ...line, units: clampUnits(line.units + entry.units, stock) } : line));
  if (cart.length >= POSTER_CART_LIMITS.entries) return null;
  return [...cart, { ...entry, units: clampUnits(entry.units, stock) }];
}

export const removePosterEntry = (cart: readonly PosterEntry[], index: number) => cart.filter((_, at) => at !== index);

export const posterUnits = (cart: readonly PosterEntry[]) => cart.reduce((sum, line) => sum + line.units, 0);

// 64: INPUT_LIMITS.id of lib/api/schemas/common.ts, not imported so that zod stays out of the framed page
const isId = (value: unknown) => typeof value === "string" && value.length > 0 && value.length <= 64;

/** Whether a stored value is an entry (the cart kept in the frame's session storage, lib/stored-list.ts). */
export function isPosterEntry(value: unknown): value is PosterEntry {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  const bundleOk =
    v.bundle === undefined ||
    (Array.isArray(v.bundle) && v.bundle.every((part: { item_id?: unknown; variant_id?: unknown } | null) => part && isId(part.item_id) && (part.variant_id === null || isId(part.variant_id))));
  return isId(v.store_id) && isId(v.item_id) && (v.variant_id === null || isId(v.variant_id)) && Number.isInteger(v.units) && (v.units as number) >= 1 && (v.units as number) <= MAX_UNITS && bundleOk;
}


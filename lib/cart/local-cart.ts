/**
 * The guest cart, kept in the browser (localStorage) so it survives a reload: a subscribable store
 * of cart lines (their rules are in lib/cart/cart-lines.ts); React reads it through
 * hooks/use-local-cart.ts.
 */
import type { BundleChoice } from "@/lib/api/schemas/cart";
import { createBrowserStore } from "./browser-store";
import type { LocalCartLine } from "./cart-lines";
import { MAX_UNITS } from "./quantity";
import { parseStoredList } from "@/lib/stored-list";

export const LOCAL_CART_KEY = "sf.cart.v1";
/** The old limit per line: lines stored under it are read, and brought down to MAX_UNITS. */
const STORED_UNITS_MAX = 99;

const isId = (v: unknown) => typeof v === "string" && v.length > 0;

function isBundle(value: unknown): value is BundleChoice[] {
  return Array.isArray(value) && value.every((c) => c && typeof c === "object" && isId(c.item_id) && (c.variant_id === null || isId(c.variant_id)));
}

function isLine(value: unknown): value is LocalCartLine {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    isId(v.local_id) && isId(v.item_id) && isId(v.store_id) &&
    (v.variant_id === null || isId(v.variant_id)) &&
    Number.isInteger(v.units) && (v.units as number) > 0 && (v.units as number) <= STORED_UNITS_MAX &&
    (v.seen_price === undefined || Number.isInteger(v.seen_price)) &&
    (v.bundle === undefined || isBundle(v.bundle))
  );
}

/**
 * Parses what localStorage holds, dropping anything malformed instead of crashing the page. A line
 * kept when the limit per line was 99 comes back with the most it may hold now (MAX_UNITS).
 */
export function parseLines(raw: string | null): LocalCartLine[] {
  return parseStoredList(raw, isLine, []).map((line) => (line.units > MAX_UNITS ? { ...line, units: MAX_UNITS } : line));
}

const EMPTY: LocalCartLine[] = [];

export const localCart = createBrowserStore<LocalCartLine[]>(LOCAL_CART_KEY, parseLines, EMPTY);

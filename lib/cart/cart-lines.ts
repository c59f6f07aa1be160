/**
 * Cart line rules as pure functions, shared by the browser's guest cart (lib/cart/local-cart.ts) and
 * the server's account cart (server/cart/user-cart.ts): an identical choice raises units, units 0
 * removes the line, units keep to the quantity rule, and line ids sort in the order lines were made.
 * Shared with server/ (eslint.config.mjs): import only other shared modules here.
 */
import type { BundleChoice, CartLineInput } from "@/lib/api/schemas/cart";
import { clampUnits } from "./quantity";

export interface LocalCartLine {
  local_id: string;
  item_id: string;
  store_id: string;
  variant_id: string | null;
  units: number;
  /** unit price (cents) shown when the line was added, so the server can flag a change */
  seen_price?: number;
  bundle?: BundleChoice[];
}

export type NewLine = Omit<LocalCartLine, "local_id">;

/** What a line change may touch. */
export type LinePatch = Partial<Pick<LocalCartLine, "variant_id" | "units" | "bundle" | "seen_price">>;

/** What a line stands for: the same choice twice is one line. */
export type LineChoice = Pick<NewLine, "item_id" | "store_id" | "variant_id" | "bundle">;

function sameChoice(a: LineChoice, b: LineChoice) {
  return (
    a.item_id === b.item_id &&
    a.store_id === b.store_id &&
    a.variant_id === b.variant_id &&
    JSON.stringify(a.bundle ?? []) === JSON.stringify(b.bundle ?? [])
  );
}

/** The units the cart already holds of a choice (0 when it has no such line). */
export function unitsInCart(lines: readonly LocalCartLine[], choice: LineChoice): number {
  return lines.find((l) => sameChoice(l, choice))?.units ?? 0;
}

/**
 * Adding the same item, variant and bundle choice again raises the units of the existing line.
 * Units stay within the quantity rule for `stock` (lib/cart/quantity.ts; null: unknown, MAX_UNITS at most).
 */
export function addLine(lines: LocalCartLine[], line: NewLine, newId: () => string, stock: number | null = null): LocalCartLine[] {
  const existing = lines.find((l) => sameChoice(l, line));
  if (existing) {
    return lines.map((l) => (l === existing ? { ...l, units: clampUnits(l.units + line.units, stock), seen_price: line.seen_price ?? l.seen_price } : l));
  }
  return [...lines, { ...line, units: clampUnits(line.units, stock), local_id: newId() }];
}

/**
 * Units 0 removes the line (spec: "units 0 removes the item"); other units stay within the rule for
 * `stock`, the stock of what the line stands for after the change.
 */
export function updateLine(lines: LocalCartLine[], localId: string, patch: LinePatch, stock: number | null = null): LocalCartLine[] {
  if (patch.units === 0) return removeLine(lines, localId);
  const updated = lines.map((l) => (l.local_id === localId ? { ...l, ...patch, units: clampUnits(patch.units ?? l.units, stock) } : l));
  // An option change can make the line equal to another one: fold it into that line instead.
  const line = updated.find((l) => l.local_id === localId);
  const twin = line && updated.find((l) => l !== line && sameChoice(l, line));
  if (!line || !twin) return updated;
  return updated
    .filter((l) => l !== line)
    .map((l) => (l === twin ? { ...l, units: clampUnits(l.units + line.units, stock), seen_price: line.seen_price ?? l.seen_price } : l));
}

export function removeLine(lines: LocalCartLine[], localId: string): LocalCartLine[] {
  return lines.filter((l) => l.local_id !== localId);
}

export function countUnits(lines: readonly LocalCartLine[]): number {
  return lines.reduce((sum, l) => sum + l.units, 0);
}

/** The lines as `POST /api/cart/calc` takes them; the local id is the cart item id. */
export function toCalcItems(lines: readonly LocalCartLine[]): CartLineInput[] {
  return lines.map(({ local_id, ...rest }) => ({ cart_item_id: local_id, ...rest }));
}

let lastStamp = 0;

/**
 * Line ids sort in the order the lines were made (a fixed-width time prefix), because the cart
 * lists items sorted by cart_item_id (BR-CHK-10). The prefix never repeats within a process, so
 * lines made in the same millisecond (a merge adds several) still sort in order.
 */
export function newLocalId(now = Date.now()): string {
  lastStamp = Math.max(now, lastStamp + 1);
  const random = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID().slice(0, 8) : Math.random().toString(36).slice(2, 10);
  return `${lastStamp.toString(36).padStart(10, "0")}-${random}`;
}

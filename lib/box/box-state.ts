/**
 * The Get Styled Box being built (ONB-16): the styles picked, in the order picked, kept in this tab's
 * sessionStorage so a reload (or the item search and the checkout, pages of their own) keeps the box, and a new
 * tab or a finished checkout starts empty. The pick rules are lib/box/picks.ts's.
 */
import type { BoxItem } from "@/lib/api/schemas/box";
import type { Variant } from "@/lib/api/schemas/item";
import { createBrowserStore } from "@/lib/cart/browser-store";
import { variantLabel } from "@/lib/variants";
import { BOX_PICK_MESSAGES, canAddPick, type BoxPickInfo } from "./picks";
import { parseStoredList } from "@/lib/stored-list";

/** One style in the box: the spec's box entry {itemId, variantId} and box item {name, price, thumb, optNames}. */
export interface BoxEntry {
  itemId: string;
  variantId: string;
  /** the item's stage: 1 Essentials, 2 Exclusive */
  stage: 1 | 2;
  name: string;
  brand: string;
  /** cents: the variant's price */
  price: number;
  thumb: string;
  /** the variant's options, 'Black / M' */
  optionStr: string;
}

type Limits = Pick<BoxPickInfo, "minPick" | "maxPick">;

export const BOX_STATE_KEY = "sf.gsb-box.v1";
const EMPTY: BoxEntry[] = [];

const isEntry = (v: unknown): v is BoxEntry => {
  if (!v || typeof v !== "object") return false;
  const e = v as Record<string, unknown>;
  return (
    ["itemId", "variantId", "name", "brand", "thumb", "optionStr"].every((k) => typeof e[k] === "string") &&
    (e.stage === 1 || e.stage === 2) &&
    typeof e.price === "number" &&
    Number.isInteger(e.price) &&
    e.price >= 0
  );
};

/** What the tab kept; anything unreadable is an empty box. */
export function parseBox(raw: string | null): BoxEntry[] {
  return parseStoredList(raw, isEntry, EMPTY);
}

/** The box entry of an item's variant (the variant's own image, else the item's). */
export function entryOf(item: BoxItem, variant: Variant): BoxEntry {
  return {
    itemId: item._id,
    variantId: variant.id,
    stage: item.stage,
    name: item.name,
    brand: item.brand.name,
    price: variant.price,
    thumb: variant.image || item.thumb,
    optionStr: variantLabel(variant.options),
  };
}

export type AddOutcome = { ok: true; entries: BoxEntry[]; full: boolean } | { ok: false; message: string };

/**
 * ONB-16: adds a style. A style already in the box takes the newly picked variant in its place (the server
 * refuses a style twice); a new one must fit (`canAddPick`, else 'Please select {maxPick} items most to
 * continue'). `full`: the box reached maxPick, the builder jumps to the review.
 */
export function addEntry(entries: readonly BoxEntry[], entry: BoxEntry, limits: Limits): AddOutcome {
  const at = entries.findIndex((e) => e.itemId === entry.itemId);
  let next: BoxEntry[];
  if (at >= 0) next = entries.map((e, i) => (i === at ? entry : e));
  else if (!canAddPick(entries, limits)) return { ok: false, message: BOX_PICK_MESSAGES.atMost(limits.maxPick) };
  else next = [...entries, entry];
  return { ok: true, entries: next, full: !canAddPick(next, limits) };
}

export const removeEntry = (entries: readonly BoxEntry[], itemId: string) => entries.filter((e) => e.itemId !== itemId);

/** The box of this tab (read it with `useBox`). */
export const boxStore = createBrowserStore<BoxEntry[]>(BOX_STATE_KEY, parseBox, EMPTY, "session");

/** Adds to the stored box; the outcome says whether it did and whether the box is now full. */
export function addToBox(entry: BoxEntry, limits: Limits): AddOutcome {
  const outcome = addEntry(boxStore.read(), entry, limits);
  if (outcome.ok) boxStore.write(outcome.entries);
  return outcome;
}

export const removeFromBox = (itemId: string) => boxStore.update((entries) => removeEntry(entries, itemId));

/** ONB-19: the box flow resets once the box is ordered. */
export const clearBox = () => boxStore.write([]);

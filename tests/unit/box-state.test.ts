// @vitest-environment jsdom
/** The box being built (ONB-16): its entries, the add/remove rules and its sessionStorage persistence. */
import { afterEach, describe, expect, it } from "vitest";
import type { BoxItem } from "@/lib/api/schemas/box";
import { addEntry, addToBox, BOX_STATE_KEY, boxStore, clearBox, entryOf, parseBox, removeEntry, removeFromBox, type BoxEntry } from "@/lib/box/box-state";

const SIX = { minPick: 6, maxPick: 6 };
const entry = (n: number, stage: 1 | 2 = 1): BoxEntry => ({ itemId: `item-${n}`, variantId: `v-${n}`, stage, name: `Item ${n}`, brand: "Brand", price: 1000 * n, thumb: `/t${n}.jpg`, optionStr: "Black / M" });
const many = (count: number) => Array.from({ length: count }, (_, i) => entry(i + 1, i === 0 ? 1 : 2));

afterEach(() => window.sessionStorage.clear());

describe("addEntry", () => {
  it("appends a new style and says whether the box is full", () => {
    expect(addEntry([], entry(1), SIX)).toEqual({ ok: true, entries: [entry(1)], full: false });
    const sixth = addEntry(many(5), entry(6, 2), SIX);
    expect(sixth).toMatchObject({ ok: true, full: true });
    expect(sixth.ok && sixth.entries).toHaveLength(6);
  });

  it("refuses a style past maxPick with the spec's message", () => {
    expect(addEntry(many(6), entry(7, 2), SIX)).toEqual({ ok: false, message: "Please select 6 items most to continue" });
    expect(addEntry(many(3), entry(4, 2), { minPick: 1, maxPick: 3 })).toEqual({ ok: false, message: "Please select 3 items most to continue" });
  });

  it("replaces the variant of a style already in the box, in its place, even when the box is full", () => {
    const other = { ...entry(2, 2), variantId: "v-other", optionStr: "Red / S" };
    const outcome = addEntry(many(6), other, SIX);
    expect(outcome.ok && outcome.entries.map((e) => e.variantId)).toEqual(["v-1", "v-other", "v-3", "v-4", "v-5", "v-6"]);
    expect(outcome).toMatchObject({ full: true });
  });
});

it("removeEntry drops the style", () => {
  expect(removeEntry(many(3), "item-2").map((e) => e.itemId)).toEqual(["item-1", "item-3"]);
});

describe("entryOf", () => {
  const item = {
    _id: "gsb-1",
    name: "Linen Shirt",
    thumb: "/item.jpg",
    brand: { id: "b", name: "Everlane" },
    stage: 2,
  } as unknown as BoxItem;
  it("takes the item's stage, the variant's price, options and image", () => {
    const variant = { id: "v9", options: [{ name: "Color", option: "Navy" }, { name: "Size", option: "M" }], price: 4500, compare_at_price: null, stock: 3, retail_stock: 3, image: "/v9.jpg", sku: "x" };
    expect(entryOf(item, variant)).toEqual({ itemId: "gsb-1", variantId: "v9", stage: 2, name: "Linen Shirt", brand: "Everlane", price: 4500, thumb: "/v9.jpg", optionStr: "Navy / M" });
    expect(entryOf(item, { ...variant, image: "" }).thumb).toBe("/item.jpg");
  });
});

describe("the stored box", () => {
  it("keeps the box in sessionStorage (a reload reads it back) and clears it", () => {
    expect(addToBox(entry(1), SIX)).toMatchObject({ ok: true });
    addToBox(entry(2, 2), SIX);
    expect(parseBox(window.sessionStorage.getItem(BOX_STATE_KEY))).toEqual([entry(1), entry(2, 2)]);
    expect(window.localStorage.getItem(BOX_STATE_KEY)).toBeNull();
    removeFromBox("item-1");
    expect(boxStore.read()).toEqual([entry(2, 2)]);
    clearBox();
    expect(boxStore.read()).toEqual([]);
  });

  it("does not store a refused style", () => {
    boxStore.write(many(6));
    expect(addToBox(entry(7, 2), SIX).ok).toBe(false);
    expect(boxStore.read()).toHaveLength(6);
  });

  it("reads anything unreadable as an empty box, and drops malformed entries", () => {
    expect(parseBox(null)).toEqual([]);
    expect(parseBox("{nope")).toEqual([]);
    expect(parseBox(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(parseBox(JSON.stringify([entry(1), { ...entry(2), stage: 3 }, { ...entry(3), price: -1 }, { itemId: "x" }]))).toEqual([entry(1)]);
  });
});

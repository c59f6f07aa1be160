import { describe, expect, it } from "vitest";
import type { Variant } from "@/lib/api/schemas/item";
import { lineImage } from "@/lib/cart/line-image";
import { addLine, unitsInCart, updateLine, type LocalCartLine } from "@/lib/cart/cart-lines";
import { noticeText, parseNotice } from "@/lib/cart/merge-notice";
import { cappedAddMessage, clampUnits, MAX_UNITS, nothingAddedMessage, planAdd, shownUnits, stockOfLine, unitLimit } from "@/lib/cart/quantity";
import { MAX_UNITS_PER_LINE } from "@/server/orders/limits";

const variant = (id: string, stock: number, image: string | null = null): Variant => ({
  id,
  options: [{ name: "Colour", option: id }],
  stock,
  retail_stock: stock,
  price: 8900,
  compare_at_price: null,
  image,
  sku: id,
});

const dress = { item_id: "dress", store_id: "s-1", variant_id: "rose-m" };
const ids = () => "new";

describe("the cart quantity rule", () => {
  it("15.1: a line holds between 1 and the stock, never more than 10 (what an order takes of a line)", () => {
    expect(unitLimit(2)).toBe(2);
    expect(unitLimit(0)).toBe(0);
    expect(unitLimit(500)).toBe(10);
    expect(unitLimit(null)).toBe(10);
    expect(MAX_UNITS_PER_LINE).toBe(MAX_UNITS);
    expect(clampUnits(99, 2)).toBe(2);
    expect(clampUnits(0, 2)).toBe(1);
    expect(clampUnits(2.7, 5)).toBe(2);
    expect(clampUnits(Number.NaN, 5)).toBe(1);
    expect(clampUnits(4, 0)).toBe(1);
  });

  it("15.1: an add puts in what is left of the stock, and nothing when the cart holds it all", () => {
    expect(planAdd(0, 2, 2)).toEqual({ units: 2, capped: false });
    expect(planAdd(2, 2, 2)).toEqual({ units: 0, capped: true });
    expect(planAdd(1, 5, 2)).toEqual({ units: 1, capped: true });
    // a line that already holds more than the stock (it fell since) takes nothing more
    expect(planAdd(4, 1, 2)).toEqual({ units: 0, capped: true });
    expect(planAdd(0, 1, 0)).toEqual({ units: 0, capped: true });
    expect(planAdd(9, 5, null)).toEqual({ units: 1, capped: true });
  });

  it("15.1: says why nothing or less was added", () => {
    expect(nothingAddedMessage(2)).toBe("Only 2 in stock, and your cart already holds them all.");
    expect(nothingAddedMessage(0)).toBe("Out of stock");
    expect(cappedAddMessage(3)).toBe("Only 3 in stock: your cart now holds them all.");
    // more in stock than a line may hold: the limit is what stops the add, and the message says so
    expect(cappedAddMessage(50)).toBe("At most 10 of an item per order: your cart now holds 10.");
    expect(nothingAddedMessage(50)).toBe("At most 10 of an item per order, and your cart already holds 10.");
  });

  it("15.1: adding the same choice twice keeps the line within the stock", () => {
    const once = addLine([], { ...dress, units: 2 }, ids, 2);
    const twice = addLine(once, { ...dress, units: 2 }, ids, 2);
    expect(twice).toEqual([{ ...dress, units: 2, local_id: "new" }]);
    expect(unitsInCart(twice, dress)).toBe(2);
    expect(unitsInCart(twice, { ...dress, variant_id: "navy-m" })).toBe(0);
  });

  it("15.1: a unit change or an option change keeps the line within the new stock, also when it folds into its twin", () => {
    const lines: LocalCartLine[] = [
      { ...dress, local_id: "a", units: 1 },
      { ...dress, variant_id: "navy-m", local_id: "b", units: 2 },
    ];
    expect(updateLine(lines, "a", { units: 99 }, 2)[0]!.units).toBe(2);
    expect(updateLine(lines, "b", { variant_id: "rose-m" }, 2)).toEqual([{ ...dress, local_id: "a", units: 2 }]);
    // units 0 still removes the line
    expect(updateLine(lines, "a", { units: 0 }, 2).map((l) => l.local_id)).toEqual(["b"]);
  });

  it("15.1: the cart's box never shows more than can be bought", () => {
    const item = { variants: [variant("rose-m", 2)], variant_id: "rose-m" };
    expect(stockOfLine(item)).toBe(2);
    expect(stockOfLine({ variants: [], variant_id: null })).toBeNull();
    expect(shownUnits(4, 2, { units: 2, is_bundle: false })).toBe(2);
    expect(shownUnits(1, 2, { units: 1, is_bundle: false })).toBe(1);
    // a bundle's stock only the price calculation knows: its counted units cap the box
    expect(shownUnits(4, null, { units: 3, is_bundle: true })).toBe(3);
  });
});

describe("a cart line's picture", () => {
  it("15.5: is the chosen variant's image, else the item's thumbnail", () => {
    const variants = [variant("rose", 2, "/rose.jpg"), variant("navy", 2, "/navy.jpg"), variant("sage", 2, null)];
    expect(lineImage({ thumb: "/thumb.jpg", variants, variant_id: "navy" })).toBe("/navy.jpg");
    expect(lineImage({ thumb: "/thumb.jpg", variants, variant_id: "sage" })).toBe("/thumb.jpg");
    expect(lineImage({ thumb: "/thumb.jpg", variants, variant_id: null })).toBe("/thumb.jpg");
  });
});

describe("the merge notice", () => {
  it("15.2: reads what the merge could not keep, dropping anything malformed", () => {
    const entry = { cart_item_id: "g-1", name: "Rosewood Wrap Dress", message: "Out of stock" };
    expect(parseNotice(JSON.stringify([entry, { cart_item_id: 1 }, null]))).toEqual([entry]);
    expect(parseNotice("not json")).toEqual([]);
    expect(noticeText(entry)).toBe("Rosewood Wrap Dress: Out of stock");
    expect(noticeText({ ...entry, name: "" })).toBe("Out of stock");
  });
});

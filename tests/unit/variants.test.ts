import { describe, expect, it } from "vitest";
import type { Variant } from "@/lib/api/schemas/item";
import { MAX_UNITS } from "@/lib/cart/quantity";
import {
  choose,
  clampQuantity,
  findVariant,
  initialSelection,
  isComplete,
  isPickerHidden,
  maxQuantity,
  optionGroups,
  optionStates,
  selectionOf,
  variantLabel,
} from "@/lib/variants";

let seq = 0;
function variant(options: Record<string, string>, stock: number, price = 1000): Variant {
  seq += 1;
  return {
    id: `v${seq}`,
    options: Object.entries(options).map(([name, option]) => ({ name, option })),
    stock,
    retail_stock: stock,
    price,
    compare_at_price: null,
    image: null,
    sku: `SKU-${seq}`,
  };
}

// Black comes in S and M (M sold out); Ivory only in M and L; Red in L only, sold out.
const blackS = variant({ Color: "Black", Size: "S" }, 3, 1200);
const blackM = variant({ Color: "Black", Size: "M" }, 0, 1200);
const ivoryM = variant({ Color: "Ivory", Size: "M" }, 5, 1500);
const ivoryL = variant({ Color: "Ivory", Size: "L" }, 2, 1500);
const redL = variant({ Color: "Red", Size: "L" }, 0, 1500);
const dress = [blackS, blackM, ivoryM, ivoryL, redL];

const states = (variants: Variant[], group: string, selection: Record<string, string>) => {
  const g = optionGroups(variants).find((x) => x.name === group);
  if (!g) throw new Error(`no group ${group}`);
  return Object.fromEntries(optionStates(variants, g, selection).map((s) => [s.value, s]));
};

describe("optionGroups", () => {
  it("lists groups and values in the order they first appear", () => {
    expect(optionGroups(dress)).toEqual([
      { name: "Color", values: ["Black", "Ivory", "Red"] },
      { name: "Size", values: ["S", "M", "L"] },
    ]);
  });

  it("follows first appearance even when later variants list options in another order", () => {
    const vs = [variant({ Size: "M", Color: "Blue" }, 1), variant({ Color: "Blue", Size: "XS" }, 1)];
    expect(optionGroups(vs)).toEqual([
      { name: "Size", values: ["M", "XS"] },
      { name: "Color", values: ["Blue"] },
    ]);
  });

  it("is empty without variants or options", () => {
    expect(optionGroups([])).toEqual([]);
    expect(optionGroups([variant({}, 1)])).toEqual([]);
  });
});

describe("optionStates", () => {
  it("with nothing chosen, enables every value and greys values no variant has in stock", () => {
    const sizes = states(dress, "Size", {});
    expect(sizes.S).toMatchObject({ enabled: true, inStock: true, selected: false });
    expect(sizes.M).toMatchObject({ enabled: true, inStock: true });
    expect(sizes.L).toMatchObject({ enabled: true, inStock: true });
    expect(states(dress, "Color", {}).Red).toMatchObject({ enabled: true, inStock: false });
  });

  it("disables values that no variant combines with the other chosen values", () => {
    const sizes = states(dress, "Size", { Color: "Black" });
    expect(sizes.S).toMatchObject({ enabled: true, inStock: true });
    expect(sizes.L).toMatchObject({ enabled: false, inStock: false });
  });

  it("keeps an existing but sold-out combination enabled and greyed", () => {
    expect(states(dress, "Size", { Color: "Black" }).M).toMatchObject({ enabled: true, inStock: false });
  });

  it("judges a group against the other groups only, not its own current value", () => {
    const colors = states(dress, "Color", { Color: "Black", Size: "M" });
    expect(colors.Black).toMatchObject({ enabled: true, selected: true });
    expect(colors.Ivory).toMatchObject({ enabled: true, inStock: true, selected: false });
    expect(colors.Red).toMatchObject({ enabled: false });
  });

  it("15.17: a sold-out size strikes the size, not the chosen colour that other sizes still sell", () => {
    // Black / M is sold out; Black / S is not.
    const selection = { Color: "Black", Size: "M" };
    expect(states(dress, "Color", selection).Black).toMatchObject({ selected: true, inStock: true });
    expect(states(dress, "Size", selection).M).toMatchObject({ selected: true, inStock: false });
    // the same whichever group was picked first
    expect(states(dress, "Color", { Size: "M", Color: "Black" }).Black?.inStock).toBe(true);
  });

  it("15.17: strikes a chosen colour that cannot be bought in any size", () => {
    expect(states(dress, "Color", { Color: "Red", Size: "L" }).Red).toMatchObject({ selected: true, inStock: false });
    expect(states(dress, "Color", { Color: "Red" }).Red).toMatchObject({ selected: true, inStock: false });
  });

  it("15.17: still greys a value that would make the choice unbuyable", () => {
    // with M chosen, Black (only sold-out M) is greyed and Ivory is not
    const colors = states(dress, "Color", { Size: "M" });
    expect(colors.Black).toMatchObject({ selected: false, inStock: false });
    expect(colors.Ivory).toMatchObject({ selected: false, inStock: true });
  });

  it("marks the chosen value as selected", () => {
    expect(states(dress, "Size", { Size: "L" }).L?.selected).toBe(true);
    expect(states(dress, "Size", { Size: "L" }).S?.selected).toBe(false);
  });
});

describe("findVariant", () => {
  it("returns the matching variant with its price and stock once every group is chosen", () => {
    expect(findVariant(dress, { Color: "Ivory", Size: "L" })).toBe(ivoryL);
    expect(findVariant(dress, { Color: "Black", Size: "M" })).toMatchObject({ stock: 0, price: 1200 });
  });

  it("returns null while a group is open or the combination does not exist", () => {
    expect(findVariant(dress, { Color: "Ivory" })).toBeNull();
    expect(findVariant(dress, { Color: "Red", Size: "S" })).toBeNull();
  });

  it("resolves an item without options only when it has exactly one variant", () => {
    const only = variant({}, 4);
    expect(findVariant([only], {})).toBe(only);
    expect(findVariant([], {})).toBeNull();
    expect(findVariant([variant({}, 1), variant({}, 1)], {})).toBeNull();
  });
});

describe("choose / selectionOf / isComplete", () => {
  it("sets and clears a group without touching the others", () => {
    const s = choose({ Color: "Black" }, "Size", "S");
    expect(s).toEqual({ Color: "Black", Size: "S" });
    expect(choose(s, "Color", null)).toEqual({ Size: "S" });
  });

  it("rebuilds the selection of a variant and tells when it is complete", () => {
    expect(selectionOf(ivoryM)).toEqual({ Color: "Ivory", Size: "M" });
    expect(selectionOf(null)).toEqual({});
    expect(isComplete(optionGroups(dress), { Color: "Ivory" })).toBe(false);
    expect(isComplete(optionGroups(dress), selectionOf(ivoryM))).toBe(true);
  });
});

describe("initialSelection (auto-pick on a fresh open)", () => {
  it("picks a group with exactly one enabled in-stock value", () => {
    const vs = [variant({ Material: "Silk", Size: "S" }, 1), variant({ Material: "Silk", Size: "M" }, 2)];
    expect(initialSelection(vs)).toEqual({ Material: "Silk" });
  });

  it("does not pick a group with several in-stock values", () => {
    expect(initialSelection(dress)).toEqual({});
  });

  it("counts only in-stock values: a sold-out sibling does not prevent the pick", () => {
    const vs = [variant({ Size: "S" }, 0), variant({ Size: "M" }, 2)];
    expect(initialSelection(vs)).toEqual({ Size: "M" });
  });

  it("does not pick when the only value is out of stock", () => {
    const vs = [variant({ Color: "Red", Size: "S" }, 0), variant({ Color: "Red", Size: "M" }, 0)];
    expect(initialSelection(vs)).toEqual({});
  });

  it("picks in every group that qualifies", () => {
    const vs = [variant({ Fit: "Regular", Size: "M" }, 2), variant({ Fit: "Petite", Size: "S" }, 0), variant({ Fit: "Petite", Size: "M" }, 0)];
    expect(initialSelection(vs)).toEqual({ Fit: "Regular", Size: "M" });
  });

  it("completes a given starting selection and keeps its values", () => {
    expect(initialSelection(dress, { Color: "Black" })).toEqual({ Color: "Black", Size: "S" });
    expect(initialSelection(dress, { Color: "Ivory", Size: "L" })).toEqual({ Color: "Ivory", Size: "L" });
  });

  it("preselects a single-variant item, even out of stock", () => {
    const only = variant({ Size: "One size" }, 0);
    expect(initialSelection([only])).toEqual({ Size: "One size" });
    expect(findVariant([only], initialSelection([only]))).toBe(only);
  });
});

describe("isPickerHidden", () => {
  it("hides the picker for one variant or none", () => {
    expect(isPickerHidden([])).toBe(true);
    expect(isPickerHidden([blackS])).toBe(true);
    expect(isPickerHidden([blackS, blackM])).toBe(false);
  });
});

describe("clampQuantity / maxQuantity", () => {
  it("keeps the quantity between 1 and the stock", () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
  });

  it("truncates fractions and treats NaN as 1", () => {
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it("caps at the cart's per-line limit when no variant is chosen or stock is large", () => {
    expect(clampQuantity(500, null)).toBe(MAX_UNITS);
    expect(clampQuantity(500, 1000)).toBe(MAX_UNITS);
    expect(maxQuantity(null)).toBe(MAX_UNITS);
  });

  it("keeps 1 for a sold-out variant", () => {
    expect(clampQuantity(4, 0)).toBe(1);
    expect(maxQuantity(0)).toBe(1);
    expect(maxQuantity(7)).toBe(7);
  });
});

describe("variantLabel", () => {
  it("joins the option values, or says 'One size' without options", () => {
    expect(variantLabel(blackS.options)).toBe("Black / S");
    expect(variantLabel([])).toBe("One size");
  });
});

import { describe, expect, it } from "vitest";
import { bundleParts, higherCompareAt, lineOptions, NO_OPTION_CHOSEN } from "@/lib/cart/line-text";

const size = (option: string) => [{ name: "Size", option }];
const variant = { id: "v-s" } as never;

describe("what a cart line says", () => {
  it("names the chosen options, says when none is chosen, and says nothing for an item without options or a bundle", () => {
    expect(lineOptions({ is_bundle: false, variants: [variant], variant_id: "v-s", options: size("S") })).toBe("S");
    expect(lineOptions({ is_bundle: false, variants: [variant], variant_id: null, options: [] })).toBe(NO_OPTION_CHOSEN);
    expect(lineOptions({ is_bundle: false, variants: [], variant_id: null, options: [] })).toBeNull();
    expect(lineOptions({ is_bundle: true, variants: [variant], variant_id: "v-s", options: size("S") })).toBeNull();
  });

  it("lists a bundle's parts with their options", () => {
    const bundle = { items: [{ item_id: "a", name: "Tee", variant_id: "t-m", options: size("M") }, { item_id: "b", name: "Cap", variant_id: null, options: [] }] };
    expect(bundleParts({ is_bundle: true, bundle } as never)).toEqual([
      { id: "a", name: "Tee", options: "M" },
      { id: "b", name: "Cap", options: NO_OPTION_CHOSEN },
    ]);
    expect(bundleParts({ is_bundle: false, bundle: null })).toBeUndefined();
  });

  it("strikes through only a higher original price", () => {
    expect(higherCompareAt({ price: 4500, compare_at_price: 6000 })).toBe(6000);
    expect(higherCompareAt({ price: 4500, compare_at_price: 4500 })).toBeNull();
    expect(higherCompareAt({ price: 4500, compare_at_price: null })).toBeNull();
  });
});

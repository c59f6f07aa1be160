/** Catalogue snapshots for the pure pricing functions (server/cart/price-cart.ts, server/orders/lines.ts). */
import type { PricingItem, PricingVariant } from "@/server/cart/price-cart";

export function pricingVariant(id: string, price: number, extra: Partial<PricingVariant> = {}): PricingVariant {
  return { id, options: [{ name: "Size", option: id.toUpperCase() }], sku: id.toUpperCase(), price, retailPrice: price, compareAtPrice: null, stock: 50, image: null, ...extra };
}

/** An item sold by store `s1` (category "Tops") and `s2` (no category). */
export function pricingItem(id: string, variants: PricingVariant[], extra: Partial<PricingItem> = {}): PricingItem {
  return {
    id,
    name: `Item ${id}`,
    code: `C-${id}`,
    brand: "Brand",
    thumb: `/t/${id}.png`,
    isPreorder: false,
    offerEnds: null,
    isBundle: false,
    bundleDiscount: 0,
    components: [],
    variants,
    categoryByStore: new Map([
      ["s1", "Tops"],
      ["s2", null],
    ]),
    ...extra,
  };
}

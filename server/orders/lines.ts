/**
 * From a priced cart to what an order stores (pure, no I/O): one snapshot row per cart line, each
 * line's share of the bundle and coupon discounts, and the stock each variant must give up.
 *
 * The snapshot adds up to the priced totals: Σ original_price × units is `items_total`, and
 * Σ (original_price − price) × units + discount_price is `total_discount`.
 */
import type { z } from "zod";
import type { CartCalcResponse, CartItem } from "../../lib/api/schemas/cart";
import type { VariantOptionValue } from "../db/schema";
import { percentOf } from "../../lib/money";
import type { PricingContext } from "../cart/price-cart";

type Priced = z.output<typeof CartCalcResponse>;

export interface BundlePartSnapshot {
  item_id: string;
  variant_id: string;
  name: string;
  thumb: string;
  options: VariantOptionValue[];
}

export interface OrderLine {
  storeId: string;
  itemId: string;
  variantId: string | null;
  name: string;
  code: string;
  thumb: string;
  options: VariantOptionValue[];
  units: number;
  /** unit price paid before order-level discounts (the member price for member-priced items) */
  price: number;
  /** unit retail price */
  originalPrice: number;
  compareAtPrice: number | null;
  /** this line's bundle discount plus its share of the store's coupon, for all its units */
  discountPrice: number;
  isBundle: boolean;
  bundle: { items: BundlePartSnapshot[] } | null;
  /** 3 = pre-sale */
  type: number;
  couponMessage: string;
  cartItemId: string;
}

/** Units a variant gives up; `name` is what the shopper is told when it runs out. */
export interface StockNeed {
  variantId: string;
  units: number;
  name: string;
}

const PRE_SALE_TYPE = 3;

/** Splits `amount` over `weights` in proportion, to the cent, the remainder going to the first lines. */
export function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (amount === 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amount * w) / total));
  let rest = amount - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % shares.length) {
    if (weights[i]! > 0) {
      shares[i]! += 1;
      rest -= 1;
    }
  }
  return shares;
}

const counted = (item: CartItem) => item.units > 0 && !item.results.some((r) => r.status === "fail");

export function orderLinesOf(priced: Priced, ctx: PricingContext): { lines: OrderLine[]; stock: StockNeed[] } {
  const lines: OrderLine[] = [];
  const needs = new Map<string, StockNeed>();
  const need = (variantId: string, units: number, name: string) => {
    const current = needs.get(variantId);
    if (current) current.units += units;
    else needs.set(variantId, { variantId, units, name });
  };

  for (const store of priced.stores) {
    const items = store.items.filter(counted);
    const bundleDiscounts = items.map((item) => (item.is_bundle && item.bundle ? percentOf(item.price * item.units, item.bundle.discount) : 0));
    const couponShares = allocate(
      store.coupon_discount,
      items.map((item, i) => item.price * item.units - bundleDiscounts[i]!),
    );
    const couponMessage = store.coupon_results.find((r) => r.status === "success")?.message ?? "";

    items.forEach((item, i) => {
      const source = ctx.items.get(item.item_id)!;
      const variantOf = (itemId: string, variantId: string | null) => ctx.items.get(itemId)?.variants.find((v) => v.id === variantId);
      let originalPrice: number;
      let thumb = item.thumb;
      let bundle: OrderLine["bundle"] = null;
      if (item.is_bundle && item.bundle) {
        const parts = item.bundle.items.map((part) => ({ part, variant: variantOf(part.item_id, part.variant_id)! }));
        originalPrice = parts.reduce((sum, p) => sum + p.variant.retailPrice, 0);
        bundle = { items: parts.map(({ part }) => ({ item_id: part.item_id, variant_id: part.variant_id!, name: part.name, thumb: part.thumb, options: part.options })) };
        for (const { part } of parts) need(part.variant_id!, item.units, part.name);
      } else {
        const variant = variantOf(item.item_id, item.variant_id)!;
        originalPrice = variant.retailPrice;
        thumb = variant.image ?? item.thumb;
        need(variant.id, item.units, item.name);
      }
      lines.push({
        storeId: store.id,
        itemId: item.item_id,
        variantId: item.is_bundle ? null : item.variant_id,
        name: item.name,
        code: item.code,
        thumb,
        options: item.options,
        units: item.units,
        price: item.price,
        originalPrice,
        compareAtPrice: item.compare_at_price,
        discountPrice: bundleDiscounts[i]! + couponShares[i]!,
        isBundle: item.is_bundle,
        bundle,
        type: source.isPreorder ? PRE_SALE_TYPE : 0,
        couponMessage: couponShares[i]! > 0 ? couponMessage : "",
        cartItemId: item.cart_item_id,
      });
    });
  }
  return { lines, stock: [...needs.values()] };
}

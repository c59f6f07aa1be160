import type { BundleItem, ItemDetail, Variant } from "@/lib/api/schemas/item";
import { PRICE_RANGE_ERROR, formatMoney, formatPriceRange, percentOf } from "@/lib/money";

export interface PriceView {
  /** '$ 12.00', '$ 12.00 - $ 20.00', or the spec's error text for a zero range */
  price: string;
  /** the struck compare-at price, only when it is above the price */
  compareAt: string | null;
  isMember: boolean;
  isError: boolean;
}

/**
 * What the price line shows: the chosen variant's price and compare-at price, else the item's
 * price range with its compare-at price (BROWSE-12). A zero range shows 'min max item price error'
 * instead of crashing the page.
 */
export function priceView(item: Pick<ItemDetail, "min_price" | "max_price" | "compare_at_price" | "price_type">, variant: Variant | null): PriceView {
  const isMember = item.price_type === "member";
  if (variant) {
    const compare = variant.compare_at_price;
    return { price: formatMoney(variant.price), compareAt: compare !== null && compare > variant.price ? formatMoney(compare) : null, isMember, isError: false };
  }
  try {
    const price = formatPriceRange(item.min_price, item.max_price);
    const compare = item.compare_at_price;
    return { price, compareAt: compare !== null && compare > item.min_price ? formatMoney(compare) : null, isMember, isError: false };
  } catch {
    return { price: PRICE_RANGE_ERROR, compareAt: null, isMember, isError: true };
  }
}

/** Chosen variant id per bundle item id. */
export type BundleChoices = Readonly<Record<string, string>>;

/** The sum of the chosen pieces' prices, or null while a piece has no (existing) choice. */
export function bundleSum(parts: readonly BundleItem[], choices: BundleChoices): number | null {
  let sum = 0;
  for (const part of parts) {
    const variant = part.variants.find((v) => v.id === choices[part.id]);
    if (!variant) return null;
    sum += variant.price;
  }
  return sum;
}

/**
 * A bundle's price line: the item's range until every piece is chosen, then the price the cart will
 * charge (the pieces' sum less the bundle's percent, rounded as the server does) with the sum struck
 * through (finding 15.6).
 */
export function bundlePriceView(
  item: Pick<ItemDetail, "min_price" | "max_price" | "compare_at_price" | "price_type">,
  group: { discount: number; items: readonly BundleItem[] },
  choices: BundleChoices,
): PriceView {
  const sum = bundleSum(group.items, choices);
  if (sum === null) return priceView(item, null);
  const net = sum - percentOf(sum, group.discount);
  return { price: formatMoney(net), compareAt: net < sum ? formatMoney(sum) : null, isMember: item.price_type === "member", isError: false };
}

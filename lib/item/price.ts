import type { ItemDetail, Variant } from "@/lib/api/schemas/item";
import { PRICE_RANGE_ERROR, formatMoney, formatPriceRange } from "@/lib/money";

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

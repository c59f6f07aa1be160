/** What a cart line says about its options and price, the same on every cart (cart page, checkout, shared cart). */
import type { CartItem } from "@/lib/api/schemas/cart";
import { variantLabel } from "@/lib/variants";

export const NO_OPTION_CHOSEN = "No option chosen";

export const optionText = (variantId: string | null, options: { option: string }[]) => (variantId === null ? NO_OPTION_CHOSEN : variantLabel(options));

/** The line's options, or null for an item without any (and a bundle, whose parts carry theirs). */
export function lineOptions(item: Pick<CartItem, "is_bundle" | "variants" | "variant_id" | "options">): string | null {
  return !item.is_bundle && item.variants.length > 0 ? optionText(item.variant_id, item.options) : null;
}

/** A bundle's parts with their options, for the line's parts list. */
export function bundleParts(item: Pick<CartItem, "is_bundle" | "bundle">) {
  if (!item.is_bundle || !item.bundle) return undefined;
  return item.bundle.items.map((part) => ({ id: part.item_id, name: part.name, options: optionText(part.variant_id, part.options) }));
}

/** The original price to strike through: only when it was higher. */
export const higherCompareAt = (item: Pick<CartItem, "price" | "compare_at_price">) =>
  item.compare_at_price !== null && item.compare_at_price > item.price ? item.compare_at_price : null;

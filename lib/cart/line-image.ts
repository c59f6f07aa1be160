import type { CartItem } from "@/lib/api/schemas/cart";

/**
 * A cart line's picture: its chosen variant's image, as the item and done pages show it, else the
 * item's thumbnail (finding 15.5: every colour showed the first one's).
 */
export function lineImage(item: Pick<CartItem, "thumb" | "variants" | "variant_id">): string {
  return item.variants.find((v) => v.id === item.variant_id)?.image ?? item.thumb;
}

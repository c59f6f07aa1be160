/**
 * The starter pack (CART-10, G-50: the welcome box, an item with `is_starter`): it is added through a size
 * picker dialog where a size preference is required (BR-VAL-23), and once in the cart it cannot be removed
 * (BR-CHK-10): the cart shows no Remove and no way to 0 units, and the API refuses both.
 */
import type { Variant } from "../api/schemas/item";

export const STARTER_NOT_REMOVABLE = "Starter pack items cannot be removed.";

export const STARTER_TEXT = {
  title: "Choose your size preference",
  sizeRequired: "Please select a size preference",
  stays: "The starter pack stays in your cart until you check out.",
  add: "Add to cart",
  cancel: "Cancel",
  soldOut: "sold out",
} as const;

export interface SizeChoice {
  variantId: string;
  label: string;
  stock: number;
}

/** One choice per variant, named by its Size option (the pack comes in one colour), in the variants' order. */
export function sizeChoices(variants: readonly Pick<Variant, "id" | "options" | "stock">[]): SizeChoice[] {
  return variants.map((v) => ({
    variantId: v.id,
    label: v.options.find((o) => o.name.toLowerCase() === "size")?.option ?? v.options.map((o) => o.option).join(" / "),
    stock: v.stock,
  }));
}

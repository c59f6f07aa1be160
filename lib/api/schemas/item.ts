import { z } from "zod";
import { Cents, Id } from "./common";

export const PriceType = z.enum(["regular", "member"]);

export const VariantOption = z.object({ name: z.string(), option: z.string() });
export type VariantOption = z.infer<typeof VariantOption>;

export const Variant = z.object({
  id: Id,
  options: z.array(VariantOption),
  stock: z.number().int().min(0),
  retail_stock: z.number().int().min(0),
  price: Cents,
  compare_at_price: Cents.nullable(),
  image: z.string().nullable(),
  sku: z.string(),
});
export type Variant = z.infer<typeof Variant>;

const Named = z.object({ name: z.string() });

/** One tile of the store grid (POST api/store/{id}/items). */
export const ItemSummary = z.object({
  _id: Id,
  store_id: Id,
  name: z.string(),
  thumb: z.string(),
  brand: Named,
  min_price: Cents,
  max_price: Cents,
  compare_at_price: Cents.nullable(),
  price_type: PriceType,
  out_of_stock: z.boolean(),
  is_preorder: z.boolean(),
  /**
   * Ours (the spec's tile has no end date): end of a pre-order offer, epoch seconds, so the tile can
   * say 'Offer ended' as the item page does. A backend that does not send it leaves it out.
   */
  offer_ends: z.number().int().nullable().optional(),
  is_bundle: z.boolean(),
});
export type ItemSummary = z.infer<typeof ItemSummary>;

export const StoreItemsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type StoreItemsQuery = z.infer<typeof StoreItemsQuery>;

export const ItemSort = z.enum(["position", "newest", "price"]);
export const StoreItemsRequest = z.object({
  show_gold_box_history: z.boolean().default(false),
  must_in_stock: z.boolean().default(false),
  sort: ItemSort.default("position"),
  sort_dir: z.enum(["asc", "desc"]).default("asc"),
  must_categories: z.array(Id).max(50).optional(),
});
export type StoreItemsRequest = z.input<typeof StoreItemsRequest>;

export const StoreItemsPage = z.object({
  datas: z.array(ItemSummary),
  /** total number of items matching the filter */
  length: z.number().int().min(0),
  has_more: z.boolean(),
});
export type StoreItemsPage = z.infer<typeof StoreItemsPage>;

export const BundleItem = z.object({
  id: Id,
  name: z.string(),
  code: z.string(),
  thumb: z.string(),
  brand: Named,
  category: Named.nullable(),
  variants: z.array(Variant),
});
export type BundleItem = z.infer<typeof BundleItem>;

export const BundleGroup = z.object({
  /** percent off the bundle's items when bought together, 0..100 */
  discount: z.number().int().min(0).max(100),
  count: z.number().int().min(0),
  items: z.array(BundleItem),
});

/** GET /api/items/{item_id}/{store_id}/details */
export const ItemDetail = z.object({
  _id: Id,
  item_src_id: Id,
  name: z.string(),
  code: z.string(),
  brand: Named,
  category: Named.nullable(),
  /** plain text; paragraphs separated by blank lines. Rendered as text, never as HTML. */
  description: z.string(),
  store: z.object({ id: Id, name: z.string(), open_id: z.string(), user_name: z.string(), user_id: Id }),
  thumb: z.string(),
  files: z.array(z.string()),
  influencer_images: z.array(z.string()),
  min_price: Cents,
  max_price: Cents,
  compare_at_price: Cents.nullable(),
  min_retail_price: Cents,
  max_retail_price: Cents,
  price_type: PriceType,
  is_preorder: z.boolean(),
  /** ISO date the pre-order ships */
  drop_date: z.string().nullable(),
  /** end of the pre-order offer, epoch seconds */
  offer_ends: z.number().int().nullable(),
  is_bundle: z.boolean(),
  bundle: z.object({ groups: z.array(BundleGroup) }).nullable(),
  /** the starter pack (CART-10): added through the size picker dialog, never removed from the cart */
  is_starter: z.boolean().optional(),
  out_of_stock: z.boolean(),
  variants: z.array(Variant),
});
export type ItemDetail = z.infer<typeof ItemDetail>;

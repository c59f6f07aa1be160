import { z } from "zod";
import { Id } from "./common";

export const SubscriptionBrand = z.object({ code: z.string(), name: z.string() });
export type SubscriptionBrand = z.infer<typeof SubscriptionBrand>;

/** GET /api/shop/check/{store} */
export const ShopCheck = z.object({
  is_find: z.boolean(),
  id: Id.nullable(),
  owner: z.object({ open_id: z.string() }).nullable(),
  subscription_brands: z.array(SubscriptionBrand),
});
export type ShopCheck = z.infer<typeof ShopCheck>;

/** GET /api/shop/{store} */
export const Store = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  banner: z.string().nullable(),
  store_link: z.string().nullable(),
  owner: z.object({
    open_id: z.string(),
    cover: z.string().nullable(),
    user_name: z.string(),
    can_share_box: z.boolean(),
  }),
});
export type Store = z.infer<typeof Store>;

/** GET api/store/{id}/items/categories */
export const Category = z.object({
  id: Id,
  name: z.string(),
  cover: z.string().nullable(),
  icon: z.string().nullable(),
  exclusive: z.boolean(),
  active: z.boolean(),
});
export type Category = z.infer<typeof Category>;
export const CategoryList = z.array(Category);

/** GET api/banners */
export const Banner = z.object({ url: z.string(), alt: z.string().default(""), link: z.string().nullable().default(null) });
export type Banner = z.infer<typeof Banner>;
export const BannerList = z.array(Banner);

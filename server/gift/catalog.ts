/**
 * The gift-box catalogue (GIFT-01…03, BR-GIFT-01/02): per sub-brand, the types it sells with their
 * copy and packages, and the styles. A code constant like the plans' copy: it changes with a release,
 * not from a back office (docs/decisions.md "Gift boxes (GIFT)"). Each package is also an `items` row
 * (`is_subscription`, `subscription_code`; server/seed/gift-catalog.ts) so that `item_id` in the
 * contract and `subscriptions.item_id` name a real item; those rows are in no store, so no grid,
 * search, sitemap or recommendation ever shows them.
 */
import type { GiftStyle, GiftTypeInfo } from "../../lib/api/schemas/subscription";
import type { GiftType } from "../../lib/gift/pricing";
import { bannerImageUrl, itemImageUrl } from "../images/names";

export interface GiftBrand {
  code: string;
  name: string;
  /** items ship this many days before an occasion's date (BR-GIFT-07) */
  bufferDays: number;
  types: GiftTypeInfo[];
}

/** A package: `items[].id` is its items row; `item_count` the pieces in each box. */
const pkg = (id: string, price: number, itemCount: number) => ({ id, price, item_count: itemCount });

export const GIFT_BRANDS: Record<string, GiftBrand> = {
  gfb: {
    code: "gfb",
    name: "Gift Box",
    bufferDays: 7,
    types: [
      {
        id: "SO",
        title: "SPECIAL OCCASION PACK",
        sub_title: "Save 20% off = 1 box free",
        cover: bannerImageUrl("gift-box"),
        // Five boxes for the price of four (BR-GIFT-01).
        items: [pkg("gift-gfb-so-2", 4 * 2999, 2), pkg("gift-gfb-so-3", 4 * 3999, 3)],
      },
      {
        id: "M",
        title: "MONTHLY SUBSCRIPTION",
        sub_title: "15% off",
        cover: bannerImageUrl("jewelry-box"),
        items: [pkg("gift-gfb-m-2", 2549, 2), pkg("gift-gfb-m-3", 3399, 3)],
      },
      {
        id: "OT",
        title: "ONE BOX",
        sub_title: "One box for one occasion",
        cover: bannerImageUrl("get-styled"),
        items: [pkg("gift-gfb-ot-2", 2999, 2), pkg("gift-gfb-ot-3", 3999, 3)],
      },
    ],
  },
  rcb: {
    code: "rcb",
    name: "Monthly Jewelry Box",
    bufferDays: 7,
    types: [
      {
        id: "M",
        title: "MONTHLY SUBSCRIPTION",
        sub_title: "$24.99 a month · free shipping · cancel anytime",
        cover: bannerImageUrl("jewelry-box"),
        items: [pkg("gift-rcb-m-2", 2499, 2)],
      },
    ],
  },
};

export const GIFT_STYLES: GiftStyle[] = [
  { id: "classic", name: "Classic", cover: itemImageUrl("necklace", "metal", "c9a23f", "front") },
  { id: "modern", name: "Modern", cover: itemImageUrl("ring", "gem", "1f6f50", "front") },
  { id: "romantic", name: "Romantic", cover: itemImageUrl("earrings", "pearl", "efe6d6", "front") },
];

/** A sub-brand by code, whatever its case (C-45). */
export const giftBrandOf = (code: string): GiftBrand | null => GIFT_BRANDS[code.trim().toLowerCase()] ?? null;

export interface GiftPackage {
  brand: GiftBrand;
  type: GiftType;
  id: string;
  price: number;
  itemCount: number;
}

/** A package by its item id, with its brand and type. */
export function giftPackageOf(itemId: string): GiftPackage | null {
  for (const brand of Object.values(GIFT_BRANDS)) {
    for (const type of brand.types) {
      const item = type.items.find((i) => i.id === itemId);
      if (item) return { brand, type: type.id, id: item.id, price: item.price, itemCount: item.item_count };
    }
  }
  return null;
}

export const giftStyleOf = (id: string) => GIFT_STYLES.find((s) => s.id === id) ?? null;

/**
 * The Get Styled Box builder's catalogue (ONB-16/17, API-44…46, G-48): the item search of each pick stage and
 * its filter lists. Stage 1 is Essentials, stage 2 Exclusive; `s3` searches both.
 */
import { z } from "zod";
import { BOX_COLOUR_NAMES, BOX_KEYWORD_MIN, BOX_PAGE_SIZE, BOX_PRICE, BOX_SEARCH_MESSAGES, BOX_SIZES, BOX_SORTS } from "../../box/filters";
import { Cents, Id, textInput } from "./common";
import { PriceType, Variant } from "./item";

/** API-44/45: `GET api/items/categories|brands?type=…` (the store tools' `type=edit` is not here yet). */
export const BOX_FILTER_TYPES = ["share_box_s1", "share_box_s2", "share_box_s3"] as const;
export const BoxFilterQuery = z.object({ type: z.enum(BOX_FILTER_TYPES) });
export type BoxFilterType = (typeof BOX_FILTER_TYPES)[number];

/** API-46 (G-48): `POST api/items?type=…`, one type per stage and `s3` across both. */
export const BOX_SEARCH_TYPES = ["my_box_s1", "my_box_s2_web", "my_box_s3_web"] as const;
export type BoxSearchType = (typeof BOX_SEARCH_TYPES)[number];

export const BoxBrand = z.object({ id: Id, name: z.string() });
export const BoxBrandList = z.array(BoxBrand);
export type BoxBrandList = z.infer<typeof BoxBrandList>;

/** The caps the contract keeps: one box builder page is 24 items; more than 48 or page 500 is no screen's. */
export const BOX_SEARCH_LIMITS = { limit: 48, page: 500, keyword: 100, ids: 50 } as const;

/** A price bound in cents: 0–30000 in steps of 500 ($5); 30000 as `max` means no upper bound ("300+"). */
const PriceBound = z.number().int().min(BOX_PRICE.min).max(BOX_PRICE.max).multipleOf(BOX_PRICE.step);

/**
 * The search body. Every field is optional: `{}` is the stage's first page, newest first. An empty keyword
 * lists the stage; 1 or 2 characters are refused with the screen's own prompt (BR-VAL-38).
 */
export const BoxSearchRequest = z
  .object({
    page: z.number().int().min(1).max(BOX_SEARCH_LIMITS.page).default(1),
    limit: z.number().int().min(1).max(BOX_SEARCH_LIMITS.limit).default(BOX_PAGE_SIZE),
    keyword: textInput(BOX_SEARCH_LIMITS.keyword)
      .trim()
      .refine((keyword) => keyword.length === 0 || keyword.length >= BOX_KEYWORD_MIN, BOX_SEARCH_MESSAGES.keywordTooShort)
      .default(""),
    sort: z.enum(BOX_SORTS).default("newest"),
    min: PriceBound.default(BOX_PRICE.min),
    max: PriceBound.default(BOX_PRICE.max),
    /** any of these sizes (XS…XXXL+, 24…40) */
    sizes: z.array(z.enum(BOX_SIZES as [string, ...string[]])).max(BOX_SIZES.length).default([]),
    /** any of the 15 box colours */
    colors: z.array(z.enum(BOX_COLOUR_NAMES)).max(BOX_COLOUR_NAMES.length).default([]),
    /** brand ids from API-45 */
    must_brands: z.array(Id).max(BOX_SEARCH_LIMITS.ids).default([]),
    /** category ids from API-44 */
    must_categories: z.array(Id).max(BOX_SEARCH_LIMITS.ids).default([]),
  })
  .refine((body) => body.min <= body.max, { message: "min must not be above max", path: ["min"] });
export type BoxSearchRequest = z.input<typeof BoxSearchRequest>;
export type BoxSearchFilter = z.output<typeof BoxSearchRequest>;

/**
 * One card of the box builder, with what its 'add to box' option dialog needs: every variant (sold-out ones
 * too, so the picker can show them unavailable). Prices are over the variants in stock.
 */
export const BoxItem = z.object({
  _id: Id,
  name: z.string(),
  code: z.string(),
  description: z.string(),
  thumb: z.string(),
  files: z.array(z.string()),
  brand: BoxBrand,
  category: z.object({ id: Id, name: z.string() }),
  /** 1 Essentials, 2 Exclusive */
  stage: z.union([z.literal(1), z.literal(2)]),
  min_price: Cents,
  max_price: Cents,
  compare_at_price: Cents.nullable(),
  price_type: PriceType,
  variants: z.array(Variant),
});
export type BoxItem = z.infer<typeof BoxItem>;

export const BoxSearchPage = z.object({
  datas: z.array(BoxItem),
  /** a later page exists */
  has_more: z.boolean(),
  /** how many items match */
  total: z.number().int().min(0),
});
export type BoxSearchPage = z.infer<typeof BoxSearchPage>;

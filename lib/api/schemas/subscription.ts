/**
 * The gift-box purchase path (GIFT-01…12, CHK-20; API-66…70). Names are the spec's; the card fields
 * (`credit_card_id` / `credit_card_token`, as API-52) and the answer of `POST /api/subscription` are
 * ours (docs/api.md "Gift boxes").
 */
import { z } from "zod";
import { Cents, Email, Id, INPUT_LIMITS, textInput } from "./common";
import { BOX_UPDATE } from "../../gift/box-update";

export const GiftTypeCode = z.enum(["SO", "M", "OT"]);

export const GiftPriceItem = z.object({ id: Id, price: Cents, item_count: z.number().int() });
export type GiftPriceItem = z.infer<typeof GiftPriceItem>;

export const GiftTypeInfo = z.object({
  id: GiftTypeCode,
  title: z.string(),
  sub_title: z.string(),
  cover: z.string(),
  items: z.array(GiftPriceItem),
});
export type GiftTypeInfo = z.infer<typeof GiftTypeInfo>;

export const GiftStyle = z.object({ id: Id, name: z.string(), cover: z.string() });
export type GiftStyle = z.infer<typeof GiftStyle>;

/** API-66 query: the sub-brand code, matched case-insensitively (C-45). */
export const SubscriptionInfoQuery = z.object({ subscription_code: textInput(INPUT_LIMITS.code).trim().min(1) });

/** API-66: what the gift home and the set-up pages need. */
export const SubscriptionInfo = z.object({
  /** the sub-brand code, lower case */
  code: z.string(),
  name: z.string(),
  buffer_days: z.number().int(),
  /** the server's clock (ISO): the set-up pages pick the year from it (BR-GIFT-07) */
  current_datetime: z.string(),
  /** SO, M, OT as the sub-brand sells them (rcb: M only) */
  type: z.array(GiftTypeInfo),
  styles: z.array(GiftStyle),
  /** the shop that sells the boxes */
  storeId: z.string(),
  subscription_brands: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type SubscriptionInfo = z.infer<typeof SubscriptionInfo>;

/** API-67 query (G-46: a GET "payload" travels as query parameters). */
export const SubscriptionCalcQuery = z.object({
  item_id: Id,
  coupon_code: textInput(INPUT_LIMITS.couponCode).trim().optional(),
});
export type SubscriptionCalcQuery = z.input<typeof SubscriptionCalcQuery>;

export const SubscriptionCouponResult = z.object({ coupon_code: z.string(), status: z.enum(["success", "fail"]), message: z.string() });

/** API-67: the package's price now. */
export const SubscriptionCalc = z.object({
  item_id: Id,
  items_total: Cents,
  coupon_discount: Cents,
  tax: Cents,
  grand_total: Cents,
  coupon_results: z.array(SubscriptionCouponResult),
});
export type SubscriptionCalc = z.infer<typeof SubscriptionCalc>;

/** A piece a box may hold (GIFT-10): `_id`, `code`, `thumb`, `variants[].id` as the spec; name and price for the screen. */
export const GiftPickItem = z.object({
  _id: Id,
  code: z.string(),
  name: z.string(),
  thumb: z.string(),
  price: Cents,
  variants: z.array(z.object({ id: Id })),
});
export type GiftPickItem = z.infer<typeof GiftPickItem>;

/** API-68 body. */
export const AutoPickRequest = z.object({
  email: Email.optional(),
  item_id: Id,
  style_id: Id,
  ear_pierced: z.boolean().default(true),
});
export type AutoPickRequest = z.input<typeof AutoPickRequest>;

export const AutoPick = z.object({ items: z.array(GiftPickItem) });
export type AutoPick = z.infer<typeof AutoPick>;

/** API-69 (GIFT-10 variant: `datas` at the top, C-12). */
export const GiftItemsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(60).default(60),
  pageno: z.coerce.number().int().min(1).max(1000).default(1),
});
export const GiftItemsRequest = z.object({ email: Email.optional() });
export const GiftItemsPage = z.object({ datas: z.array(GiftPickItem), has_more: z.boolean() });
export type GiftItemsPage = z.infer<typeof GiftItemsPage>;

const LooseAddress = z.object({
  name: textInput(INPUT_LIMITS.name).trim().default(""),
  address: textInput(INPUT_LIMITS.addressLine).trim().default(""),
  address2: textInput(INPUT_LIMITS.addressLine).trim().default(""),
  city: textInput(INPUT_LIMITS.city).trim().default(""),
  state: textInput(INPUT_LIMITS.state).trim().default(""),
  zip_code: textInput(INPUT_LIMITS.zipCode).trim().default(""),
  phone: textInput(INPUT_LIMITS.phone).trim().default(""),
  country: textInput(INPUT_LIMITS.country).default("US"),
});

/** GIFT-12: an occasion: a slot id (va, mo, ch, bi, an) or an own name, and its date. */
export const GiftOccasionInput = z.object({
  date: textInput(10).regex(/^\d{4}-\d{2}-\d{2}$/, "date must be yyyy-mm-dd"),
  event_type: textInput(INPUT_LIMITS.name).trim().min(1),
  is_immediate: z.boolean().default(false),
});

/** API-70 body. A signed-in buyer; idempotent per `idempotency-key`. */
export const SubscriptionPurchaseRequest = z.object({
  email: Email.optional(),
  item_id: Id,
  store_id: Id,
  style_id: Id,
  shipping_address_id: Id.optional(),
  shipping_address: LooseAddress.optional(),
  billing_address: LooseAddress.optional(),
  is_update_shipping: z.boolean().default(false),
  coupon_code: textInput(INPUT_LIMITS.couponCode).trim().optional(),
  open_order_number: textInput(INPUT_LIMITS.orderNumber).optional(),
  sender_name: textInput(INPUT_LIMITS.name).trim().default(""),
  recipient_name: textInput(INPUT_LIMITS.name).trim().default(""),
  ear_pierced: z.boolean().default(true),
  occasions: z.array(GiftOccasionInput).min(1).max(5),
  preselect_items: z
    .array(z.object({ item_id: Id, units: z.number().int().min(1).max(10).default(1), size: textInput(INPUT_LIMITS.name).optional(), variant_id: Id.nullable().optional() }))
    .max(10)
    .default([]),
  is_manual_pick: z.boolean().default(false),
  credit_card_id: Id.optional(),
  credit_card_token: textInput(INPUT_LIMITS.providerToken).trim().optional(),
});
export type SubscriptionPurchaseRequest = z.input<typeof SubscriptionPurchaseRequest>;

/** API-70's answer: the subscription (the spec's "order id") and what was charged. */
export const SubscriptionPurchase = z.object({
  id: Id,
  type: GiftTypeCode,
  subscription_code: z.string(),
  grand_total: Cents,
  occasions: z.array(z.object({ id: Id, event_type: z.string(), date: z.string(), price: Cents, discount_price: Cents })),
});
export type SubscriptionPurchase = z.infer<typeof SubscriptionPurchase>;

/** API-71 body: the subscription's email and its box-update token (GIFT-17; ours, mailed at the purchase). */
export const SubscriptionValidateRequest = z.object({
  email: Email,
  token: textInput(BOX_UPDATE.tokenMax).trim().min(BOX_UPDATE.minLength),
});
export type SubscriptionValidateRequest = z.input<typeof SubscriptionValidateRequest>;

export const PreselectItem = z.object({ item_id: Id, units: z.number().int().min(1).max(10), variant_id: Id.nullable() });
export type PreselectItem = z.infer<typeof PreselectItem>;

/**
 * API-71's order: the spec's fields (`date`, `event_type`, `shipped_date`, `status` are the next box the
 * picks go to, or the last one made when none is left) and ours: `per_box` (the pieces a box holds),
 * `editable` (a box is left that has not shipped) and `boxes_left`.
 */
export const SubscriptionUpdateOrder = z.object({
  id: Id,
  code: z.string(),
  email: z.string(),
  date: z.string().nullable(),
  event_type: z.string().nullable(),
  shipped_date: z.string().nullable(),
  /** the box's status: 0 scheduled, 1 made (shipped), 2 canceled */
  status: z.number().int(),
  package_set: z.number().int(),
  style: z.string(),
  style_id: z.string(),
  type_title: z.string(),
  preselect_items: z.array(PreselectItem),
  /** the picked pieces as the list shows them */
  items: z.array(GiftPickItem),
  per_box: z.number().int(),
  boxes_left: z.number().int(),
  editable: z.boolean(),
});
export type SubscriptionUpdateOrder = z.infer<typeof SubscriptionUpdateOrder>;

/** API-72 body: the picks for the boxes not shipped yet; at most 10 lines (bounded again by the box's size). */
export const SubscriptionPreselectRequest = SubscriptionValidateRequest.extend({
  preselect_items: z.array(PreselectItem).min(1).max(10),
});
export type SubscriptionPreselectRequest = z.input<typeof SubscriptionPreselectRequest>;

/** API-72's answer (n/s): the message and the order as it is now. */
export const SubscriptionPreselect = z.object({ message: z.string(), order: SubscriptionUpdateOrder });
export type SubscriptionPreselect = z.infer<typeof SubscriptionPreselect>;

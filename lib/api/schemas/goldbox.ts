/**
 * The box checkout of stylist onboarding (ONB-18/19, API-78/79): the box cart the box builder sends
 * (`POST /api/goldcart/bulk`) and the box order (`POST /api/goldbox/order`). Names are the spec's;
 * `agree_terms`, `plan_id` and the answer's fields are ours (docs/api.md "Box checkout").
 */
import { z } from "zod";
import { Cents, Id, INPUT_LIMITS, textInput } from "./common";
import { PaymentProviderName } from "./checkout";
import { PlanPay, UserPlan } from "./plan";

/** API-79: the styles picked, in the order picked; the server checks the builder's pick rules (BR-VAL-36, C-26). */
export const BoxCartRequest = z.object({
  items: z.array(z.object({ id: Id, variant_id: Id })).max(50),
});
export type BoxCartRequest = z.infer<typeof BoxCartRequest>;

const OptionValue = z.object({ name: z.string(), option: z.string() });

export const BoxCartLine = z.object({
  /** the item id, as sent */
  id: Id,
  variant_id: Id,
  name: z.string(),
  brand: z.string(),
  code: z.string(),
  thumb: z.string(),
  options: z.array(OptionValue),
  optionStr: z.string(),
  /** what keeping it costs (the try-on itself charges nothing for it) */
  price: Cents,
  compare_at_price: Cents.nullable(),
  /** the store the style ships under: the stylist's own (box items are in no store) */
  store_id: Id,
});
export type BoxCartLine = z.infer<typeof BoxCartLine>;

export const BoxCart = z.object({
  items: z.array(BoxCartLine),
  count: z.number().int(),
  /** BR-VAL-36 / BR-BOX-01: the box plan's limits (6 each by default); one style at least from stage 1 */
  min_pick: z.number().int(),
  max_pick: z.number().int(),
  /** Σ price: what keeping every style would cost */
  items_value: Cents,
  /** the Style Myself Box Fee the box order charges */
  box_fee: Cents,
});
export type BoxCart = z.infer<typeof BoxCart>;

/**
 * An address as the box checkout accepts it: bounded strings only. Whether it is complete is the
 * checkout's own check, so that every missing part of the form is answered in one list (BR-VAL-35).
 */
const LooseAddress = z.object({
  name: textInput(INPUT_LIMITS.name).default(""),
  address: textInput(INPUT_LIMITS.addressLine).default(""),
  address2: textInput(INPUT_LIMITS.addressLine).default(""),
  city: textInput(INPUT_LIMITS.city).default(""),
  state: textInput(INPUT_LIMITS.state).default(""),
  zip_code: textInput(INPUT_LIMITS.zipCode).default(""),
  phone: textInput(INPUT_LIMITS.phone).default(""),
  country: textInput(INPUT_LIMITS.country).default("US"),
});

/**
 * API-78, the box builder's variant: a saved shipping address (`shipping_address_id`) or a new one,
 * the billing address, a saved card (`credit_card_id`) or a new card's token, the plan coupon, a
 * VIP code, the plan's period. Idempotent per `idempotency-key`. The box is the box cart.
 */
export const BoxOrderRequest = z.object({
  /**
   * SHARE-10: the share flow's Get Styled Box, ordered from a stylist's share link: no box cart (the
   * stylist styles the box from the buyer's charts), no terms box, the share plan (shopper2) by default,
   * and the stylist's $20 gift off the box fee (BR-BOX-06). docs/decisions.md "Get Styled Box share flows".
   */
  share_cart_id: Id.optional(),
  shipping_address_id: Id.optional(),
  shipping_address: LooseAddress.optional(),
  billing_address: LooseAddress.optional(),
  credit_card_id: Id.optional(),
  credit_card_token: textInput(INPUT_LIMITS.providerToken).trim().optional(),
  /** a plan coupon (free days, PLAN-10); '' is none */
  coupon_code: textInput(INPUT_LIMITS.couponCode).trim().toUpperCase().optional(),
  /** BR-VAL-17: trimmed, upper-cased; without it, a code applied to the account (API-12) counts */
  vip_code: textInput(INPUT_LIMITS.code).trim().toUpperCase().optional(),
  /** the plan picked (ONB-09): a box plan's key, seller1 when absent (BR-PLAN-01); a VIP code picks its own */
  plan_id: textInput(INPUT_LIMITS.id).trim().min(1).optional(),
  plan_pay: PlanPay.default("month"),
  /** BR-CHK-13 */
  blings: z.literal(0).default(0),
  shipping_method_id: z.literal("basic-shipping").default("basic-shipping"),
  /** the terms checkbox; false answers 'please agree our terms and conditions.' */
  agree_terms: z.boolean().default(false),
});
export type BoxOrderRequest = z.input<typeof BoxOrderRequest>;

/**
 * What the done page and the payment step need. Like `POST /api/order`: confirm `client_secret` with
 * the provider, then `POST /api/order/confirm`; `status: paid` when the order had nothing to charge.
 */
export const BoxOrder = z.object({
  id: Id,
  order_number: z.string(),
  status: z.enum(["pending_payment", "paid"]),
  client_secret: z.string().nullable(),
  provider: PaymentProviderName.nullable(),
  /** what this order charges: the Style Myself Box Fee */
  amount: Cents,
  box_fee: Cents,
  /** what the plan charged now (0 with a VIP code, free days or a plan already held) */
  plan_fee: Cents,
  /** plan_fee + box_fee (ONB-18, BR-BOX-02) */
  grand_total: Cents,
  /** this checkout started the plan */
  plan_started: z.boolean(),
  vip: z.boolean(),
  free_days: z.number().int(),
  /** the user's plan after the checkout */
  plan: UserPlan.nullable(),
  items_count: z.number().int(),
});
export type BoxOrder = z.infer<typeof BoxOrder>;

/** The handling fee (the Style Myself Box Fee) as the share checkout shows it (SHARE-08, BR-BOX-06). */
export const HandlingFeeSettings = z.object({
  /** show the fee line: the plan has a fee */
  display_handling_fee: z.boolean(),
  handling_fee: Cents,
  /** the stylist's gift off the fee on a share link ($20, BR-BOX-06); 0 on a booking */
  gift: Cents,
  /** what the order charges for the box: handling_fee − gift, never below 0 */
  charge: Cents,
});

/** The plan a Get Styled Box checkout is about: the one it buys, or the one the user holds. */
export const GoldboxPlan = z.object({
  plan_id: z.string(),
  name: z.string(),
  level: z.number().int(),
  monthly_fee: Cents,
  full_year_fee: Cents,
  /** true: the checkout buys it (plan_pay picks the period); false: held already, the box fee alone */
  buys: z.boolean(),
});

/**
 * API-77 (SHARE-08): may the signed-in user order this share link's Get Styled Box. `message` says why
 * not when `allow_gold_box` is false (the page keeps it for the error page, SHARE-12).
 */
export const GoldboxAvailability = z.object({
  share_cart_id: Id,
  stylist_user_name: z.string(),
  plan: GoldboxPlan,
  handling_fee_settings: HandlingFeeSettings,
  allow_gold_box: z.boolean(),
  message: z.string().nullable(),
  /** a Get Styled Box of the user's is paid and not yet styled: another one is allowed, with this warning */
  pending_gold_box_warning: z.string().nullable(),
});
export type GoldboxAvailability = z.infer<typeof GoldboxAvailability>;

/** API-80 (SHARE-13): may the signed-in user book this store's stylist for a Get Styled Box. */
export const BookingAvailability = z.object({
  available: z.boolean(),
  message: z.string().nullable(),
  stylist_user_name: z.string(),
  plan: GoldboxPlan,
  handling_fee_settings: HandlingFeeSettings,
});
export type BookingAvailability = z.infer<typeof BookingAvailability>;

/**
 * API-81 (SHARE-13). The spec names the fields only; their shapes are ours (docs/api.md): `addresses`
 * holds the shipping address (or a saved one's id) and the billing address, `card` a saved card's id or a new card's token (exactly one).
 * Idempotent per `idempotency-key`; answered as API-78.
 */
export const BookingRequest = z.object({
  stylist_user_name: textInput(INPUT_LIMITS.userName).trim().min(1),
  /** `shipping_id`: a saved address of the user, in place of `shipping` */
  addresses: z.object({ shipping_id: Id.optional(), shipping: LooseAddress.optional(), billing: LooseAddress.optional() }),
  plan_pay: PlanPay.default("month"),
  card: z.object({ id: Id.optional(), token: textInput(INPUT_LIMITS.providerToken).trim().optional() }),
});
export type BookingRequest = z.input<typeof BookingRequest>;

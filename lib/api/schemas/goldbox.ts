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

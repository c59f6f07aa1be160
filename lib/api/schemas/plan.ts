/**
 * Plans (PLAN-01…15, ONB-09/10, API-11/12, API-73…75, APX-03): the plan list, the user plan, the
 * price calculation, the plan checkout, stop renewal and VIP codes. Names are the spec's.
 */
import { z } from "zod";
import { Cents, Id, INPUT_LIMITS, textInput } from "./common";

export const PLAN_PAYS = ["month", "year"] as const;
export const PlanPay = z.enum(PLAN_PAYS);

/** BR-PLAN-08 / G-13: the stop-renewal reasons 1–6 in the spec's order; #6 needs a text. */
export const STOP_RENEW_REASONS = [
  "too expensive",
  "not purchasing at the moment",
  "does not offer the services needed",
  "can't find the products",
  "not intending to run my own shop",
  "Other (please specify)",
] as const;

/** BR-PLAN-01: a plan as the plan pages, the checkout and the change list read it. */
export const PlanInfo = z.object({
  id: Id,
  /** the plan key: shopper1 | shopper2 | seller1 | seller2 */
  plan_id: z.string(),
  name: z.string(),
  level: z.number().int(),
  sub_level: z.number().int(),
  monthly_fee: Cents,
  annual_avg_monthly_fee: Cents,
  full_year_fee: Cents,
  discountOff: z.number().int(),
  local_id: z.string(),
  detail: z.array(z.string()),
  goldbox: z.object({ handling_fee_settings: z.object({ handling_fee: Cents }), min_count: z.number().int(), max_count: z.number().int() }),
});
export type PlanInfo = z.infer<typeof PlanInfo>;

export const PlanList = z.object({ plans: z.array(PlanInfo) });
export type PlanList = z.infer<typeof PlanList>;

/** `GET /api/plans?type=gb`: the box plans; no type: the plan pages' plans. */
export const PlanListQuery = z.object({ type: z.enum(["gb"]).optional() });

const PlanKey = textInput(INPUT_LIMITS.id).trim().min(1);
const CouponCode = textInput(INPUT_LIMITS.couponCode).trim().toUpperCase();
const VipCode = textInput(INPUT_LIMITS.code).trim().toUpperCase();

/** API-73. `mode: change` prices a change of plan (the unused part of the running one is refunded). */
export const PlanCalcRequest = z.object({
  plan_id: PlanKey,
  pay: PlanPay,
  coupon: CouponCode.optional(),
  mode: z.enum(["change"]).optional(),
});
export type PlanCalcRequest = z.infer<typeof PlanCalcRequest>;

export const CouponResult = z.object({ free_days: z.number().int(), status: z.enum(["success", "fail"]) });

/**
 * What makes the first period free: a VIP code (its months, on its record) or a plan coupon (its days).
 * They do not add up: a VIP code that applies wins, and the coupon is not used (docs/decisions.md).
 */
export const FreeTime = z.discriminatedUnion("by", [
  z.object({ by: z.literal("vip"), months: z.number().int() }),
  z.object({ by: z.literal("coupon"), days: z.number().int() }),
]);
export type FreeTime = z.infer<typeof FreeTime>;

/**
 * Issue 25 item 3: the charges the checkout makes, today and next, from the same calculation the
 * checkout charges with, so the two cannot disagree.
 */
export const PlanSchedule = z.object({
  /** charged at checkout (the same as `total`) */
  today: Cents,
  /** the next charge: the period's price, on the day the first (free or paid) period ends; renewals follow every period */
  next: z.object({ amount: Cents, date: z.string() }),
  /** what makes the time until `next.date` free; null when today's charge pays the first period */
  free: FreeTime.nullable(),
});
export type PlanSchedule = z.infer<typeof PlanSchedule>;

export const PlanCalc = z.object({
  /** what the checkout charges now: the period's price less the refund, 0 during free days or with a VIP code */
  total: Cents,
  /** the unused part of the running plan, credited on a change */
  refund: Cents,
  /** the price of one period (month or year), charged at each renewal */
  price: Cents,
  /** null without a coupon */
  coupon_result: CouponResult.nullable(),
  /** the user's VIP code gives this plan its free months (ONB-10); a coupon is then not used */
  vip: z.boolean(),
  schedule: PlanSchedule,
});
export type PlanCalc = z.infer<typeof PlanCalc>;

const BILLING_INVALID = "please provide vaild billing address.";
/** API-74's billing address, every refusal in the spec's words (BR-VAL-34); the caps are the address book's. */
export const BillingAddress = z.object({
  name: textInput(INPUT_LIMITS.name).trim().min(1, BILLING_INVALID),
  address: textInput(INPUT_LIMITS.addressLine).trim().min(1, BILLING_INVALID),
  address2: textInput(INPUT_LIMITS.addressLine).trim().default(""),
  city: textInput(INPUT_LIMITS.city).trim().min(1, BILLING_INVALID),
  state: textInput(INPUT_LIMITS.state).trim().default(""),
  zip_code: textInput(INPUT_LIMITS.zipCode).trim().min(5, BILLING_INVALID),
  phone: textInput(INPUT_LIMITS.phone).trim().regex(/^\d{10}$/, BILLING_INVALID),
}, { error: BILLING_INVALID });

/**
 * API-74: a saved card (`credit_card_id`) or a new one (`token`, saved to the account first).
 * Idempotent per `idempotency-key`: a double submit makes one subscription and one charge.
 */
export const PlanCheckoutRequest = z
  .object({
    plan_id: PlanKey,
    pay: PlanPay,
    billing_address: BillingAddress,
    credit_card_id: Id.optional(),
    token: textInput(INPUT_LIMITS.providerToken).min(1).optional(),
    coupon: CouponCode.optional(),
    mode: z.enum(["change"]).optional(),
    /** the terms checkbox; the spec's message when false */
    agree_terms: z.literal(true, { error: "please agree our terms and conditions." }),
  })
  .refine((body) => Boolean(body.credit_card_id) !== Boolean(body.token), { message: "please provide vaild payment information.", path: ["credit_card_id"] });
export type PlanCheckoutRequest = z.infer<typeof PlanCheckoutRequest>;

/** BR-PLAN-13: the user plan (My Plan Detail). */
export const UserPlan = z.object({
  plan_id: z.string(),
  name: z.string(),
  level: z.number().int(),
  sub_level: z.number().int(),
  detail: z.array(z.string()),
  pay: PlanPay,
  /** month | year price charged at renewal */
  price: Cents,
  period_start_date: z.string(),
  period_end_date: z.string(),
  /** the next renewal date; null once auto-renewal is stopped */
  next_payment: z.string().nullable(),
  canceled_at: z.string().nullable(),
  /** active | trialing | past_due (the last renewal failed) */
  status: z.enum(["active", "trialing", "past_due"]),
});
export type UserPlan = z.infer<typeof UserPlan>;

/** My Plan Detail's data: the running plan (null without one) and `is_show_buy_plan`. */
export const PlanSettings = z.object({ plan: UserPlan.nullable(), is_show_buy_plan: z.boolean(), tier: z.string() });
export type PlanSettings = z.infer<typeof PlanSettings>;

/** API-75 (G-13): the reason's label, or the typed text for 'Other (please specify)'. */
export const PlanCancelRequest = z.object({
  reason: z.enum(STOP_RENEW_REASONS, { error: "please select a reason" }),
  other: textInput(500).trim().optional(),
}).refine((body) => body.reason !== "Other (please specify)" || Boolean(body.other), { message: "please enter reasons", path: ["other"] });
export type PlanCancelRequest = z.infer<typeof PlanCancelRequest>;

/** API-11 (G-46: query parameters) and API-12. */
export const VipCodeRequest = z.object({ vip_code: VipCode.min(1, "VIP Code invalid"), user_name: textInput(INPUT_LIMITS.userName).optional() });
export type VipCodeRequest = z.infer<typeof VipCodeRequest>;

export const VipCodeCheck = z.object({ valid: z.boolean(), plans: z.array(PlanInfo) });
export type VipCodeCheck = z.infer<typeof VipCodeCheck>;

/** A Stripe webhook answer: whether this event id was new. */
export const WebhookResult = z.object({ received: z.literal(true), duplicate: z.boolean() });

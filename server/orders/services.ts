/**
 * What the order, card and test-payment routes depend on beyond the database, made injectable
 * through createApp: the payment provider (chosen from the environment at startup) and whether the
 * shop may take orders with it, the clock, the rate limits (counted in the database, shared by every
 * process on it) and caps, and the per-app state of the abandoned-order sweep.
 */
import { DistinctLimiter } from "../auth/distinct-limit";
import { RateLimiter, type LimitDatabase, type RateLimitRule } from "../auth/rate-limit";
import { ApiError } from "../http";
import { paymentProvidersFromEnv, takesOrdersWith } from "../payments/select";
import type { PaymentProviders } from "../payments/provider";
import { DEFAULT_ORDER_LIMITS, openOrderCapsOf, type OpenOrderCaps, type OrderLimitRules } from "./limits";
import { ORDER_MESSAGES } from "./messages";
import type { SweepState } from "./sweep";
import { replacementLimits, type ReplacementLimitRules, type ReplacementLimits } from "./replacement-limits";

/** Guest order lookups that found nothing, per client: the lookup is an enumeration target. */
export const DEFAULT_LOOKUP_LIMIT: RateLimitRule = { max: 10, windowMs: 15 * 60_000 };

/** GIFT-17's re-sent box-update links: each mails a new token, so a user and a client may ask only now and then. */
const DEFAULT_BOX_UPDATE_RESEND_LIMITS = {
  perUser: { max: 5, windowMs: 60 * 60_000 },
  perClient: { max: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export interface OrderOptions {
  payments?: PaymentProviders;
  now?: () => Date;
  orderLookupLimit?: RateLimitRule;
  /** the limits on placing orders (server/orders/limits.ts) */
  orderLimits?: Partial<OrderLimitRules>;
  /** the limits on replacement requests and their photos (server/orders/replacement-limits.ts) */
  replacementLimits?: Partial<ReplacementLimitRules>;
  /** the limits on re-sending the gift box's update link (GIFT-17) */
  boxUpdateResendLimits?: Partial<typeof DEFAULT_BOX_UPDATE_RESEND_LIMITS>;
}

/** What the order services share with the account limits (server/app.ts passes them). */
export interface SharedLimits {
  /** the distinct emails a client may ask the first-order coupon about (finding L2): the cart calc's count */
  firstOrderEmailsPerClient: DistinctLimiter;
}

export interface OrderServices {
  payments: PaymentProviders;
  /** false in production on the test provider without PAYMENTS_TEST_MODE=1: every order is refused (finding M8) */
  takesOrders: boolean;
  now: () => Date;
  lookupMisses: RateLimiter;
  /** gift box item update checks (API-71/72) that opened nothing, per client: the same rule as the order lookup's */
  boxUpdateMisses: RateLimiter;
  /** re-sent box-update links (GIFT-17), per signed-in user and per client */
  boxUpdateResends: { perUser: RateLimiter; perClient: RateLimiter };
  /** new checkout attempts per client: each idempotency key counts once (finding M5) */
  attempts: DistinctLimiter;
  /** open unpaid orders, and the units they hold, allowed per client and per email (findings M5, S1) */
  openOrderCaps: OpenOrderCaps;
  /** shared with the cart calc, so placing orders is no second way to ask about emails (finding L2) */
  firstOrderEmails: DistinctLimiter;
  /** replacement requests per user and per client, and the user's photo quota (finding S2) */
  replacements: ReplacementLimits;
  /** one sweep at a time per app, and when its orders last swept (sweep.ts) */
  sweep: SweepState;
}

export function orderServices(db: LimitDatabase, options: OrderOptions, shared: SharedLimits): OrderServices {
  const now = options.now ?? (() => new Date());
  const clock = () => now().getTime();
  const payments = options.payments ?? paymentProvidersFromEnv();
  const limits = { ...DEFAULT_ORDER_LIMITS, ...options.orderLimits };
  const resends = { ...DEFAULT_BOX_UPDATE_RESEND_LIMITS, ...options.boxUpdateResendLimits };
  return {
    payments,
    takesOrders: takesOrdersWith(payments),
    now,
    lookupMisses: new RateLimiter("order-lookup-miss-client", options.orderLookupLimit ?? DEFAULT_LOOKUP_LIMIT, db, clock),
    boxUpdateMisses: new RateLimiter("box-update-miss-client", options.orderLookupLimit ?? DEFAULT_LOOKUP_LIMIT, db, clock),
    boxUpdateResends: {
      perUser: new RateLimiter("box-update-resend-user", resends.perUser, db, clock),
      perClient: new RateLimiter("box-update-resend-client", resends.perClient, db, clock),
    },
    attempts: new DistinctLimiter("order-attempt-client", limits.attemptsPerClient, db, clock),
    openOrderCaps: openOrderCapsOf(limits),
    firstOrderEmails: shared.firstOrderEmailsPerClient,
    replacements: replacementLimits(db, options.replacementLimits ?? {}, clock),
    sweep: { running: false },
  };
}

/**
 * The answer of a shop that refuses orders (finding M8), before anything is created: 403, not 5xx,
 * because the outcome is certain (the browser shows the message and does not retry the attempt).
 */
export function refuseUnlessTakingOrders(services: OrderServices): void {
  if (!services.takesOrders) throw new ApiError(403, ORDER_MESSAGES.notTakingOrders);
}

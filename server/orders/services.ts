/**
 * What the order, card and test-payment routes depend on beyond the database, made injectable
 * through createApp: the payment provider (chosen from the environment at startup), the clock,
 * the order-lookup rate limit, and the per-app state of the abandoned-order sweep.
 */
import { RateLimiter, type RateLimitRule } from "../auth/rate-limit";
import { paymentProvidersFromEnv } from "../payments/select";
import type { PaymentProviders } from "../payments/provider";

/** Guest order lookups that found nothing, per client: the lookup is an enumeration target. */
export const DEFAULT_LOOKUP_LIMIT: RateLimitRule = { max: 10, windowMs: 15 * 60_000 };

export interface OrderOptions {
  payments?: PaymentProviders;
  now?: () => Date;
  orderLookupLimit?: RateLimitRule;
  /** sweep abandoned orders on a timer too (the served app does; tests that want it pass a short one) */
  sweepEveryMs?: number;
}

export interface OrderServices {
  payments: PaymentProviders;
  now: () => Date;
  lookupMisses: RateLimiter;
  /** one sweep at a time per app */
  sweep: { running: boolean };
}

export function orderServices(options: OrderOptions = {}): OrderServices {
  const now = options.now ?? (() => new Date());
  return {
    payments: options.payments ?? paymentProvidersFromEnv(),
    now,
    lookupMisses: new RateLimiter(options.orderLookupLimit ?? DEFAULT_LOOKUP_LIMIT, () => now().getTime()),
    sweep: { running: false },
  };
}

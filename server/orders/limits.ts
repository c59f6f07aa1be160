/**
 * How long an unpaid order holds its stock, and the limits on placing orders (finding M5: five unpaid
 * guest orders could sell an item out for half an hour).
 *
 * - The hold: 10 minutes covers paying, 3-D Secure and a retry with another card; an order still
 *   unpaid then is expired by the sweep (sweep.ts) and its stock goes back.
 * - Open unpaid orders: at most 3 per client and 3 per email at once (open-orders.ts). A shopper
 *   has one checkout going, two or three with a retry in another tab; paid, failed and expired
 *   orders do not count.
 * - New checkout attempts (POST /api/order with a new idempotency key): 20 per client per 10 minutes.
 *   The browser tests place about 8 orders from one address in one run; a retry of the same attempt
 *   is not counted again.
 * Tests pass smaller (or larger) ones through createApp's options (OrderOptions.orderLimits).
 */
import type { RateLimitRule } from "../auth/rate-limit";

const MINUTE = 60_000;

export const UNPAID_HOLD_MINUTES = 10;
export const UNPAID_HOLD_MS = UNPAID_HOLD_MINUTES * MINUTE;

export interface OrderLimitRules {
  /** distinct checkout attempts (idempotency keys) one client may start per window */
  attemptsPerClient: RateLimitRule;
  /** unpaid orders one client may hold at once */
  openPerClient: number;
  /** unpaid orders one email may hold at once */
  openPerEmail: number;
}

export const DEFAULT_ORDER_LIMITS: OrderLimitRules = {
  attemptsPerClient: { max: 20, windowMs: 10 * MINUTE },
  openPerClient: 3,
  openPerEmail: 3,
};

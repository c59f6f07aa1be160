/**
 * How long an unpaid order holds its stock, and the limits on placing orders (finding M5: five unpaid
 * guest orders could sell an item out for half an hour; finding S1: one unpaid order could hold any
 * quantity).
 *
 * - The hold (finding S1): an unpaid order holds its stock for PAYMENT_START_HOLD_MINUTES (2) after it
 *   was placed or after its latest payment attempt started (a retry with another card starts one), so
 *   a checkout whose payment never gets under way lets go after two minutes. A refused card's order
 *   is kept for the shopper's next card for REFUSED_GRACE_MINUTES (2) after the refusal (refused.ts).
 *   While the provider says the payment is under way (3-D Secure, `requires_action`) the hold runs to
 *   UNPAID_HOLD_MINUTES (10) after the order was placed, and no order holds longer than that.
 *   The sweep (sweep.ts) ends the holds; `orders.held_until` says when an order's ends.
 * - Units (finding S1): a line may order at most MAX_UNITS_PER_LINE (10) units, and the open unpaid
 *   orders of one client, and of one email, may hold at most 20 units together (open-orders.ts).
 * - Open unpaid orders: at most 3 per client and 3 per email at once (open-orders.ts). A shopper
 *   has one checkout going, two or three with a retry in another tab; paid, failed and expired
 *   orders do not count.
 * - New checkout attempts (POST /api/order with a new idempotency key): 20 per client per 10 minutes.
 *   The browser tests place about 8 orders from one address in one run; a retry of the same attempt
 *   is not counted again.
 * Tests pass smaller (or larger) ones through createApp's options (OrderOptions.orderLimits).
 */
import type { RateLimitRule } from "../auth/rate-limit";
import { MAX_UNITS } from "../../lib/cart/quantity";

const MINUTE = 60_000;

/** The longest an unpaid order holds its stock, whatever its payment does. */
export const UNPAID_HOLD_MINUTES = 10;
export const UNPAID_HOLD_MS = UNPAID_HOLD_MINUTES * MINUTE;
/** How long an order (or its latest payment attempt) holds its stock until its payment is under way. */
export const PAYMENT_START_HOLD_MINUTES = 2;
export const PAYMENT_START_HOLD_MS = PAYMENT_START_HOLD_MINUTES * MINUTE;
/** How long an order whose card was just refused waits for the shopper's next card. */
export const REFUSED_GRACE_MINUTES = 2;
export const REFUSED_GRACE_MS = REFUSED_GRACE_MINUTES * MINUTE;

/** The most units one order line may hold: the cart's own limit (lib/cart/quantity.ts), so the cart never offers more. */
export const MAX_UNITS_PER_LINE = MAX_UNITS;

export interface OpenOrderCaps {
  /** unpaid orders one client may hold at once */
  perClient: number;
  /** unpaid orders one email may hold at once */
  perEmail: number;
  /** units the unpaid orders of one client may hold together */
  unitsPerClient: number;
  /** units the unpaid orders of one email may hold together */
  unitsPerEmail: number;
}

export interface OrderLimitRules {
  /** distinct checkout attempts (idempotency keys) one client may start per window */
  attemptsPerClient: RateLimitRule;
  openPerClient: number;
  openPerEmail: number;
  openUnitsPerClient: number;
  openUnitsPerEmail: number;
}

export const DEFAULT_ORDER_LIMITS: OrderLimitRules = {
  attemptsPerClient: { max: 20, windowMs: 10 * MINUTE },
  openPerClient: 3,
  openPerEmail: 3,
  openUnitsPerClient: 20,
  openUnitsPerEmail: 20,
};

/** The caps on open unpaid orders from the rules. */
export const openOrderCapsOf = (rules: OrderLimitRules): OpenOrderCaps => ({
  perClient: rules.openPerClient,
  perEmail: rules.openPerEmail,
  unitsPerClient: rules.openUnitsPerClient,
  unitsPerEmail: rules.openUnitsPerEmail,
});

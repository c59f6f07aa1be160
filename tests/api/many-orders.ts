/**
 * For API tests that place many orders from one client and one email (the test app's client is
 * "unknown", the default email guest@example.com): the limits on placing orders out of the way.
 * tests/api/security-orders.test.ts tests those limits themselves.
 */
import type { AppOptions } from "@/server/app";

export const MANY_ORDERS: AppOptions = {
  orderLimits: { attemptsPerClient: { max: 100_000, windowMs: 60_000 }, openPerClient: 100_000, openPerEmail: 100_000, openUnitsPerClient: 100_000, openUnitsPerEmail: 100_000 },
};

/**
 * Finding L2: a first-order coupon (WELCOME15) answers whether an email has a paid order, so
 * pricing a cart with it must not become a way to go through a list of emails. Each client may ask
 * about a few distinct emails per window; asking again about one already counted is free, and a
 * signed-in shopper's own email is never counted. Past the limit the coupon answers "too many
 * attempts" for a new email, whatever its history (server/cart/price-cart.ts).
 */
import type { DistinctLimiter } from "../auth/distinct-limit";
import type { HistoryGate } from "./load";

export function firstOrderHistoryGate(limiter: DistinctLimiter, client: string, ownEmail: string | null): HistoryGate {
  return async (email) => email === ownEmail || !(await limiter.use(client, email)).limited;
}

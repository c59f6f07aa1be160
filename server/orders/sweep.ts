/**
 * Abandoned checkouts. An order waits in pending_payment while the shopper pays (a refused card
 * included: the next card pays the same order); one left there
 * for UNPAID_HOLD_MINUTES (10, limits.ts) is expired: its open intent is canceled at the provider, the
 * order becomes `canceled` and its stock and blings go back. If the provider says the payment
 * succeeded after all (the shopper paid but never came back to /order/confirm), the order is paid
 * instead.
 *
 * The sweep runs when an order is created and, in the served app, every SWEEP_INTERVAL_MS (so a
 * quiet shop gets held stock back too: cart pricing would otherwise show it sold out until the next
 * order). It handles at most SWEEP_BATCH orders (oldest first), one sweep at a time per app; what it
 * leaves, the next sweep takes. A provider that cannot be reached leaves the order for a later sweep.
 */
import { and, asc, eq, lt } from "drizzle-orm";
import { publicOrigin } from "../../lib/config/deployment";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { UNPAID_HOLD_MS } from "./limits";
import type { OrderServices } from "./services";
import { cancelUnpayableOrder, OPEN_PAYMENT, paymentOf, settleOrder, type SettleContext } from "./settle";
import { describeError } from "../error-log";

export const SWEEP_BATCH = 10;
/** Often against the hold: held stock comes back at most a minute after it expired. */
export const SWEEP_INTERVAL_MS = 60_000;

/** Answers how many abandoned orders it looked at. */
export async function sweepAbandonedOrders(ctx: SettleContext, state: { running: boolean }): Promise<number> {
  if (state.running) return 0;
  state.running = true;
  try {
    const cutoff = new Date(ctx.now.getTime() - UNPAID_HOLD_MS);
    const stale = await ctx.db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.status, "pending_payment"), lt(t.orders.createdAt, cutoff)))
      .orderBy(asc(t.orders.createdAt))
      .limit(SWEEP_BATCH);
    for (const order of stale) {
      try {
        const payment = await paymentOf(ctx.db, order.id);
        // No open payment (none was recorded, or the last card was refused): nobody can still pay for it.
        if (payment?.status !== OPEN_PAYMENT) await cancelUnpayableOrder(ctx.db, order.id);
        else await settleOrder(ctx, order, payment, await ctx.provider.cancelIntent(payment.intentId), "expire");
      } catch (error) {
        console.error("[orders] could not expire", order.orderNumber, describeError(error));
      }
    }
    return stale.length;
  } finally {
    state.running = false;
  }
}

/** Runs `sweep` every `everyMs` without keeping the process alive; answers a function that stops it. */
export function startPeriodicSweep(sweep: () => Promise<unknown>, everyMs: number): () => void {
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => console.error("[orders] abandoned-order sweep failed", describeError(error)));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** One sweep outside any request: the mail link's origin comes from the configured site URL. */
export async function sweepInBackground(db: () => Promise<Database>, services: OrderServices): Promise<number> {
  const database = await db();
  return sweepAbandonedOrders({ db: database, provider: services.payments.open(database), now: services.now(), origin: publicOrigin() }, services.sweep);
}

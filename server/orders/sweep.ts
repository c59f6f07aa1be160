/**
 * Abandoned checkouts. An order waits in pending_payment while the shopper pays (a refused card
 * included: the next card pays the same order), holding its stock until `held_until` (limits.ts,
 * finding S1): two minutes after it was placed or its latest payment attempt started, two minutes
 * after a refusal. Then the sweep looks at it: a payment the provider says is under way (3-D Secure)
 * keeps its hold up to UNPAID_HOLD_MINUTES (10) after the order was placed; any other is expired: its
 * open intent is canceled at the provider, the order becomes `canceled` and its stock and blings go
 * back. If the provider says the payment succeeded after all (the shopper paid but never came back to
 * /order/confirm), the order is paid instead. No order holds past the 10 minutes.
 *
 * The sweep runs when an order is created (at most once every SWEEP_ON_ORDER_MS per app, unless the last
 * one found a full batch: issue 27, a burst of orders sweeps once, not once per order) and, as a job of the worker (server/jobs/shop-jobs.ts),
 * every SWEEP_INTERVAL_MS (so a quiet shop gets held stock back too: cart pricing would otherwise show it sold out until the next
 * order). It handles at most SWEEP_BATCH orders (oldest first), one sweep at a time per app; what it
 * leaves, the next sweep takes. A provider that cannot be reached leaves the order for a later sweep.
 *
 * Several server processes may sweep one PostgreSQL at once: a sweep first claims its batch in one
 * UPDATE (`FOR UPDATE SKIP LOCKED`, then `sweep_claimed_until`), so each order is looked at (and its
 * intent canceled at the provider) by one sweep. The state transitions are conditional besides
 * (settle.ts), so stock and blings go back once whatever happens.
 */
import { and, asc, eq, gt, inArray, isNull, lt, or } from "drizzle-orm";
import { publicOrigin } from "../../lib/config/deployment";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { UNPAID_HOLD_MS } from "./limits";
import type { OrderServices } from "./services";
import { cancelUnpayableOrder, OPEN_PAYMENT, paymentOf, settleOrder, type OrderRow, type PaymentRow, type SettleContext } from "./settle";
import { log } from "../../lib/log";

export const SWEEP_BATCH = 10;
/** Often against the holds: held stock comes back at most a minute after its hold ended. */
export const SWEEP_INTERVAL_MS = 60_000;
/** An order's own sweep is skipped this long after the last one (by the app's clock), unless that one found a full batch. */
export const SWEEP_ON_ORDER_MS = 10_000;
/** How long a sweep's claim holds an order: one whose sweep died with its process is swept again after this. */
export const SWEEP_CLAIM_MS = 5 * 60_000;

/**
 * Claims up to SWEEP_BATCH expired orders no other sweep holds, in one statement: rows another sweep is
 * claiming right now are skipped, rows it has claimed no longer match. Answers them oldest first.
 */
async function claimStaleOrders(ctx: SettleContext) {
  const { db, now } = ctx;
  const stale = db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(
      and(
        eq(t.orders.status, "pending_payment"),
        or(lt(t.orders.heldUntil, now), lt(t.orders.createdAt, new Date(now.getTime() - UNPAID_HOLD_MS))),
        or(isNull(t.orders.sweepClaimedUntil), lt(t.orders.sweepClaimedUntil, now)),
      ),
    )
    .orderBy(asc(t.orders.createdAt))
    .limit(SWEEP_BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(t.orders)
    .set({ sweepClaimedUntil: new Date(now.getTime() + SWEEP_CLAIM_MS) })
    .where(inArray(t.orders.id, stale))
    .returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Within the longest hold, a payment the shopper is confirming with the provider (3-D Secure) is under way. */
async function underWay(ctx: SettleContext, order: OrderRow, payment: PaymentRow): Promise<boolean> {
  if (order.createdAt.getTime() + UNPAID_HOLD_MS <= ctx.now.getTime()) return false;
  return (await ctx.provider.retrieveIntent(payment.intentId)).status === "requires_action";
}

/** Keeps the order's stock until the longest hold ends; the sweep looks at it again then (answers true: nothing left to do now). */
async function holdWhileUnderWay(ctx: SettleContext, order: OrderRow): Promise<boolean> {
  const end = new Date(order.createdAt.getTime() + UNPAID_HOLD_MS);
  await ctx.db
    .update(t.orders)
    .set({ heldUntil: end, sweepClaimedUntil: null })
    .where(and(eq(t.orders.id, order.id), eq(t.orders.status, "pending_payment"), gt(t.orders.createdAt, new Date(ctx.now.getTime() - UNPAID_HOLD_MS))));
  return true;
}

/** Expires, holds or settles one claimed order; answers whether it is done with (false: the next sweep looks again). */
async function expireOne(ctx: SettleContext, order: OrderRow): Promise<boolean> {
  try {
    const payment = await paymentOf(ctx.db, order.id);
    // No open payment (none was recorded, or the last card was refused): nobody can still pay for it.
    if (payment?.status !== OPEN_PAYMENT) return await cancelUnpayableOrder(ctx.db, order.id);
    if (await underWay(ctx, order, payment)) return await holdWhileUnderWay(ctx, order);
    return (await settleOrder(ctx, order, payment, await ctx.provider.cancelIntent(payment.intentId), "expire")).outcome === "done";
  } catch (error) {
    log.error({ err: error, order: order.orderNumber }, "could not expire an abandoned order");
    return false;
  }
}

/**
 * Answers how many abandoned orders it looked at. `signal`: the worker is stopping; the orders it has
 * not begun are released for the next sweep.
 */
export async function sweepAbandonedOrders(ctx: SettleContext, state: { running: boolean }, signal?: AbortSignal): Promise<number> {
  if (state.running) return 0;
  state.running = true;
  try {
    const stale = await claimStaleOrders(ctx);
    for (const order of stale) {
      const settled = !signal?.aborted && (await expireOne(ctx, order));
      // Still open (a payment recorded meanwhile, an intent still processing, the provider unreachable):
      // the next sweep, in any process, looks at it again.
      if (!settled) await ctx.db.update(t.orders).set({ sweepClaimedUntil: null }).where(eq(t.orders.id, order.id));
    }
    return stale.length;
  } finally {
    state.running = false;
  }
}

/** What an app remembers of its sweeps: one at a time, and when its orders last swept. */
export interface SweepState {
  running: boolean;
  /** the app clock's time of the last sweep an order ran, and whether it found a full batch */
  lastOnOrder?: { at: number; full: boolean };
}

/** The sweep a new order runs (its route calls it first): skipped within SWEEP_ON_ORDER_MS of the last, unless that one had more to do. */
export async function sweepOnOrder(ctx: SettleContext, state: SweepState): Promise<number> {
  const at = ctx.now.getTime();
  const last = state.lastOnOrder;
  if (last && !last.full && at >= last.at && at - last.at < SWEEP_ON_ORDER_MS) return 0;
  state.lastOnOrder = { at, full: false };
  const swept = await sweepAbandonedOrders(ctx, state);
  state.lastOnOrder = { at, full: swept >= SWEEP_BATCH };
  return swept;
}

/** One sweep outside any request (the worker's job): the mail link's origin comes from the configured site URL. */
export async function sweepInBackground(db: Database, services: OrderServices, signal?: AbortSignal): Promise<number> {
  return sweepAbandonedOrders({ db, provider: services.payments.open(db), now: services.now(), origin: publicOrigin() }, services.sweep, signal);
}

/**
 * The caps on open unpaid orders (findings M5 and S1): every unpaid order holds its stock until it is
 * paid or its hold ends, so one client, and one email, may only hold so many orders, and so many units,
 * at once (limits.ts). Checked in the new order's own transaction, after its row and lines are in: an
 * advisory lock per client and per email makes concurrent orders of one holder count one after the
 * other, so a burst cannot slip past the caps together. Guests and signed-in shoppers alike: the
 * client is the rate limits' client address, the email the order's.
 */
import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { UNPAID_HOLD_MS, type OpenOrderCaps } from "./limits";
import { ORDER_MESSAGES as MSG } from "./messages";
import type { Tx } from "./stock";

/** 429; the route turns `retryAfterSeconds` (when the first open order's hold ends) into Retry-After. */
export class TooManyOpenOrders extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = MSG.tooManyUnpaid,
  ) {
    super(429, message);
  }
}

export interface OpenOrderHolder {
  client: string;
  email: string;
}

/** The first key of the advisory locks taken here (the seed uses 72_001). */
const LOCK_SPACE = 72_002;

/** When the first of the orders' holds ends: each its own `held_until`, or the longest hold. */
const firstHoldEnd = sql<Date>`min(coalesce(${t.orders.heldUntil}, ${t.orders.createdAt} + ${`${UNPAID_HOLD_MS} milliseconds`}::interval))`.mapWith(t.orders.createdAt);

/**
 * Throws TooManyOpenOrders when the holder has more than its caps, counting the order just inserted
 * (`orderId`, whose lines hold `ownUnits`); a 409 when that order alone holds more units than a holder
 * may (no wait helps). Both holders' advisory locks in one statement (client then email: the select
 * list is evaluated in order), then one statement counts each holder's open orders and their units
 * (issue 27: two round trips, not four). The counts come after the locks, in a statement of their own,
 * so they see every order a holder's earlier transaction committed while this one waited.
 */
export async function checkOpenOrders(tx: Tx, ownUnits: number, holder: OpenOrderHolder, caps: OpenOrderCaps, now: Date): Promise<void> {
  const most = Math.min(caps.unitsPerClient, caps.unitsPerEmail);
  if (ownUnits > most) throw new ApiError(409, MSG.orderTooLarge(most));
  // Orders past the longest hold are expired whether or not the sweep got to them yet; shorter holds
  // still count until the sweep ends them (their stock is held until then).
  const since = new Date(now.getTime() - UNPAID_HOLD_MS);
  const checks = [
    { column: t.orders.clientAddress, value: holder.client, orders: caps.perClient, units: caps.unitsPerClient },
    { column: t.orders.email, value: holder.email, orders: caps.perEmail, units: caps.unitsPerEmail },
  ];
  // Always client then email: two transactions never wait for each other's second lock.
  const lockOf = ({ column, value }: (typeof checks)[number]) => sql`pg_advisory_xact_lock(${LOCK_SPACE}::int, hashtext(${`${column.name}:${value}`}))`;
  await tx.execute(sql`select ${sql.join(checks.map(lockOf), sql`, `)}`);
  const heldBy = ({ column, value }: (typeof checks)[number], holder: number) => {
    const open = tx
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(and(eq(column, value), eq(t.orders.status, "pending_payment"), gt(t.orders.createdAt, since)));
    return tx
      .select({
        holder: sql<number>`${sql.raw(String(holder))}`.mapWith(Number).as("holder"),
        n: count(),
        firstEnd: firstHoldEnd,
        units: sql<number>`(select coalesce(sum(${t.orderItems.units}), 0) from ${t.orderItems} where ${inArray(t.orderItems.orderId, open)})`.mapWith(Number),
      })
      .from(t.orders)
      .where(inArray(t.orders.id, open));
  };
  const counted = await unionAll(heldBy(checks[0]!, 0), heldBy(checks[1]!, 1));
  for (const [i, { orders, units }] of checks.entries()) {
    const held = counted.find((row) => row.holder === i);
    const retryAfter = () => Math.max(1, Math.ceil(((held?.firstEnd ?? now).getTime() - now.getTime()) / 1000));
    if (held && held.n > orders) throw new TooManyOpenOrders(retryAfter());
    if ((held?.units ?? 0) > units) throw new TooManyOpenOrders(retryAfter(), MSG.tooManyUnitsHeld(units));
  }
}

/**
 * The cap on open unpaid orders (finding M5): every unpaid order holds its stock until it is paid or
 * expires, so one client, and one email, may only hold so many at once. Checked in the new order's
 * own transaction, after its row is in: an advisory lock per client and per email makes concurrent
 * orders of one holder count one after the other, so a burst cannot slip past the cap together.
 */
import { and, count, eq, gt, min, sql } from "drizzle-orm";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { UNPAID_HOLD_MS } from "./limits";
import { ORDER_MESSAGES as MSG } from "./messages";
import type { Tx } from "./stock";

/** 429; the route turns `retryAfterSeconds` (when the oldest open order expires) into Retry-After. */
export class TooManyOpenOrders extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, MSG.tooManyUnpaid);
  }
}

export interface OpenOrderHolder {
  client: string;
  email: string;
}

/** The first key of the advisory locks taken here (the seed uses 72_001). */
const LOCK_SPACE = 72_002;

/** Throws TooManyOpenOrders when the holder has more than its caps, counting the order just inserted. */
export async function checkOpenOrders(tx: Tx, holder: OpenOrderHolder, caps: { perClient: number; perEmail: number }, now: Date): Promise<void> {
  // Orders past the hold are expired whether or not the sweep got to them yet.
  const since = new Date(now.getTime() - UNPAID_HOLD_MS);
  const checks = [
    { column: t.orders.clientAddress, value: holder.client, max: caps.perClient },
    { column: t.orders.email, value: holder.email, max: caps.perEmail },
  ];
  // Always client then email: two transactions never wait for each other's second lock.
  for (const { column, value, max } of checks) {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}::int, hashtext(${`${column.name}:${value}`}))`);
    const [open] = await tx
      .select({ n: count(), oldest: min(t.orders.createdAt) })
      .from(t.orders)
      .where(and(eq(column, value), eq(t.orders.status, "pending_payment"), gt(t.orders.createdAt, since)));
    if (open && open.n > max) {
      const expiresAt = (open.oldest ?? now).getTime() + UNPAID_HOLD_MS;
      throw new TooManyOpenOrders(Math.max(1, Math.ceil((expiresAt - now.getTime()) / 1000)));
    }
  }
}

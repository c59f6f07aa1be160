/**
 * Orders whose card was refused (finding 15.10). A refused payment leaves its order open, holding
 * its stock (settle.ts), so that the shopper's next try pays the same order instead of leaving one
 * order per card behind:
 *
 * - The browser starts a new checkout attempt (a new idempotency key) after a refusal. A new key
 *   whose request is the same order (everything but the card: `orderPartOf`) as an open order whose
 *   every payment was refused takes that order over: the key moves to it (a conditional update, so
 *   of two racing attempts one wins, the other places its own order) and the next card pays it.
 * - A new order from the same buyer (email, and account if any) releases their other refused
 *   orders first: their stock goes back before the new one is priced, so a shopper who changed the
 *   cart after a refusal is neither told "sold out" by their own order nor held by the cap on open
 *   orders.
 * An order nobody comes back to expires with the others (sweep.ts).
 */
import { and, desc, eq, exists, getTableColumns, gt, isNull, like, ne, notExists, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { preparedOn } from "../db/prepared";
import * as t from "../db/schema";
import { UNPAID_HOLD_MS } from "./limits";
import { cancelUnpayableOrder, type OrderRow } from "./settle";

/** The fingerprint's first part: what the order is, whatever pays for it (create.ts `requestFingerprint`). */
export const orderPartOf = (fingerprint: string) => fingerprint.split(":")[0]!;

/** Open, with at least one payment and every payment refused. */
function refusedOnly(db: Database) {
  const paymentsOf = (status: ReturnType<typeof eq>) =>
    db
      .select({ one: sql`1` })
      .from(t.payments)
      .where(and(eq(t.payments.orderId, t.orders.id), status));
  return and(
    eq(t.orders.status, "pending_payment"),
    exists(paymentsOf(eq(t.payments.status, "failed"))),
    notExists(paymentsOf(ne(t.payments.status, "failed"))),
  );
}

/** The open order a new attempt with this fingerprint would take over. */
const takenOverBy = (db: Database, fingerprint: string, now: Date) =>
  and(refusedOnly(db), like(t.orders.requestFingerprint, `${orderPartOf(fingerprint)}:%`), gt(t.orders.createdAt, new Date(now.getTime() - UNPAID_HOLD_MS)));

/** The buyer's refused orders, which a new order of theirs releases. */
const refusedOf = (db: Database, buyer: Buyer) => and(refusedOnly(db), eq(t.orders.email, buyer.email), buyer.userId ? eq(t.orders.userId, buyer.userId) : isNull(t.orders.userId));

interface Buyer {
  email: string;
  userId: string | null;
}

/** What a new request for `key` finds before it drafts an order (attemptOrders). */
export interface AttemptOrders {
  /** the key's order */
  existing: OrderRow | null;
  /** the open order whose every card was refused that this attempt takes over (the same order, another card) */
  refused: OrderRow | null;
  /** the buyer's refused orders, released when this attempt places an order of its own */
  releasable: string[];
}

/**
 * The key's order, the refused order the attempt would take over and the buyer's refused orders, in
 * one statement (issue 27: one round trip, not three; each branch keeps its own index).
 */
export async function attemptOrders(db: Database, key: string, fingerprint: string, buyer: Buyer, now: Date): Promise<AttemptOrders> {
  const statement = buyer.userId ? attemptOrdersOfUser(db) : attemptOrdersOfGuest(db);
  const rows = await statement.execute({ key, fingerprint: `${orderPartOf(fingerprint)}:%`, since: new Date(now.getTime() - UNPAID_HOLD_MS).toISOString(), email: buyer.email, userId: buyer.userId });
  const tagged = (tag: string): OrderRow[] =>
    rows
      .filter((row) => row.tag === tag)
      .map(({ tag: branch, ...order }) => {
        void branch;
        return order;
      });
  return { existing: tagged("key")[0] ?? null, refused: tagged("refused")[0] ?? null, releasable: tagged("release").map((order) => order.id) };
}

/** attemptOrders' statement (for a signed-in buyer, or a guest), prepared: every order sends it. */
function attemptOrdersStatement(db: Database, signedIn: boolean) {
  const branch = (tag: string, where: SQL | undefined) =>
    db
      .select({ ...getTableColumns(t.orders), tag: sql<string>`${sql.raw(`'${tag}'`)}`.as("tag") })
      .from(t.orders)
      .where(where);
  const taken = and(refusedOnly(db), like(t.orders.requestFingerprint, sql.placeholder("fingerprint")), gt(t.orders.createdAt, sql.placeholder("since")));
  const buyers = and(refusedOnly(db), eq(t.orders.email, sql.placeholder("email")), signedIn ? eq(t.orders.userId, sql.placeholder("userId")) : isNull(t.orders.userId));
  return unionAll(branch("key", eq(t.orders.idempotencyKey, sql.placeholder("key"))), branch("refused", taken).orderBy(desc(t.orders.createdAt)).limit(1), branch("release", buyers));
}
const attemptOrdersOfUser = preparedOn("attempt_orders_user", (db, name) => attemptOrdersStatement(db, true).prepare(name));
const attemptOrdersOfGuest = preparedOn("attempt_orders_guest", (db, name) => attemptOrdersStatement(db, false).prepare(name));

/** The open order a new attempt with this fingerprint takes over, if any. */
export async function refusedOrderFor(db: Database, fingerprint: string, now: Date): Promise<OrderRow | null> {
  const [order] = await db.select().from(t.orders).where(takenOverBy(db, fingerprint, now)).orderBy(desc(t.orders.createdAt)).limit(1);
  return order ?? null;
}

/** Moves `order` to the attempt `key`; null when another attempt (or the sweep) got to it first. */
export async function adoptOrder(db: Database, order: OrderRow, key: string, fingerprint: string): Promise<OrderRow | null> {
  if (!order.idempotencyKey) return null;
  const [adopted] = await db
    .update(t.orders)
    .set({ idempotencyKey: key, requestFingerprint: fingerprint })
    .where(and(eq(t.orders.id, order.id), eq(t.orders.idempotencyKey, order.idempotencyKey), eq(t.orders.status, "pending_payment")))
    .returning();
  return adopted ?? null;
}

/** Voids the buyer's refused orders (`ids`, else read now): they are placing another one instead. */
export async function releaseRefusedOrders(db: Database, buyer: Buyer, ids?: string[]): Promise<void> {
  const refused = ids ?? (await db.select({ id: t.orders.id }).from(t.orders).where(refusedOf(db, buyer))).map((order) => order.id);
  for (const id of refused) await cancelUnpayableOrder(db, id);
}

/**
 * The stylist's onboarding state that `GET /api/user` answers (ONB-01/07/09/14, G-03): the VIP code
 * held and whether the box can be bought. A box order is an order of type BOX_ORDER_TYPE (1) placed by
 * the user for themselves (no share cart: a share box is its recipient's order), paid, neither
 * confirmed (styles kept or sent back, ACCT-03) nor canceled; it is "in progress" for at most
 * BOX_IN_PROGRESS_DAYS after its payment (lib/stylist/onboarding.ts).
 * `POST /api/goldbox/order` writes such orders, so they show up here once paid, and ships them under the
 * stylist's open store (`openStoreOf`). One open box per stylist (finding S3): `otherOpenBox` when a box is
 * ordered and server/orders/settle.ts when one is paid, both under the user's row lock (`lockUser`).
 */
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { BoxOrderState } from "../../lib/api/schemas/user";
import { BOX_IN_PROGRESS_DAYS } from "../../lib/stylist/onboarding";
import type { SessionUser } from "../auth/session";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import type { Tx } from "../orders/stock";
import { BOX_ORDER_TYPE } from "../returns/rules";

const DAY_MS = 24 * 60 * 60 * 1000;

// Seeded orders are paid without a paid_at; the order's creation stands in for it then.
const paidAt = sql<Date>`coalesce(${t.orders.paidAt}, ${t.orders.createdAt})`.mapWith(t.orders.createdAt);

/** The user's own box orders (no share cart: a share box is its recipient's order), but `except`. */
const ownBoxOrders = (userId: string, except?: string) =>
  and(eq(t.orders.userId, userId), eq(t.orders.type, BOX_ORDER_TYPE), isNull(t.orders.shareCartId), except ? ne(t.orders.id, except) : undefined);

/** Paid, neither confirmed nor canceled, within BOX_IN_PROGRESS_DAYS of its payment. */
const inProgress = (now: Date) =>
  and(eq(t.orders.status, "paid"), eq(t.orders.isCanceled, false), eq(t.orders.isConfirmed, false), gt(paidAt, new Date(now.getTime() - BOX_IN_PROGRESS_DAYS * DAY_MS)));

/** The newest of the user's own box orders still in progress (but `except`), or null. */
export async function boxOrderInProgress(db: Database | Tx, userId: string, now: Date, except?: string): Promise<BoxOrderState | null> {
  const [order] = await db
    .select({ id: t.orders.id, number: t.orders.orderNumber, paidAt })
    .from(t.orders)
    .where(and(ownBoxOrders(userId, except), inProgress(now)))
    .orderBy(desc(paidAt))
    .limit(1);
  return order ? { id: order.id, order_number: order.number, paid_at: order.paidAt.toISOString() } : null;
}

/**
 * The user's row lock that plan purchases take too (server/plans/checkout.ts `claimPurchase`, docs/decisions.md
 * "One plan purchase at a time"): box orders and plan purchases of one user are decided one after the other.
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for("no key update");
}

/**
 * One open box per stylist (ONB-07, finding S3), in the transaction that inserts box order `orderId`, under the
 * user's row lock: no other own box order in progress (paid) nor waiting for payment (within the longest hold,
 * `holdMs`). Answers which one there is, or null.
 */
export async function otherOpenBox(tx: Tx, userId: string, orderId: string, now: Date, holdMs: number): Promise<"in-progress" | "pending" | null> {
  await lockUser(tx, userId);
  if (await boxOrderInProgress(tx, userId, now, orderId)) return "in-progress";
  const [pending] = await tx
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(ownBoxOrders(userId, orderId), eq(t.orders.status, "pending_payment"), gt(t.orders.createdAt, new Date(now.getTime() - holdMs))))
    .limit(1);
  return pending ? "pending" : null;
}

/** The plan key a held VIP code is for, while the code is active (ONB-09 picks that plan); else null. */
export async function vipPlanOf(db: Database, code: string | null): Promise<string | null> {
  if (!code) return null;
  const [row] = await db
    .select({ key: t.plans.key })
    .from(t.vipCodes)
    .innerJoin(t.plans, eq(t.plans.id, t.vipCodes.planId))
    .where(and(eq(t.vipCodes.code, code), eq(t.vipCodes.active, true)))
    .limit(1);
  return row?.key ?? null;
}

/**
 * The id of the user's open store, or null: the account's flag and an active store of theirs, as `store_opened`
 * of `GET /api/user` says (server/auth/accounts.ts). A box's styles ship under it (they are in no store).
 */
export async function openStoreOf(db: Database, user: Pick<SessionUser, "id" | "storeOpened">): Promise<string | null> {
  if (!user.storeOpened) return null;
  const [store] = await db
    .select({ id: t.stores.id })
    .from(t.stores)
    .where(and(eq(t.stores.ownerId, user.id), eq(t.stores.isActive, true)))
    .limit(1);
  return store?.id ?? null;
}

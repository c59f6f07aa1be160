/**
 * The stylist's onboarding state that `GET /api/user` answers (ONB-01/07/09/14, G-03): the VIP code
 * held and whether the box can be bought. A box order is an order of type BOX_ORDER_TYPE (1) placed by
 * the user for themselves (no share cart: a share box is its recipient's order), paid, neither
 * confirmed (styles kept or sent back, ACCT-03) nor canceled; it is "in progress" for at most
 * BOX_IN_PROGRESS_DAYS after its payment (lib/stylist/onboarding.ts).
 * `POST /api/goldbox/order` writes such orders, so they show up here once paid, and ships them under the
 * stylist's open store (`openStoreOf`).
 */
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { BoxOrderState } from "../../lib/api/schemas/user";
import { BOX_IN_PROGRESS_DAYS } from "../../lib/stylist/onboarding";
import type { SessionUser } from "../auth/session";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { BOX_ORDER_TYPE } from "../returns/rules";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The newest of the user's own box orders still in progress, or null. */
export async function boxOrderInProgress(db: Database, userId: string, now: Date): Promise<BoxOrderState | null> {
  const since = new Date(now.getTime() - BOX_IN_PROGRESS_DAYS * DAY_MS);
  // Seeded orders are paid without a paid_at; the order's creation stands in for it then.
  const paidAt = sql<Date>`coalesce(${t.orders.paidAt}, ${t.orders.createdAt})`.mapWith(t.orders.createdAt);
  const [order] = await db
    .select({ id: t.orders.id, number: t.orders.orderNumber, paidAt })
    .from(t.orders)
    .where(
      and(
        eq(t.orders.userId, userId),
        eq(t.orders.type, BOX_ORDER_TYPE),
        isNull(t.orders.shareCartId),
        eq(t.orders.status, "paid"),
        eq(t.orders.isCanceled, false),
        eq(t.orders.isConfirmed, false),
        gt(paidAt, since),
      ),
    )
    .orderBy(desc(paidAt))
    .limit(1);
  return order ? { id: order.id, order_number: order.number, paid_at: order.paidAt.toISOString() } : null;
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

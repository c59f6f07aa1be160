/**
 * The Get Styled Box a shopper orders from a stylist (SHARE-08/10/13, API-77/78/80/81): through the
 * stylist's share link (a share cart) or by booking the stylist's store (`/skd/{store}`). Either way
 * the order is the box order of server/goldbox/order.ts with a "stylist target": no box cart (the
 * stylist styles the box from the buyer's size, style and brand charts), the shoppers' box plan
 * (shopper2) when the buyer holds none, and on a share link the stylist's $20 gift off the box fee
 * (BR-BOX-06). docs/decisions.md "Get Styled Box share flows (SHARE)".
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { BookingAvailability, GoldboxAvailability } from "../../lib/api/schemas/goldbox";
import { isShowBuyPlan } from "../../lib/plans/eligibility";
import { SHARE_BOX_MESSAGES as MSG, SHARE_BOX_PLAN, SHARE_GIFT } from "../../lib/stylist/share-box";
import type { SessionUser } from "../auth/session";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import type { PlanRow } from "../plans/catalog";
import { runningPlan, tierLevels } from "../plans/user-plan";
import { BOX_ORDER_TYPE } from "../returns/rules";
import { heldBoxPlan } from "./box-plan";

/** Who styles the box, and through what the buyer came. */
export interface StylistTarget {
  /** the share link's cart; null on a booking */
  shareCartId: string | null;
  storeId: string;
  stylistUserName: string;
  canShareBox: boolean;
  /** off the box fee: $20 on a share link, nothing on a booking */
  gift: number;
}

/** A share link's stylist: 404 for an unknown share id, or when the store or its owner is gone or closed. */
export async function shareTarget(db: Database, shareCartId: string): Promise<StylistTarget> {
  const [row] = await db
    .select({ storeId: t.shareCarts.storeId, store: t.stores, owner: t.users.userName })
    .from(t.shareCarts)
    .leftJoin(t.stores, eq(t.stores.id, t.shareCarts.storeId))
    .leftJoin(t.users, eq(t.users.id, t.stores.ownerId))
    .where(eq(t.shareCarts.id, shareCartId));
  if (!row) throw new ApiError(404, MSG.notFound);
  if (!row.store || !row.store.isActive || !row.owner) throw new ApiError(404, MSG.stylistNotFound);
  return { shareCartId, storeId: row.store.id, stylistUserName: row.owner, canShareBox: row.store.canShareBox, gift: SHARE_GIFT };
}

/** A booking's stylist, by the store's slug (the owner's user name): 404 when there is no such open store. */
export async function bookingTarget(db: Database, slug: string): Promise<StylistTarget> {
  const [row] = await db
    .select({ store: t.stores, owner: t.users.userName })
    .from(t.stores)
    .innerJoin(t.users, eq(t.users.id, t.stores.ownerId))
    .where(eq(t.stores.slug, slug.toLowerCase()));
  if (!row || !row.store.isActive) throw new ApiError(404, MSG.stylistNotFound);
  return { shareCartId: null, storeId: row.store.id, stylistUserName: row.owner, canShareBox: row.store.canShareBox, gift: 0 };
}

/** The refusal of a target that does not take boxes, or null (the pages keep it for the error page). */
export const targetRefusal = (target: StylistTarget): string | null => (target.canShareBox ? null : MSG.notOffered(target.stylistUserName));

/** The plan a target's checkout is about for this user: shopper2 to buy without a plan, else the held box plan. */
export async function targetPlan(db: Database, user: SessionUser, now: Date): Promise<{ plan: PlanRow; buys: boolean }> {
  const running = await runningPlan(db, user.id, now);
  const { level, subLevel } = tierLevels(user, running);
  if (!isShowBuyPlan(level, subLevel)) return { plan: await heldBoxPlan(db, level, subLevel, running?.plan ?? null), buys: false };
  const [plan] = await db.select().from(t.plans).where(eq(t.plans.key, SHARE_BOX_PLAN));
  return { plan: plan!, buys: true };
}

/** The box fee a target's order charges: the plan's handling fee less the gift, never below 0. */
export const targetBoxFee = (plan: PlanRow, target: StylistTarget) => Math.max(0, plan.handlingFee - target.gift);

async function pendingWarning(db: Database, userId: string): Promise<string | null> {
  const [pending] = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .innerJoin(t.boxOrders, eq(t.boxOrders.orderId, t.orders.id))
    .where(
      and(
        eq(t.orders.userId, userId),
        eq(t.orders.type, BOX_ORDER_TYPE),
        isNotNull(t.boxOrders.stylistStoreId),
        eq(t.orders.status, "paid"),
        eq(t.orders.isCanceled, false),
        eq(t.orders.isConfirmed, false),
      ),
    )
    .limit(1);
  return pending ? MSG.pendingWarning : null;
}

async function offer(db: Database, user: SessionUser, target: StylistTarget, now: Date) {
  const { plan, buys } = await targetPlan(db, user, now);
  return {
    stylist_user_name: target.stylistUserName,
    plan: { plan_id: plan.key, name: plan.name, level: plan.level, monthly_fee: plan.monthlyFee, full_year_fee: plan.fullYearFee, buys },
    handling_fee_settings: { display_handling_fee: plan.handlingFee > 0, handling_fee: plan.handlingFee, gift: Math.min(target.gift, plan.handlingFee), charge: targetBoxFee(plan, target) },
  };
}

/** API-77. */
export async function shareAvailability(db: Database, user: SessionUser, shareCartId: string, now: Date): Promise<GoldboxAvailability> {
  const target = await shareTarget(db, shareCartId);
  const message = targetRefusal(target);
  return { share_cart_id: shareCartId, ...(await offer(db, user, target, now)), allow_gold_box: !message, message, pending_gold_box_warning: await pendingWarning(db, user.id) };
}

/** API-80. */
export async function bookingAvailability(db: Database, user: SessionUser, slug: string, now: Date): Promise<BookingAvailability> {
  const target = await bookingTarget(db, slug);
  const message = targetRefusal(target);
  return { available: !message, message, ...(await offer(db, user, target, now)) };
}

/**
 * Which plan a box checkout is about (ONB-09/10/14, BR-BOX-02/03, C-26): whether the user buys one,
 * which, what it charges now, and the box plan whose fee ('Style Myself Box Fee') and pick limits
 * apply. The plan itself is bought through the plans module (server/plans/checkout.ts).
 */
import { and, asc, eq } from "drizzle-orm";
import { isShowBuyPlan } from "../../lib/plans/eligibility";
import type { SessionUser } from "../auth/session";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import type { PlanPay } from "../payments/subscriptions";
import { quotePlan } from "../plans/calc";
import type { PlanRow } from "../plans/catalog";
import { runningPlan, tierLevels } from "../plans/user-plan";
import { BOX_MESSAGES as MSG } from "./messages";

/** BR-PLAN-01: the fallback plan key, and the one the plan pick preselects. */
export const DEFAULT_BOX_PLAN = "seller1";
const BOX_PLAN_TYPE = "gb";

async function boxPlanByKey(db: Database, key: string): Promise<PlanRow | null> {
  const [plan] = await db.select().from(t.plans).where(and(eq(t.plans.key, key), eq(t.plans.active, true), eq(t.plans.type, BOX_PLAN_TYPE)));
  return plan ?? null;
}

/**
 * The box plan of a user who already has a plan: the running one if it has a box, else the box plan
 * of the account's tier (seeded sellers hold a level without a subscription), else the default.
 */
export async function heldBoxPlan(db: Database, level: number, subLevel: number, running: PlanRow | null): Promise<PlanRow> {
  if (running?.type === BOX_PLAN_TYPE) return running;
  const [tier] = await db
    .select()
    .from(t.plans)
    .where(and(eq(t.plans.level, level), eq(t.plans.subLevel, subLevel), eq(t.plans.active, true), eq(t.plans.type, BOX_PLAN_TYPE)))
    .orderBy(asc(t.plans.key))
    .limit(1);
  return tier ?? (await boxPlanByKey(db, DEFAULT_BOX_PLAN))!;
}

export interface BoxPlanChoice {
  /** the plan whose fee and pick limits the box has */
  plan: PlanRow;
  /** true when the checkout buys `plan`; false when the user has a plan already (the fee alone) */
  buys: boolean;
  pay: PlanPay;
  /** the plan's charge now: its price, 0 with a VIP code or free days, 0 when nothing is bought */
  planFee: number;
  /** the VIP code this checkout uses (ONB-10) */
  vipCode: string | null;
  /** the plan coupon this checkout uses, null without one */
  couponCode: string | null;
  /** a coupon that is not valid (the checkout's 400 lists it) */
  couponInvalid: boolean;
}

/** A code, if active; the plan it names. */
async function activeVip(db: Database, code: string) {
  const [vip] = await db.select().from(t.vipCodes).where(and(eq(t.vipCodes.code, code), eq(t.vipCodes.active, true)));
  return vip ?? null;
}

/**
 * ONB-10: a VIP code that is not valid on order stops it with 'vip code invalid' and resets the
 * applied state (the account's held code). A code typed into the order is checked whatever else
 * holds; a held code only when a plan is bought (a plan holder's box does not use it).
 */
async function vipPlanOf(db: Database, user: SessionUser, typed: string | null, buying: boolean): Promise<{ code: string; plan: PlanRow } | null> {
  const code = typed || (buying ? user.vipCode : null);
  if (!code) return null;
  const vip = await activeVip(db, code);
  const plan = vip ? (await db.select().from(t.plans).where(and(eq(t.plans.id, vip.planId), eq(t.plans.active, true))))[0] : undefined;
  if (!vip || !plan) {
    if (user.vipCode === code) await db.update(t.users).set({ vipCode: null }).where(eq(t.users.id, user.id));
    throw new ApiError(400, MSG.vipInvalid, [{ path: "vip_code", message: MSG.vipInvalid }]);
  }
  return { code, plan };
}

/** The box plan for the box cart's limits and fee: the held one, else the default (before any pick). */
export async function boxPlanForCart(db: Database, user: SessionUser, now: Date): Promise<PlanRow> {
  const running = await runningPlan(db, user.id, now);
  const { level, subLevel } = tierLevels(user, running);
  if (!isShowBuyPlan(level, subLevel)) return heldBoxPlan(db, level, subLevel, running?.plan ?? null);
  return (await boxPlanByKey(db, DEFAULT_BOX_PLAN))!;
}

export interface BoxPlanRequest {
  plan_id?: string;
  plan_pay: PlanPay;
  vip_code?: string;
  coupon_code?: string;
}

/**
 * BR-BOX-02/03: a user with a plan pays the box fee alone; otherwise the checkout buys the VIP
 * code's plan (its fee waived) or the plan picked (seller1 by default), priced by the plans module's
 * calculation (a plan coupon's free days delay its charge).
 */
export async function choosePlan(db: Database, user: SessionUser, request: BoxPlanRequest, now: Date): Promise<BoxPlanChoice> {
  const running = await runningPlan(db, user.id, now);
  const { level, subLevel } = tierLevels(user, running);
  const buying = isShowBuyPlan(level, subLevel);
  const vip = await vipPlanOf(db, user, request.vip_code || null, buying);
  const couponCode = request.coupon_code || null;
  if (!buying) {
    const plan = await heldBoxPlan(db, level, subLevel, running?.plan ?? null);
    return { plan, buys: false, pay: request.plan_pay, planFee: 0, vipCode: null, couponCode: null, couponInvalid: false };
  }
  const plan = vip?.plan ?? (await boxPlanByKey(db, request.plan_id ?? DEFAULT_BOX_PLAN));
  if (!plan) throw new ApiError(400, MSG.planNotForBox, [{ path: "plan_id", message: MSG.planNotForBox }]);
  const quote = await quotePlan(db, { ...user, vipCode: vip?.code ?? null }, { plan_id: plan.key, pay: request.plan_pay, coupon: couponCode ?? undefined }, now);
  return {
    plan,
    buys: true,
    pay: request.plan_pay,
    planFee: quote.total,
    vipCode: quote.vip ? vip!.code : null,
    couponCode,
    couponInvalid: quote.coupon_result?.status === "fail",
  };
}

/**
 * The plan price calculation (API-73, PLAN-09/10/13): the period's price, the refund of the running
 * plan's unused days on a change (prorated to the second), free days from a plan coupon, and a VIP
 * code that waives the fee (ONB-10). The checkout charges exactly what this answers.
 */
import { and, eq, sum } from "drizzle-orm";
import type { PlanCalc, PlanCalcRequest } from "../../lib/api/schemas/plan";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { planByKey, priceOf, type PlanRow } from "./catalog";
import { PLAN_MESSAGES } from "./messages";
import { runningPlan, type UserPlanRow } from "./user-plan";

export type CalcUser = { id: string; planLevel: number; planSubLevel: number; vipCode: string | null };

export interface PlanQuote extends PlanCalc {
  plan: PlanRow;
  running: { row: UserPlanRow; plan: PlanRow } | null;
  freeDays: number;
}

/** What the running period was paid (its charges), so a waived or free period refunds nothing. */
async function paidForPeriod(db: Database, row: UserPlanRow): Promise<number> {
  const [paid] = await db
    .select({ total: sum(t.planCharges.amount) })
    .from(t.planCharges)
    .where(and(eq(t.planCharges.userPlanId, row.id), eq(t.planCharges.periodStart, row.periodStart), eq(t.planCharges.status, "succeeded")));
  return Number(paid?.total ?? 0);
}

/** The unused share of what the running period was paid, rounded to the cent. */
export function unusedRefund(paid: number, periodStart: Date, periodEnd: Date, now: Date): number {
  const length = periodEnd.getTime() - periodStart.getTime();
  if (paid <= 0 || length <= 0) return 0;
  const left = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), length);
  return Math.round((paid * left) / length);
}

/** The VIP code the user holds, if it is still valid for `plan` (ONB-10). */
export async function vipCodeFor(db: Database, code: string | null, plan: PlanRow): Promise<boolean> {
  if (!code) return false;
  const [vip] = await db.select().from(t.vipCodes).where(and(eq(t.vipCodes.code, code), eq(t.vipCodes.active, true)));
  return vip?.planId === plan.id;
}

export async function quotePlan(db: Database, user: CalcUser, request: PlanCalcRequest, now: Date): Promise<PlanQuote> {
  const plan = await planByKey(db, request.plan_id);
  const price = priceOf(plan, request.pay).amount;
  const running = await runningPlan(db, user.id, now);

  if (request.mode === "change") {
    if (!running) throw new ApiError(409, PLAN_MESSAGES.noPlan);
    if (running.plan.id === plan.id && running.row.pay === request.pay) throw new ApiError(409, PLAN_MESSAGES.samePlan);
    // A change is prorated: no coupon, no VIP waiver (those are for a first purchase).
    const refund = Math.min(unusedRefund(await paidForPeriod(db, running.row), running.row.periodStart, running.row.periodEnd, now), price);
    return { plan, running, freeDays: 0, total: price - refund, refund, price, coupon_result: null, vip: false };
  }

  const vip = await vipCodeFor(db, user.vipCode, plan);
  let freeDays = 0;
  let couponResult: PlanCalc["coupon_result"] = null;
  if (request.coupon) {
    const [coupon] = await db.select().from(t.planCoupons).where(and(eq(t.planCoupons.code, request.coupon), eq(t.planCoupons.active, true)));
    freeDays = coupon?.freeDays ?? 0;
    couponResult = { free_days: freeDays, status: coupon ? "success" : "fail" };
  }
  const total = vip || freeDays > 0 ? 0 : price;
  return { plan, running, freeDays, total, refund: 0, price, coupon_result: couponResult, vip };
}

export const calcView = (quote: PlanQuote): PlanCalc => ({
  total: quote.total,
  refund: quote.refund,
  price: quote.price,
  coupon_result: quote.coupon_result,
  vip: quote.vip,
});

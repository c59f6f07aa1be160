/**
 * The plan price calculation (API-73, PLAN-09/10/13): the period's price, the refund of the running
 * plan's unused days on a change (prorated to the second), free days from a plan coupon, and a VIP
 * code's free months (ONB-10), and the schedule: what is charged today and what next, on which day.
 * The checkout charges exactly what this answers, and starts the subscription on its schedule.
 */
import { and, eq, sum } from "drizzle-orm";
import type { FreeTime, PlanCalc, PlanCalcRequest, PlanSchedule } from "../../lib/api/schemas/plan";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { addMonths, DAY_MS, periodEndOf } from "../payments/subscriptions";
import { planByKey, priceOf, type PlanRow } from "./catalog";
import { PLAN_MESSAGES } from "./messages";
import { runningPlan, type UserPlanRow } from "./user-plan";

export type CalcUser = { id: string; planLevel: number; planSubLevel: number; vipCode: string | null };

export interface PlanQuote extends PlanCalc {
  plan: PlanRow;
  running: { row: UserPlanRow; plan: PlanRow } | null;
  /** the first purchase's free time ends here, with the first charge (schedule.next); null: charged today */
  freeUntil: Date | null;
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

type VipRow = typeof t.vipCodes.$inferSelect;

/** The VIP code the user holds, if it is still valid for `plan` (ONB-10). */
export async function vipCodeFor(db: Database, code: string | null, plan: PlanRow): Promise<VipRow | null> {
  if (!code) return null;
  const [vip] = await db.select().from(t.vipCodes).where(and(eq(t.vipCodes.code, code), eq(t.vipCodes.active, true)));
  return vip?.planId === plan.id ? vip : null;
}

/**
 * The free time of a first purchase and the day it ends (the first charge's day). A VIP code grants its
 * record's months whatever the billing period (a yearly plan gets the same month free as a monthly
 * one, then pays its year); a coupon its days. They do not add up: the VIP code wins.
 */
function freeTimeOf(vip: VipRow | null, couponDays: number, now: Date): { free: FreeTime; until: Date } | null {
  if (vip) return { free: { by: "vip", months: vip.freeMonths }, until: addMonths(now, vip.freeMonths) };
  if (couponDays > 0) return { free: { by: "coupon", days: couponDays }, until: new Date(now.getTime() + couponDays * DAY_MS) };
  return null;
}

const scheduleOf = (today: number, price: number, nextDate: Date, free: FreeTime | null): PlanSchedule => ({ today, next: { amount: price, date: nextDate.toISOString() }, free });

export async function quotePlan(db: Database, user: CalcUser, request: PlanCalcRequest, now: Date): Promise<PlanQuote> {
  const plan = await planByKey(db, request.plan_id);
  const price = priceOf(plan, request.pay).amount;
  const running = await runningPlan(db, user.id, now);

  if (request.mode === "change") {
    if (!running) throw new ApiError(409, PLAN_MESSAGES.noPlan);
    if (running.plan.id === plan.id && running.row.pay === request.pay) throw new ApiError(409, PLAN_MESSAGES.samePlan);
    // A change is prorated: no coupon, no VIP waiver (those are for a first purchase). The new period starts now.
    const refund = Math.min(unusedRefund(await paidForPeriod(db, running.row), running.row.periodStart, running.row.periodEnd, now), price);
    const total = price - refund;
    return { plan, running, freeUntil: null, total, refund, price, coupon_result: null, vip: false, schedule: scheduleOf(total, price, periodEndOf(now, request.pay), null) };
  }

  const vip = await vipCodeFor(db, user.vipCode, plan);
  let couponDays = 0;
  let couponResult: PlanCalc["coupon_result"] = null;
  if (request.coupon) {
    const [coupon] = await db.select().from(t.planCoupons).where(and(eq(t.planCoupons.code, request.coupon), eq(t.planCoupons.active, true)));
    couponDays = coupon?.freeDays ?? 0;
    couponResult = { free_days: couponDays, status: coupon ? "success" : "fail" };
  }
  const freeTime = freeTimeOf(vip, couponDays, now);
  const total = freeTime ? 0 : price;
  const firstCharge = freeTime?.until ?? periodEndOf(now, request.pay);
  return { plan, running, freeUntil: freeTime?.until ?? null, total, refund: 0, price, coupon_result: couponResult, vip: Boolean(vip), schedule: scheduleOf(total, price, firstCharge, freeTime?.free ?? null) };
}

export const calcView = (quote: PlanQuote): PlanCalc => ({
  total: quote.total,
  refund: quote.refund,
  price: quote.price,
  coupon_result: quote.coupon_result,
  vip: quote.vip,
  schedule: quote.schedule,
});

/** The plans as the plan pages, the checkout and the change list read them (BR-PLAN-01, APX-03). */
import { and, asc, eq } from "drizzle-orm";
import type { PlanInfo } from "../../lib/api/schemas/plan";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import type { PlanPay, PlanPrice } from "../payments/subscriptions";
import { planPrice } from "../../lib/plans/pricing";
import { PLAN_MESSAGES } from "./messages";

export type PlanRow = typeof t.plans.$inferSelect;

export const planInfoOf = (p: PlanRow): PlanInfo => ({
  id: p.id,
  plan_id: p.key,
  name: p.name,
  level: p.level,
  sub_level: p.subLevel,
  monthly_fee: p.monthlyFee,
  annual_avg_monthly_fee: p.annualAvgMonthlyFee,
  full_year_fee: p.fullYearFee,
  discountOff: p.discountOff,
  local_id: p.key,
  detail: p.detail,
  goldbox: { handling_fee_settings: { handling_fee: p.handlingFee }, min_count: p.minCount, max_count: p.maxCount },
});

/** `type=gb`: the box plans; otherwise every active plan, in tier order. */
export async function listPlans(db: Database, type?: "gb"): Promise<PlanInfo[]> {
  const rows = await db
    .select()
    .from(t.plans)
    .where(type ? and(eq(t.plans.active, true), eq(t.plans.type, type)) : eq(t.plans.active, true))
    .orderBy(asc(t.plans.level), asc(t.plans.subLevel));
  return rows.map(planInfoOf);
}

/** An active plan by key, or a 404. */
export async function planByKey(db: Database, key: string): Promise<PlanRow> {
  const [plan] = await db.select().from(t.plans).where(and(eq(t.plans.key, key), eq(t.plans.active, true)));
  if (!plan) throw new ApiError(404, PLAN_MESSAGES.planNotFound);
  return plan;
}

export const priceOf = (plan: PlanRow, pay: PlanPay): PlanPrice => ({
  planKey: plan.key,
  name: plan.name,
  pay,
  amount: planPrice({ monthly_fee: plan.monthlyFee, annual_avg_monthly_fee: plan.annualAvgMonthlyFee, discountOff: plan.discountOff }, pay),
});

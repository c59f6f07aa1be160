/**
 * The user's running plan (BR-PLAN-13): the newest user_plans row still in its period, whatever its
 * renewal (a stopped renewal runs to the period end). Its tier, else the user's level, decides
 * eligibility (PLAN-11) and the change labels (PLAN-13).
 */
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { PlanSettings, UserPlan } from "../../lib/api/schemas/plan";
import { isShowBuyPlan } from "../../lib/plans/eligibility";
import { tierOf } from "../../lib/plans/tiers";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import type { PlanRow } from "./catalog";

export type UserPlanRow = typeof t.userPlans.$inferSelect;
export type PlanUser = { id: string; planLevel: number; planSubLevel: number };

/** Statuses of a plan that still gives its tier (past_due too, until its period ends). */
export const RUNNING_STATUSES = ["active", "trialing", "past_due"] as const;

export async function runningPlan(db: Database, userId: string, now: Date): Promise<{ row: UserPlanRow; plan: PlanRow } | null> {
  const [running] = await db
    .select({ row: t.userPlans, plan: t.plans })
    .from(t.userPlans)
    .innerJoin(t.plans, eq(t.plans.id, t.userPlans.planId))
    .where(and(eq(t.userPlans.userId, userId), inArray(t.userPlans.status, [...RUNNING_STATUSES]), gt(t.userPlans.periodEnd, now)))
    .orderBy(desc(t.userPlans.periodEnd))
    .limit(1);
  return running ?? null;
}

/** The tier a user is at now: the running plan's, else the account's level (seeded sellers have no user_plans row). */
export const tierLevels = (user: PlanUser, running: { plan: PlanRow } | null) =>
  running ? { level: running.plan.level, subLevel: running.plan.subLevel } : { level: user.planLevel, subLevel: user.planSubLevel };

const userPlanView = ({ row, plan }: { row: UserPlanRow; plan: PlanRow }): UserPlan => ({
  plan_id: plan.key,
  name: plan.name,
  level: plan.level,
  sub_level: plan.subLevel,
  detail: plan.detail,
  pay: row.pay === "year" ? "year" : "month",
  price: row.price,
  period_start_date: row.periodStart.toISOString(),
  period_end_date: row.periodEnd.toISOString(),
  next_payment: row.nextPayment?.toISOString() ?? null,
  canceled_at: row.canceledAt?.toISOString() ?? null,
  status: row.status as UserPlan["status"],
});

/** My Plan Detail's data (PLAN-12) with `is_show_buy_plan` (PLAN-11). */
export async function planSettings(db: Database, user: PlanUser, now: Date): Promise<PlanSettings> {
  const running = await runningPlan(db, user.id, now);
  const { level, subLevel } = tierLevels(user, running);
  return { plan: running ? userPlanView(running) : null, is_show_buy_plan: isShowBuyPlan(level, subLevel), tier: tierOf(level, subLevel) };
}

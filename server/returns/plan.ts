/**
 * The plan whose `return_cost` a return pays (API-63, BR-ORD-05): the user's running subscription
 * plan (server/plans/user-plan.ts: a stopped renewal still runs to its period end), else the plan
 * of their level (users.plan_level/plan_sub_level), else the basic `shopper1` plan every shopper
 * has (docs/decisions.md "Return window and return cost").
 */
import { and, eq } from "drizzle-orm";
import type { PlanCost } from "../../lib/api/schemas/order-history";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { runningPlan, type PlanUser } from "../plans/user-plan";

export const DEFAULT_PLAN_KEY = "shopper1";

const view = (p: typeof t.plans.$inferSelect): PlanCost => ({ key: p.key, name: p.name, level: p.level, sub_level: p.subLevel, return_cost: p.returnCost });

export async function currentPlan(db: Database, user: PlanUser, now: Date): Promise<PlanCost> {
  const running = await runningPlan(db, user.id, now);
  if (running) return view(running.plan);
  const [ofLevel] = await db.select().from(t.plans).where(and(eq(t.plans.level, user.planLevel), eq(t.plans.subLevel, user.planSubLevel), eq(t.plans.type, "")));
  if (ofLevel) return view(ofLevel);
  const [basic] = await db.select().from(t.plans).where(eq(t.plans.key, DEFAULT_PLAN_KEY));
  // A database without the plans (production before its catalogue is set up) charges nothing.
  return basic ? view(basic) : { key: "", name: "", level: 0, sub_level: 0, return_cost: 0 };
}

/**
 * The plan whose `return_cost` a return pays (API-63, BR-ORD-05): the user's running subscription
 * plan, else the plan of their level (users.plan_level/plan_sub_level), else the basic `shopper1`
 * plan every shopper has (docs/decisions.md "Return window and return cost").
 */
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { CurrentPlan } from "../../lib/api/schemas/order-history";
import type { Database } from "../db/client";
import * as t from "../db/schema";

export const DEFAULT_PLAN_KEY = "shopper1";

const view = (p: typeof t.plans.$inferSelect): CurrentPlan => ({ key: p.key, name: p.name, level: p.level, sub_level: p.subLevel, return_cost: p.returnCost });

export async function currentPlan(db: Database, user: { id: string; planLevel: number; planSubLevel: number }, now: Date): Promise<CurrentPlan> {
  const [running] = await db
    .select({ plan: t.plans })
    .from(t.userPlans)
    .innerJoin(t.plans, eq(t.plans.id, t.userPlans.planId))
    .where(and(eq(t.userPlans.userId, user.id), isNull(t.userPlans.canceledAt), gt(t.userPlans.periodEnd, now)))
    .orderBy(desc(t.userPlans.periodEnd))
    .limit(1);
  if (running) return view(running.plan);
  const [ofLevel] = await db.select().from(t.plans).where(and(eq(t.plans.level, user.planLevel), eq(t.plans.subLevel, user.planSubLevel), eq(t.plans.type, "")));
  if (ofLevel) return view(ofLevel);
  const [basic] = await db.select().from(t.plans).where(eq(t.plans.key, DEFAULT_PLAN_KEY));
  // A database without the plans (production before its catalogue is set up) charges nothing.
  return basic ? view(basic) : { key: "", name: "", level: 0, sub_level: 0, return_cost: 0 };
}

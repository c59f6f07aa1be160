/**
 * Which plan the box is bought with (ONB-09/14/18, BR-BOX-03, C-26). What the box checkout charges is the
 * server's calculation (POST /api/plan/calc), never worked out here.
 */
import type { CurrentUser } from "@/lib/api/schemas/user";

/** BR-PLAN-01: the plan a stylist starts with when nothing else is picked. */
export const DEFAULT_BOX_PLAN = "seller1";

/**
 * The box plan: a held VIP code's plan (BR-BOX-03: the code picks its own, whatever else was picked), else the plan
 * picked on auth_plan (`?plan=`), else the running plan, else seller1 — each only when it is a box plan.
 */
export function boxPlanKey(requested: string | null, user: Pick<CurrentUser, "vip_plan_id" | "plan_id">, boxPlans: readonly string[]): string {
  const candidates = [user.vip_plan_id, requested, user.plan_id, DEFAULT_BOX_PLAN];
  return candidates.find((key): key is string => key !== null && boxPlans.includes(key)) ?? boxPlans[0]!;
}

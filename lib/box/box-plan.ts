/**
 * Which plan the box is bought with and what the box checkout charges (ONB-09/14/18, BR-BOX-02/03, C-26).
 */
import type { CurrentUser } from "@/lib/api/schemas/user";
import type { BoxPickInfo } from "./picks";

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

export interface BoxCharge {
  /** cents: the plan's first month, 0 when none is bought or a VIP code waives it */
  planFee: number;
  /** cents: the Style Myself Box Fee */
  boxFee: number;
  grandTotal: number;
}

/**
 * BR-BOX-02: plan fee + Style Myself Box Fee; the fee alone with a VIP code or when the user already has a plan
 * (`buysPlan` false: the plan tier is not 0-0).
 */
export function boxCharge(info: Pick<BoxPickInfo, "monthly_fee" | "access_fee">, { buysPlan, vip }: { buysPlan: boolean; vip: boolean }): BoxCharge {
  const planFee = buysPlan && !vip ? info.monthly_fee : 0;
  return { planFee, boxFee: info.access_fee, grandTotal: planFee + info.access_fee };
}

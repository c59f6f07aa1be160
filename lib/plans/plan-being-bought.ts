/**
 * Finding 9: the plan sign-in and sign-up pages, reached from Select on /plan, say which plan is being bought.
 * The checkout opens monthly (initialPlanPay), so the price shown is the monthly one.
 */
import type { PlanInfo } from "@/lib/api/schemas/plan";
import { formatMoney } from "@/lib/money";
import { planPrice } from "./pricing";

export interface PlanBeingBought {
  name: string;
  /** e.g. '$ 25.00 per month' */
  price: string;
}

/** The plan of `?plan=` among the plans sold, or null (no plan asked for, or one the shop does not sell). */
export function planBeingBought(plans: readonly PlanInfo[], query: Pick<URLSearchParams, "get">): PlanBeingBought | null {
  const key = query.get("plan")?.trim();
  const plan = key ? plans.find((p) => p.plan_id === key) : undefined;
  if (!plan) return null;
  return { name: plan.name, price: `${formatMoney(planPrice(plan, "month"))} per month` };
}

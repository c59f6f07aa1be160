/** Plans as the API answers them (GET /api/plans, GET /api/plans/current), for the plan screens' tests. */
import type { PlanInfo, PlanSettings, UserPlan } from "@/lib/api/schemas/plan";

export function planInfo(plan_id: string, name: string, level: number, sub_level: number, monthly_fee = 2500): PlanInfo {
  return {
    id: `plan-${plan_id}`,
    plan_id,
    name,
    level,
    sub_level,
    monthly_fee,
    annual_avg_monthly_fee: monthly_fee - 500,
    full_year_fee: (monthly_fee - 500) * 12,
    discountOff: 20,
    local_id: plan_id,
    detail: [`${name} feature`],
    goldbox: { handling_fee_settings: { handling_fee: 0 }, min_count: 1, max_count: 6 },
  };
}

/** The seeded catalogue: shopper1 (1-0), shopper2 (1-1), seller1 (2-0), seller2 (2-1). */
export const PLANS: PlanInfo[] = [
  planInfo("shopper1", "Shopper", 1, 0, 999),
  planInfo("shopper2", "Style Myself Plan", 1, 1, 1999),
  planInfo("seller1", "Basic", 2, 0),
  planInfo("seller2", "Pro", 2, 1, 4900),
];

/** seller1, monthly, renewing: 2026-03-10 → 2026-04-10. */
export function userPlan(overrides: Partial<UserPlan> = {}): UserPlan {
  return {
    plan_id: "seller1",
    name: "Basic",
    level: 2,
    sub_level: 0,
    detail: ["Style clients with the Get Styled Box", "Exclusive brands"],
    pay: "month",
    price: 2500,
    period_start_date: "2026-03-10T12:00:00.000Z",
    period_end_date: "2026-04-10T12:00:00.000Z",
    next_payment: "2026-04-10T12:00:00.000Z",
    canceled_at: null,
    status: "active",
    ...overrides,
  };
}

export const planSettings = (plan: UserPlan | null, tier = plan ? `${plan.level}-${plan.sub_level}` : "0-0"): PlanSettings => ({
  plan,
  tier,
  is_show_buy_plan: tier === "0-0",
});

/**
 * Plan prices as the plan pages and the checkout show them (PLAN-04/10, BR-PLAN-02/09, C-17).
 * Integer cents; shared with server/ (money.ts has no imports either).
 */
import { formatMoney } from "../money";

export type PlanPay = "month" | "year";

export interface PlanFees {
  monthly_fee: number;
  annual_avg_monthly_fee: number;
  discountOff: number;
}

/** Monthly = monthly_fee; yearly = 12 × annual_avg_monthly_fee (BR-PLAN-02). */
export const planPrice = (plan: PlanFees, pay: PlanPay) => (pay === "month" ? plan.monthly_fee : 12 * plan.annual_avg_monthly_fee);

/** C-17: the yearly option's label, `save 20%` with the current data. */
export const yearlySaving = (plan: PlanFees) => `save ${plan.discountOff}%`;

/** BR-PLAN-09, the spec's sentence with N and $price filled in ($price is the period's price). */
export const freeDaysText = (days: number, price: number) => `First ${days} days free, then ${formatMoney(price).replace("$ ", "$")} per Month`;

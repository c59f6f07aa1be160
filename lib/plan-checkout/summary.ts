/**
 * What the plan checkout's price box says (PLAN-04, PLAN-09/10, PLAN-13, ONB-10): the period's
 * price, a change's refund, a VIP code's waiver, a coupon's free days, and the total due today,
 * all from the server's calculation (`POST /api/plan/calc`), never worked out here.
 */
import type { PlanCalc } from "@/lib/api/schemas/plan";
import { formatMoney } from "@/lib/money";
import { freeDaysText, planPrice, yearlySaving, type PlanFees, type PlanPay } from "@/lib/plans/pricing";

export interface PlanSummaryLine {
  label: string;
  cents: number;
  /** taken off (printed with a minus sign) */
  discount?: boolean;
}

export interface PlanSummary {
  lines: PlanSummaryLine[];
  /** the total due today, with its label */
  total: PlanSummaryLine;
  /** the coupon's sentence (BR-PLAN-09) when it gives free days */
  freeDays: string | null;
}

/** Ours (G-12: the spec names no label for the total). */
export const TOTAL_LABEL = "Total due today";
export const REFUND_LABEL = "Refund for your current plan";
export const VIP_LABEL = "VIP code: plan fee waived";

/** The monthly / yearly radio's text (PLAN-04, C-17): the yearly option shows the monthly average and `save 20%`. */
export function payOptionText(plan: PlanFees, pay: PlanPay): { price: string; note: string | null } {
  if (pay === "month") return { price: `${formatMoney(planPrice(plan, "month"))} per month`, note: null };
  return { price: `${formatMoney(planPrice(plan, "year"))} per year`, note: `${formatMoney(plan.annual_avg_monthly_fee)} per month, ${yearlySaving(plan)}` };
}

export function planSummary(plan: PlanFees & { name: string }, pay: PlanPay, calc: PlanCalc): PlanSummary {
  const lines: PlanSummaryLine[] = [{ label: `${plan.name}, ${pay === "month" ? "monthly" : "yearly"}`, cents: calc.price }];
  if (calc.refund > 0) lines.push({ label: REFUND_LABEL, cents: calc.refund, discount: true });
  if (calc.vip) lines.push({ label: VIP_LABEL, cents: calc.price, discount: true });
  const days = calc.coupon_result?.status === "success" ? calc.coupon_result.free_days : 0;
  // The spec's sentence says "per Month": a yearly plan's month is its monthly average (it renews at the yearly price).
  const freeDays = days > 0 && !calc.vip ? freeDaysText(days, pay === "month" ? calc.price : plan.annual_avg_monthly_fee) : null;
  if (freeDays) lines.push({ label: `${days} free days`, cents: calc.price - calc.total, discount: true });
  return { lines, total: { label: TOTAL_LABEL, cents: calc.total }, freeDays };
}

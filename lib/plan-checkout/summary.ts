/**
 * What the plan checkout's price box says (PLAN-04, PLAN-09/10, PLAN-13, ONB-10): the period's
 * price, a change's refund, a VIP code's free months or a coupon's free days, the total due today and
 * the next charge with its day, all from the server's calculation (`POST /api/plan/calc`), never
 * worked out here.
 */
import type { FreeTime, PlanCalc } from "@/lib/api/schemas/plan";
import { formatMoney } from "@/lib/money";
import { formatPlanDate } from "@/lib/plans/plan-detail";
import { freeDaysText, planPrice, yearlySaving, type PlanFees, type PlanPay } from "@/lib/plans/pricing";

export interface PlanSummaryLine {
  label: string;
  cents: number;
  /** taken off (printed with a minus sign) */
  discount?: boolean;
  /** printed instead of the amount (the free time's end) */
  text?: string;
}

export interface PlanSummary {
  lines: PlanSummaryLine[];
  /** the total due today, with its label */
  total: PlanSummaryLine;
  /** the next charge: its amount, its day in the label (issue 25: what is charged next, and when) */
  next: PlanSummaryLine;
  /** the coupon's sentence (BR-PLAN-09) when its free days apply */
  freeDays: string | null;
  /** said when a coupon is not used because the VIP code's free time applies (they do not add up) */
  notice: string | null;
}

/** Ours (G-12: the spec names no label for the total). */
export const TOTAL_LABEL = "Total due today";
export const REFUND_LABEL = "Refund for your current plan";
export const COUPON_NOT_USED = "Your VIP code and a coupon do not add up: the VIP code's free time applies, and the coupon is not used.";

/** "Next charge on April 10, 2026" (then every month or year). */
export const nextChargeLabel = (date: string, pay: PlanPay) => `Next charge on ${formatPlanDate(date)}, then every ${pay}`;

/** "VIP code: first month free" / "VIP code: first 3 months free", "30 free days". */
export function freeTimeLabel(free: FreeTime): string {
  if (free.by === "coupon") return `${free.days} free days`;
  return `VIP code: first ${free.months === 1 ? "month" : `${free.months} months`} free`;
}

/** The monthly / yearly radio's text (PLAN-04, C-17): the yearly option shows the monthly average and `save 20%`. */
export function payOptionText(plan: PlanFees, pay: PlanPay): { price: string; note: string | null } {
  if (pay === "month") return { price: `${formatMoney(planPrice(plan, "month"))} per month`, note: null };
  return { price: `${formatMoney(planPrice(plan, "year"))} per year`, note: `${formatMoney(plan.annual_avg_monthly_fee)} per month, ${yearlySaving(plan)}` };
}

/**
 * The summary, every amount and date from the server's calculation: the period's price, a change's
 * refund, the free time (which ends on the next charge's day, shown instead of an amount: a month free
 * on a yearly plan is not a year's price off), the total due today and the next charge.
 */
export function planSummary(plan: PlanFees & { name: string }, pay: PlanPay, calc: PlanCalc): PlanSummary {
  const { schedule } = calc;
  const lines: PlanSummaryLine[] = [{ label: `${plan.name}, ${pay === "month" ? "monthly" : "yearly"}`, cents: calc.price }];
  if (calc.refund > 0) lines.push({ label: REFUND_LABEL, cents: calc.refund, discount: true });
  if (schedule.free) lines.push({ label: freeTimeLabel(schedule.free), cents: 0, text: `Free until ${formatPlanDate(schedule.next.date)}` });
  const days = schedule.free?.by === "coupon" ? schedule.free.days : 0;
  // The spec's sentence says "per Month": a yearly plan's month is its monthly average (it renews at the yearly price).
  const freeDays = days > 0 ? freeDaysText(days, pay === "month" ? calc.price : plan.annual_avg_monthly_fee) : null;
  const couponUnused = schedule.free?.by === "vip" && calc.coupon_result?.status === "success";
  return {
    lines,
    total: { label: TOTAL_LABEL, cents: schedule.today },
    next: { label: nextChargeLabel(schedule.next.date, pay), cents: schedule.next.amount },
    freeDays,
    notice: couponUnused ? COUPON_NOT_USED : null,
  };
}

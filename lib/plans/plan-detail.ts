/**
 * My Plan Detail and the change list (PLAN-12, PLAN-13, BR-PLAN-05…07): what the screens show for the
 * user's plan, as plain functions over `GET /api/plans/current` and `GET /api/plans`.
 */
import type { Route } from "next";
import type { PlanInfo, PlanSettings, UserPlan } from "@/lib/api/schemas/plan";
import { planCheckoutPath } from "@/lib/routes";
import { planDestination } from "./eligibility";
import { canChangePlan, changeLabel, tierOf, type ChangeLabel } from "./tiers";

/** The spec's words (PLAN-12…14) and ours (docs/decisions.md "Plan screens"). */
export const PLAN_TEXT = {
  detail: "My Plan Detail",
  change: "Change Plan",
  cancel: "Cancel plan",
  tutorial: "Get Styled Box Tutorial",
  stopRenew: "Stop Auto-renewal",
  other: "Other (please specify)",
  noPlan: "You don't have a plan yet.",
  seePlans: "See the plans",
  noSubscription: "Your account has no plan subscription to manage.",
  pastDue: "The payment for this plan's renewal failed: we could not charge your card.",
  notSoldAsChange: "Not available as a change of plan.",
} as const;

/** e.g. "March 10, 2026", in UTC like the order dates, so the server's render and the browser agree. */
export function formatPlanDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

export type RenewalState = "renews" | "stopped" | "past_due";

/**
 * BR-PLAN-07: a plan with a `next_payment` renews (Cancel plan is offered); one without has stopped
 * (its cancellation and end dates show), unless its last renewal failed (server/plans/renewals.ts):
 * then it is past due and runs to its grace end.
 */
export function renewalState(plan: Pick<UserPlan, "status" | "next_payment">): RenewalState {
  if (plan.status === "past_due") return "past_due";
  return plan.next_payment ? "renews" : "stopped";
}

/**
 * "Change Plan" (BR-PLAN-06, INAPP-08): for the tiers of BR-PLAN-06 on the web, and only when a change
 * can happen: a running plan to change, or none at all (0-0, whose pick is a first purchase). A level
 * set without a subscription (the seeded sellers) has nothing to change.
 */
export const changePlanOffered = (settings: PlanSettings, inApp: boolean) =>
  canChangePlan(settings.tier, inApp) && (settings.plan !== null || settings.is_show_buy_plan);

/** What to do about a failed renewal, by whether the page offers Change Plan. */
export const pastDueAdvice = (plan: Pick<UserPlan, "period_end_date">, changeOffered: boolean) =>
  `Your plan stays active until ${formatPlanDate(plan.period_end_date)}, then it ends. ${
    changeOffered ? "To keep a plan, choose one under Change Plan and pay with another card." : "To keep a plan, open My Plan Detail on the web and choose one under Change Plan."
  }`;

export interface ChangeChoice {
  plan: PlanInfo;
  label: ChangeLabel;
  /** the checkout of this plan, or null where it cannot be picked (the current plan, shopper1) */
  href: Route | null;
}

/**
 * PLAN-13: every plan the server lists (C-14), labelled by BR-PLAN-05. The current plan is not a
 * pick; nor is a plan the checkout never sells (shopper1, PLAN-11's `planDestination`). With a running
 * plan a pick is a change (`mode=change`, priced with a refund); without one (0-0) a first purchase.
 */
export function changeChoices(plans: readonly PlanInfo[], settings: PlanSettings): ChangeChoice[] {
  const change = settings.plan !== null;
  const [level, subLevel] = settings.tier.split("-").map(Number) as [number, number];
  return plans.map((plan) => {
    const label = changeLabel(settings.tier, tierOf(plan.level, plan.sub_level));
    const sold = planDestination({ plan: plan.plan_id, level, subLevel, change }) === "checkout";
    return { plan, label, href: label !== "current" && sold ? planCheckoutPath(plan.plan_id, change) : null };
  });
}

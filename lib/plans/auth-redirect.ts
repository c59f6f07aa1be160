/**
 * Where the plan sign-in and sign-up lead (PLAN-05/06, BR-PLAN-10, PLAN-11, C-35): the checkout of
 * the query's plan when the user may buy it, else My Plan Detail. Shared with server/ (imports only
 * shared modules).
 */
import type { Route } from "next";
import type { PlanSettings } from "../api/schemas/plan";
import { planCheckoutPath, planSettingPath } from "../routes";
import { planDestination } from "./eligibility";

/** The user's plan state as `GET /api/plans/current` gives it; `tier` is `level-sublevel` (PLAN-15). */
type PlanState = Pick<PlanSettings, "tier">;

/**
 * `?plan=` names the plan the visitor chose on a marketing page (`setting`, or none, for the settings
 * page). The 0-0 rule applies to sign-in and sign-up alike (C-35). Without the user's plan state (the
 * call failed) the settings page, which shows the user where they stand.
 */
export function planAuthRedirect(query: Pick<URLSearchParams, "get">, state: PlanState | null): Route {
  const plan = query.get("plan")?.trim() || null;
  if (!plan || !state) return planSettingPath();
  const [level, subLevel] = state.tier.split("-").map(Number);
  const destination = planDestination({ plan, level: level ?? Number.NaN, subLevel: subLevel ?? Number.NaN, change: false });
  return destination === "checkout" ? planCheckoutPath(plan) : planSettingPath();
}

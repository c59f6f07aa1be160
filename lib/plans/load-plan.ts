import "server-only";
import { redirect } from "next/navigation";
import { getCurrentPlan, getPlans } from "@/lib/api/calls/plans";
import { getCurrentUser } from "@/lib/api/calls/user";
import { unwrap, type ApiResult } from "@/lib/api/errors";
import type { ApiClient } from "@/lib/api/http";
import type { PlanList } from "@/lib/api/schemas/plan";
import type { CurrentPlan } from "@/lib/api/schemas/order-history";
import type { CurrentUser } from "@/lib/api/schemas/user";
import { sessionApi } from "@/lib/api/server";
import { hasSessionCookie } from "@/lib/auth/session-cookie";
import { planSignInPath } from "@/lib/routes";

export interface PlanPageData {
  /** the badge of the plan (G-62: the server's) */
  user: CurrentUser;
  /** the running plan (null without one), `is_show_buy_plan` and the tier */
  settings: CurrentPlan;
}

const unauthorized = (result: ApiResult<unknown>) => !result.ok && result.error.kind === "http" && result.error.status === 401;

/**
 * The plan pages' own calls (PLAN-12…14), made while the page renders. A guest, or a session the API
 * refuses, goes to plan sign-in with `plan=setting`, which comes back to My Plan Detail (`search`
 * keeps `inapp`); any other failure goes to the error boundary.
 */
async function loadForPlanHolder<T extends unknown[]>(search: string, ...calls: { [K in keyof T]: (api: ApiClient) => Promise<ApiResult<T[K]>> }): Promise<T> {
  const signIn = planSignInPath(search ? `plan=setting&${search}` : "plan=setting");
  if (!(await hasSessionCookie())) redirect(signIn);
  const api = await sessionApi();
  const results = await Promise.all(calls.map((call) => call(api)));
  if (results.some(unauthorized)) redirect(signIn);
  return results.map(unwrap) as T;
}

export async function loadPlanPage(search: string): Promise<PlanPageData> {
  const [user, settings] = await loadForPlanHolder<[CurrentUser, CurrentPlan]>(search, getCurrentUser, getCurrentPlan);
  return { user, settings };
}

/** The change list's data: the user's plan and every plan (PLAN-13). */
export async function loadPlanChange(search: string): Promise<{ settings: CurrentPlan; plans: PlanList["plans"] }> {
  const [settings, list] = await loadForPlanHolder<[CurrentPlan, PlanList]>(search, getCurrentPlan, (api) => getPlans(api));
  return { settings, plans: list.plans };
}

/** The user's plan alone (the stop auto-renewal page). */
export async function loadPlanSettings(search: string): Promise<CurrentPlan> {
  const [settings] = await loadForPlanHolder<[CurrentPlan]>(search, getCurrentPlan);
  return settings;
}

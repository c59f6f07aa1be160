import "server-only";
import { notFound, redirect } from "next/navigation";
import { getCurrentPlan, getPlans } from "@/lib/api/calls/plans";
import { unwrap } from "@/lib/api/errors";
import type { PlanInfo } from "@/lib/api/schemas/plan";
import { publicApi, sessionApi } from "@/lib/api/server";
import { hasSessionCookie } from "@/lib/auth/session-cookie";
import { BASIC_SHOPPER_PLAN } from "@/lib/plans/eligibility";
import type { PlanPay } from "@/lib/plans/pricing";
import { planSettingPath, planSignInPath } from "@/lib/routes";
import { checkoutAccess, checkoutPlanKey, initialPlanPay, planCheckoutSearch, readPlanCheckoutQuery } from "./query";

export interface PlanCheckoutSetup {
  /** the plans the chooser offers: all but shopper1, which is never bought (BR-PLAN-04) */
  plans: PlanInfo[];
  initialPlan: string;
  initialPay: PlanPay;
  change: boolean;
  current: { plan: string; name: string } | null;
}

/**
 * What the plan checkout opens with (PLAN-09, PLAN-11, C-16): a guest (or a session the API refuses)
 * goes to the plan sign-in with the query kept; a user who may not buy the plan goes to My Plan Detail;
 * without the plans (a catalogue not set up) the page is not found.
 */
export async function loadPlanCheckout(search: Record<string, string | string[] | undefined>): Promise<PlanCheckoutSetup> {
  const signIn = planSignInPath(planCheckoutSearch(search));
  if (!(await hasSessionCookie())) redirect(signIn);
  const [plans, current] = await Promise.all([publicApi().then((api) => getPlans(api)), sessionApi().then((api) => getCurrentPlan(api))]);
  if (!current.ok && current.error.kind === "http" && current.error.status === 401) redirect(signIn);
  const sold = unwrap(plans).plans;
  const me = unwrap(current);

  const query = readPlanCheckoutQuery(search);
  const plan = checkoutPlanKey(query.plan, sold.map((p) => p.plan_id));
  const access = checkoutAccess({ plan, change: query.change, tier: me.tier, hasPlan: me.plan !== null });
  if (access.destination === "settings") redirect(planSettingPath());
  // A shop whose plan catalogue is not set up sells nothing.
  if (!sold.some((p) => p.plan_id === plan)) notFound();
  return {
    plans: sold.filter((p) => p.plan_id !== BASIC_SHOPPER_PLAN),
    initialPlan: plan,
    initialPay: initialPlanPay(access.change, me.plan, plan),
    change: access.change,
    current: access.change && me.plan ? { plan: me.plan.plan_id, name: me.plan.name } : null,
  };
}

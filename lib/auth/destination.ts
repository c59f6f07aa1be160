import "server-only";
import type { Route } from "next";
import { getCurrentPlan } from "@/lib/api/calls/plans";
import { sessionApi, tokenApi } from "@/lib/api/server";
import { planAuthRedirect } from "@/lib/plans/auth-redirect";
import { isAuthContext, PLAN_CONTEXT, redirectAfterAuth, type SignInContext } from "./contexts";
import { forwardedHeaders } from "./forwarded";
import { hasSessionCookie } from "./session-cookie";

/**
 * Where a sign-in or sign-up leads (AUTH-08, PLAN-05/06). The store contexts decide from the query
 * alone; the plan screens also need the user's plan (PLAN-11), read with the token just issued.
 * `context` comes from the browser: anything unknown is the plain `sign` context.
 */
export async function destinationAfterAuth(context: SignInContext, query: string, token: string): Promise<Route> {
  const params = new URLSearchParams(query);
  if (context !== PLAN_CONTEXT) return redirectAfterAuth(isAuthContext(context) ? context : "sign", params);
  const plan = await getCurrentPlan(await tokenApi(token, await forwardedHeaders()));
  return planAuthRedirect(params, plan.ok ? plan.data : null);
}

/**
 * PLAN-05/06 for a visitor who is signed in already: where the plan sign-in would lead them, or null
 * for a guest (and for a cookie whose token the API refuses: such a visitor signs in again).
 */
export async function signedInPlanDestination(query: Pick<URLSearchParams, "get">): Promise<Route | null> {
  if (!(await hasSessionCookie())) return null;
  const plan = await getCurrentPlan(await sessionApi());
  return plan.ok ? planAuthRedirect(query, plan.data) : null;
}

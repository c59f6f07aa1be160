import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPanel } from "@/components/auth/auth-shell";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SocialSignIn } from "@/components/auth/social-sign-in";
import { DelayedReveal, PLAN_SIGN_IN_DELAY_MS } from "@/components/plan/delayed-reveal";
import { PlanPurchaseIntro } from "@/components/plan/plan-purchase-intro";
import { PLAN_CONTEXT, signInLinks, storeOf } from "@/lib/auth/contexts";
import { signedInPlanDestination } from "@/lib/auth/destination";
import { TEXT } from "@/lib/auth/messages";
import { searchParamsOf } from "@/lib/auth/query";
import { cachedPlans } from "@/lib/cache/catalog-reads";
import { planBeingBought } from "@/lib/plans/plan-being-bought";
import { serverConfig } from "@/lib/config/server";

export const metadata: Metadata = { title: TEXT.signIn, robots: { index: false } };

/**
 * plan-plan_sign_in (PLAN-05): the shopper sign-in in the plan context, shown after a 1 s delay; its
 * Sign Up link is hidden with `?direct`. It leads to the checkout of `?plan=` or to My Plan Detail
 * (PLAN-11), where a visitor who is signed in already goes at once. With `?plan=` (Select on /plan) it says
 * first which plan is being bought and offers creating an account (finding 9).
 */
export default async function PlanSignInPage({ searchParams }: PageProps<"/plan/plan_sign_in">) {
  const query = searchParamsOf(await searchParams);
  const destination = await signedInPlanDestination(query);
  if (destination) redirect(destination);
  // the plan is a help, not a condition: a sign-in without the plans still signs in
  const plans = await cachedPlans();
  const buying = plans.ok ? planBeingBought(plans.data.plans, query) : null;

  return (
    <AuthPanel title={TEXT.signIn}>
      {buying && <PlanPurchaseIntro plan={buying} signUp={signInLinks(PLAN_CONTEXT, query.toString(), storeOf(query)).signUp} />}
      <DelayedReveal delayMs={PLAN_SIGN_IN_DELAY_MS}>
        <SignInForm context={PLAN_CONTEXT} query={query.toString()} store={storeOf(query, serverConfig().defaultStore)} />
        <SocialSignIn context={PLAN_CONTEXT} query={query.toString()} />
      </DelayedReveal>
    </AuthPanel>
  );
}

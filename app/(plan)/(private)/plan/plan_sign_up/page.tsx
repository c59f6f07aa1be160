import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPanel } from "@/components/auth/auth-shell";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { SocialSignIn } from "@/components/auth/social-sign-in";
import { PlanPurchaseIntro } from "@/components/plan/plan-purchase-intro";
import { PLAN_CONTEXT } from "@/lib/auth/contexts";
import { signedInPlanDestination } from "@/lib/auth/destination";
import { TEXT } from "@/lib/auth/messages";
import { planInviteCode } from "@/lib/auth/plan-invite";
import { searchParamsOf } from "@/lib/auth/query";
import { cachedPlans } from "@/lib/cache/catalog-reads";
import { planBeingBought } from "@/lib/plans/plan-being-bought";

export const metadata: Metadata = { title: TEXT.signUp, robots: { index: false } };

/**
 * plan-plan_sign_up (PLAN-06): the shopper sign-up in the plan context, with the invite name of the
 * store the visitor came from. It leads where the plan sign-in does (C-35); a visitor who is signed in
 * already goes there at once.
 */
export default async function PlanSignUpPage({ searchParams }: PageProps<"/plan/plan_sign_up">) {
  const query = searchParamsOf(await searchParams);
  const destination = await signedInPlanDestination(query);
  if (destination) redirect(destination);
  const plans = await cachedPlans();
  const buying = plans.ok ? planBeingBought(plans.data.plans, query) : null;

  return (
    <AuthPanel title={TEXT.signUp}>
      {/* finding 9: the plan being bought stays in view while the account is made */}
      {buying && <PlanPurchaseIntro plan={buying} signUp={null} />}
      <SignUpForm context={PLAN_CONTEXT} query={query.toString()} inviteCode={await planInviteCode(query)} />
      <SocialSignIn context={PLAN_CONTEXT} query={query.toString()} />
    </AuthPanel>
  );
}

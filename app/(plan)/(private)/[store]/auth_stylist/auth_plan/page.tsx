import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PlanCard } from "@/components/plan/plan-card";
import { VipCodeForm } from "@/components/stylist/vip-code-form";
import { PageContainer } from "@/components/ui/page-container";
import { currentUser } from "@/lib/auth/current-user";
import { cachedPlans } from "@/lib/cache/catalog-reads";
import { stylistBoxPath, stylistHomePath, stylistPlanDonePath } from "@/lib/routes";
import { STYLIST_PLAN_KEYS } from "@/lib/stylist/onboarding";
import { onboardingRedirect } from "@/lib/stylist/step-guard";

export const metadata: Metadata = { title: "Pick your store plan", robots: { index: false } };

/**
 * auth_plan (ONB-09, ONB-10): seller1 (MOST POPULAR) and seller2, each Select going to the box builder
 * with the pick in its URL (`?plan=`, docs/decisions.md); or a VIP code, which skips the plan. Skipped
 * altogether when no purchase is needed or a VIP code is held (`planStepSkips`).
 */
export default async function StylistPlanPage({ params }: PageProps<"/[store]/auth_stylist/auth_plan">) {
  const { store } = await params;
  const user = await currentUser();
  const to = onboardingRedirect("plan", user, store);
  if (to || !user) redirect(to ?? stylistHomePath(store));
  const plans = await cachedPlans();
  if (!plans.ok) throw new Error(`the plan list could not be loaded: ${plans.error.message}`);
  const cards = STYLIST_PLAN_KEYS.flatMap((key) => plans.data.plans.filter((plan) => plan.plan_id === key));

  return (
    <PageContainer width="wide" className="space-y-10 py-10">
      <h1 className="font-serif text-3xl text-stone-950">Pick your store plan</h1>
      <div className="grid gap-8 pt-3 desktop:grid-cols-2">
        {cards.map((plan, index) => (
          <PlanCard key={plan.plan_id} plan={plan} popular={index === 0} selectHref={stylistBoxPath(store, plan.plan_id)} />
        ))}
      </div>
      <div className="max-w-md">
        <VipCodeForm next={stylistPlanDonePath(store)} />
      </div>
    </PageContainer>
  );
}

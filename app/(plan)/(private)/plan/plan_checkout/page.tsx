import type { Metadata } from "next";
import { PlanCheckout } from "@/components/plan-checkout/plan-checkout";
import { PageContainer } from "@/components/ui/page-container";
import { loadPlanCheckout } from "@/lib/plan-checkout/load-checkout";

export const metadata: Metadata = { title: "Plan checkout", robots: { index: false, follow: false } };

/** plan-plan_checkout?plan={key}[&mode=change] (PLAN-09…11, ONB-10). */
export default async function PlanCheckoutPage({ searchParams }: PageProps<"/plan/plan_checkout">) {
  const setup = await loadPlanCheckout(await searchParams);
  return (
    <PageContainer width="account" className="py-10">
      <h1 className="mb-8 font-serif text-3xl text-stone-950">{setup.change ? "Change your plan" : "Plan checkout"}</h1>
      <PlanCheckout {...setup} />
    </PageContainer>
  );
}

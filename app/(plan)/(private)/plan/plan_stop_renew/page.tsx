import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { isInAppVisit } from "@/lib/inapp/visit";
import { searchParamsOf } from "@/lib/auth/query";
import { loadPlanSettings } from "@/lib/plans/load-plan";
import { formatPlanDate, PLAN_TEXT, renewalState } from "@/lib/plans/plan-detail";
import { planSettingPath } from "@/lib/routes";
import { PlanScreen } from "@/components/plan/plan-screen";
import { StopRenewForm } from "@/components/plan/stop-renew-form";

export const metadata: Metadata = { title: PLAN_TEXT.stopRenew, robots: { index: false } };

/** plan-plan_stop_renew (PLAN-14): only for a plan that renews (BR-PLAN-07); else back to My Plan Detail. */
export default async function PlanStopRenewPage({ searchParams }: PageProps<"/plan/plan_stop_renew">) {
  const search = (await isInAppVisit(searchParamsOf(await searchParams))) ? "inapp" : "";
  const { plan } = await loadPlanSettings(search);
  if (!plan || renewalState(plan) !== "renews") redirect(planSettingPath(search));
  return (
    <PlanScreen title={PLAN_TEXT.stopRenew}>
      <p className="mb-6 text-[15px] text-stone-800">
        Your {plan.name} plan stays active until {formatPlanDate(plan.period_end_date)} and does not renew after that.
      </p>
      <StopRenewForm search={search} />
    </PlanScreen>
  );
}

import type { Metadata } from "next";
import { isInAppVisit } from "@/lib/inapp/visit";
import { searchParamsOf } from "@/lib/auth/query";
import { loadPlanPage } from "@/lib/plans/load-plan";
import { PLAN_TEXT } from "@/lib/plans/plan-detail";
import { PlanDetail } from "@/components/plan/plan-detail";
import { PlanScreen } from "@/components/plan/plan-screen";

export const metadata: Metadata = { title: PLAN_TEXT.detail, robots: { index: false } };

/** plan-plan_setting (PLAN-12, INAPP-08): the signed-in user's plan, read while the page renders. */
export default async function PlanSettingPage({ searchParams }: PageProps<"/plan/plan_setting">) {
  const inApp = await isInAppVisit(searchParamsOf(await searchParams));
  const { user, settings } = await loadPlanPage(inApp ? "inapp" : "");
  return (
    <PlanScreen title={PLAN_TEXT.detail}>
      <PlanDetail settings={settings} user={user} inApp={inApp} />
    </PlanScreen>
  );
}

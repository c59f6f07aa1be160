import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { isInAppVisit } from "@/lib/inapp/visit";
import { searchParamsOf } from "@/lib/auth/query";
import { loadPlanChange } from "@/lib/plans/load-plan";
import { changePlanOffered, PLAN_TEXT } from "@/lib/plans/plan-detail";
import { planSettingPath } from "@/lib/routes";
import { ChangePlanList } from "@/components/plan/change-plan-list";
import { PlanScreen } from "@/components/plan/plan-screen";

export const metadata: Metadata = { title: PLAN_TEXT.change, robots: { index: false } };

/** plan-plan_change (PLAN-13): where My Plan Detail offers 'Change Plan' (BR-PLAN-06, web only); else back there. */
export default async function PlanChangePage({ searchParams }: PageProps<"/plan/plan_change">) {
  const inApp = await isInAppVisit(searchParamsOf(await searchParams));
  const search = inApp ? "inapp" : "";
  const { settings, plans } = await loadPlanChange(search);
  if (!changePlanOffered(settings, inApp)) redirect(planSettingPath(search));
  return (
    <PlanScreen title={PLAN_TEXT.change}>
      <ChangePlanList plans={plans} settings={settings} />
    </PlanScreen>
  );
}

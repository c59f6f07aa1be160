import Link from "next/link";
import type { PlanSettings, UserPlan } from "@/lib/api/schemas/plan";
import type { CurrentUser } from "@/lib/api/schemas/user";
import { changePlanOffered, formatPlanDate, pastDueAdvice, PLAN_TEXT, renewalState } from "@/lib/plans/plan-detail";
import { planChangePath, planStopRenewPath, planStylistPath } from "@/lib/routes";
import { PlanBadge } from "@/components/account/plan-badge";
import { Alert } from "@/components/ui/alert";
import { primaryButton, secondaryButton, textButton } from "@/components/ui/button-styles";
import { StyledBoxTutorial } from "./styled-box-tutorial";

interface PlanDetailProps {
  settings: PlanSettings;
  /** the plan badge (G-62: the server's, as My Account shows it) */
  user: Pick<CurrentUser, "plan_badge">;
  inApp: boolean;
}

/**
 * My Plan Detail (PLAN-12, BR-PLAN-06/07, INAPP-08): the plan with its badge, feature lines and period;
 * 'Change Plan' where BR-PLAN-06 allows it on the web; 'Cancel plan' while it renews, else its
 * cancellation and end dates; a failed renewal says so and what to do; shoppers (1-0) get the Get
 * Styled Box tutorial. Without a plan, an empty state that leads to the plans.
 */
export function PlanDetail({ settings, user, inApp }: PlanDetailProps) {
  const search = inApp ? "inapp" : "";
  const changeOffered = changePlanOffered(settings, inApp);
  const { plan } = settings;
  return (
    <div className="space-y-8">
      {plan ? (
        <PlanSummary plan={plan} badge={user.plan_badge} changeOffered={changeOffered} />
      ) : settings.is_show_buy_plan ? (
        <p className="text-[15px] text-stone-800">
          {PLAN_TEXT.noPlan}{" "}
          <Link href={planStylistPath()} className={textButton}>
            {PLAN_TEXT.seePlans}
          </Link>
        </p>
      ) : (
        <p className="text-[15px] text-stone-800">{PLAN_TEXT.noSubscription}</p>
      )}
      {settings.tier === "1-0" ? <StyledBoxTutorial /> : null}
      {changeOffered || (plan && renewalState(plan) === "renews") ? (
        <div className="flex flex-wrap gap-3">
          {changeOffered ? (
            <Link href={planChangePath()} className={`${primaryButton} desktop:w-auto`}>
              {PLAN_TEXT.change}
            </Link>
          ) : null}
          {plan && renewalState(plan) === "renews" ? (
            <Link href={planStopRenewPath(search)} className={`${secondaryButton} h-12`}>
              {PLAN_TEXT.cancel}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function PlanSummary({ plan, badge, changeOffered }: { plan: UserPlan; badge: CurrentUser["plan_badge"]; changeOffered: boolean }) {
  const state = renewalState(plan);
  return (
    <section aria-labelledby="plan-name" className="space-y-6">
      <h2 id="plan-name" className="text-lg">
        <PlanBadge user={{ plan_name: plan.name, plan_badge: badge }} />
      </h2>
      {state === "past_due" ? (
        <Alert>
          {PLAN_TEXT.pastDue} {pastDueAdvice(plan, changeOffered)}
        </Alert>
      ) : null}
      {plan.detail.length > 0 ? (
        <ul className="list-disc space-y-1.5 pl-5 text-[15px] text-stone-800">
          {plan.detail.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-[15px]">
        <dt className="text-stone-600">Period start</dt>
        <dd className="text-stone-950">{formatPlanDate(plan.period_start_date)}</dd>
        {state === "renews" ? (
          <>
            <dt className="text-stone-600">Period end</dt>
            <dd className="text-stone-950">{formatPlanDate(plan.period_end_date)}</dd>
          </>
        ) : (
          <>
            {plan.canceled_at ? (
              <>
                <dt className="text-stone-600">Cancellation date</dt>
                <dd className="text-stone-950">{formatPlanDate(plan.canceled_at)}</dd>
              </>
            ) : null}
            <dt className="text-stone-600">Plan end date</dt>
            <dd className="text-stone-950">{formatPlanDate(plan.period_end_date)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

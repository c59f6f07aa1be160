import Link from "next/link";
import type { PlanInfo, PlanSettings } from "@/lib/api/schemas/plan";
import { formatMoney } from "@/lib/money";
import { changeChoices, PLAN_TEXT } from "@/lib/plans/plan-detail";
import { primaryButton } from "@/components/ui/button-styles";

/**
 * The change-plan list (PLAN-13, BR-PLAN-05, G-12): every plan with its feature lines and a button
 * labelled current / upgrade / downgrade. The current plan's button is disabled (a click does nothing);
 * another plan's leads to its checkout, as a change of the running plan.
 */
export function ChangePlanList({ plans, settings }: { plans: readonly PlanInfo[]; settings: PlanSettings }) {
  return (
    <ul className="space-y-4">
      {changeChoices(plans, settings).map(({ plan, label, href }) => {
        const nameId = `plan-${plan.plan_id}`;
        const noteId = `${nameId}-note`;
        return (
          <li key={plan.plan_id} className="border border-stone-200 p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={nameId} className="font-serif text-xl text-stone-950">
                {plan.name}
              </h2>
              <p className="text-sm text-stone-700">{`${formatMoney(plan.monthly_fee)} / month`}</p>
            </div>
            {plan.detail.length > 0 ? (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-stone-800">
                {plan.detail.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
            <div className="mt-4">
              {href ? (
                <Link href={href} aria-describedby={nameId} className={`${primaryButton} desktop:w-48`}>
                  {label}
                </Link>
              ) : (
                <>
                  <button type="button" disabled aria-describedby={label === "current" ? nameId : `${nameId} ${noteId}`} className={`${primaryButton} desktop:w-48`}>
                    {label}
                  </button>
                  {label === "current" ? null : (
                    <p id={noteId} className="mt-2 text-sm text-stone-600">
                      {PLAN_TEXT.notSoldAsChange}
                    </p>
                  )}
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

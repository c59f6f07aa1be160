import type { Route } from "next";
import Link from "next/link";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";
import type { PlanInfo } from "@/lib/api/schemas/plan";
import { formatMoney } from "@/lib/money";
import { MOST_POPULAR } from "@/lib/plans/marketing";
import { planPrice, yearlySaving } from "@/lib/plans/pricing";
import { planCheckoutPath } from "@/lib/routes";

interface PlanCardProps {
  plan: PlanInfo;
  popular: boolean;
  /** where Select leads: the plan checkout, or the stylist onboarding's box builder (ONB-09) */
  selectHref?: Route;
}

/**
 * One plan on a marketing page (PLAN-04): the monthly price, the yearly price with its monthly
 * average and `save {discountOff}%` (C-17), the feature lines, and Select, which opens the checkout
 * for this plan (it asks a guest to sign in first) unless the page leads elsewhere.
 */
export function PlanCard({ plan, popular, selectHref = planCheckoutPath(plan.plan_id) }: PlanCardProps) {
  const headingId = `plan-${plan.plan_id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col border bg-white p-6 desktop:p-8 ${popular ? "border-stone-950 ring-1 ring-stone-950" : "border-stone-300"}`}
    >
      {popular ? (
        <p className="absolute -top-3 left-6 bg-stone-950 px-3 py-1 text-[11px] font-semibold tracking-[0.2em] text-white">{MOST_POPULAR}</p>
      ) : null}
      <h2 id={headingId} className="font-serif text-2xl text-stone-950">
        {plan.name}
      </h2>
      <p className="mt-4 text-stone-950">
        <span className="text-3xl font-medium tabular-nums">{formatMoney(planPrice(plan, "month"))}</span>
        <span className="text-sm text-stone-700"> / month</span>
      </p>
      <p className="mt-2 text-sm text-stone-700">
        or <span className="font-medium text-stone-950 tabular-nums">{formatMoney(planPrice(plan, "year"))}</span> / year (
        <span className="tabular-nums">{formatMoney(plan.annual_avg_monthly_fee)}</span> / month){" "}
        <span className="ml-1 inline-block bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-950">{yearlySaving(plan)}</span>
      </p>
      {plan.detail.length > 0 ? (
        <ul className="mt-6 flex-1 space-y-2 text-[15px] text-stone-800">
          {plan.detail.map((line) => (
            <li key={line} className="flex gap-2">
              <span aria-hidden="true">✓</span>
              {line}
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex-1" />
      )}
      <Link href={selectHref} aria-label={`Select ${plan.name}`} className={`mt-8 ${popular ? primaryButton : `${secondaryButton} w-full`}`}>
        Select
      </Link>
    </article>
  );
}

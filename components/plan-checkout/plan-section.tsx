"use client";
import type { UseFormRegister } from "react-hook-form";
import type { PlanInfo } from "@/lib/api/schemas/plan";
import type { PlanCheckoutValues } from "@/lib/plan-checkout/form";
import { payOptionText } from "@/lib/plan-checkout/summary";
import type { PlanPay } from "@/lib/plans/pricing";
import { Button } from "@/components/ui/button";

interface PlanSectionProps {
  plan: PlanInfo;
  register: UseFormRegister<PlanCheckoutValues>;
  /** a change: the plan it replaces */
  changingFrom: string | null;
  onChoose: () => void;
  disabled: boolean;
}

const row =
  "flex cursor-pointer items-start gap-3 border border-stone-200 px-4 py-3 text-sm has-[:checked]:border-stone-950 has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-stone-950";

const PAYS: { pay: PlanPay; label: string }[] = [
  { pay: "month", label: "Monthly" },
  { pay: "year", label: "Yearly" },
];

/** The plan bought, the chooser's button, and the monthly / yearly radio (PLAN-04, C-17). */
export function PlanSection({ plan, register, changingFrom, onChoose, disabled }: PlanSectionProps) {
  return (
    <section aria-labelledby="plan-plan-h" className="space-y-4">
      <h2 id="plan-plan-h" className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
        Plan
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3 border border-stone-200 px-4 py-3">
        <div>
          <p className="text-lg font-semibold text-stone-950" data-testid="plan-name">
            {plan.name}
          </p>
          {changingFrom && <p className="text-sm text-stone-600">Changing from {changingFrom}</p>}
        </div>
        <Button variant="secondary" onClick={onChoose} disabled={disabled}>
          Choose another plan
        </Button>
      </div>
      <fieldset className="space-y-2" disabled={disabled}>
        <legend className="mb-2 text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">Billing period</legend>
        {PAYS.map(({ pay, label }) => {
          const text = payOptionText(plan, pay);
          return (
            <label key={pay} className={row}>
              <input type="radio" value={pay} {...register("pay")} className="mt-0.5 size-4 accent-stone-950" />
              <span className="flex-1">
                <span className="font-medium">{label}</span> · {text.price}
                {text.note && <span className="block text-stone-600">{text.note}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
    </section>
  );
}

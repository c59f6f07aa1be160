"use client";
import type { ReactNode } from "react";
import type { PlanCalc, PlanInfo } from "@/lib/api/schemas/plan";
import { planSummary } from "@/lib/plan-checkout/summary";
import type { PlanPay } from "@/lib/plans/pricing";
import { TotalRow } from "@/components/cart/total-row";
import { Button } from "@/components/ui/button";

interface PlanPriceProps {
  plan: PlanInfo;
  pay: PlanPay;
  calc: PlanCalc | undefined;
  /** a new calculation is on its way: the last one stays, faded */
  updating: boolean;
  /** clears the coupon (PLAN-10's Cancel) */
  onCancelCoupon: () => void;
  disabled: boolean;
  /** below the total: the messages and the button */
  children: ReactNode;
}

/** The price as the server calculated it (PLAN-09/10/13, ONB-10): the lines, the free-days sentence with Cancel, the total due today and the next charge. */
export function PlanPrice({ plan, pay, calc, updating, onCancelCoupon, disabled, children }: PlanPriceProps) {
  const summary = calc ? planSummary(plan, pay, calc) : null;
  return (
    <section aria-labelledby="plan-price-h" aria-busy={updating} className="space-y-5 bg-stone-50 p-5 ring-1 ring-stone-200">
      <h2 id="plan-price-h" className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
        Summary
      </h2>
      {summary ? (
        <>
          {summary.freeDays && (
            <div className="flex flex-wrap items-center justify-between gap-3 border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
              <p>{summary.freeDays}</p>
              <Button variant="text" onClick={onCancelCoupon} disabled={disabled}>
                Cancel
              </Button>
            </div>
          )}
          {summary.notice && <p className="text-sm text-stone-700">{summary.notice}</p>}
          <dl className={`space-y-1.5 transition-opacity ${updating ? "opacity-85" : ""}`}>
            {summary.lines.map((line) => (
              <TotalRow key={line.label} label={line.label} cents={line.cents} discount={line.discount} text={line.text} />
            ))}
            <TotalRow label={summary.total.label} cents={summary.total.cents} strong testId="plan-total" />
            <TotalRow label={summary.next.label} cents={summary.next.cents} testId="plan-next-charge" />
          </dl>
        </>
      ) : (
        <div aria-hidden="true" className="h-24 animate-pulse bg-stone-100" />
      )}
      {children}
    </section>
  );
}

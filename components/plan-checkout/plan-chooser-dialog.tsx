"use client";
import { useId } from "react";
import type { PlanInfo } from "@/lib/api/schemas/plan";
import { formatMoney } from "@/lib/money";
import { Button } from "@/components/ui/button";
import { CloseButton } from "@/components/ui/close-button";
import { Dialog } from "@/components/ui/dialog";

interface PlanChooserDialogProps {
  open: boolean;
  plans: readonly PlanInfo[];
  /** the plan key in the form */
  selected: string;
  /** a change: the running plan's key, marked as such */
  currentPlan: string | null;
  onPick: (plan: string) => void;
  onClose: () => void;
}

/** PLAN-09, BR-PLAN-12: the plan chooser, at most 960px wide; each plan with its price and feature lines. */
export function PlanChooserDialog({ open, plans, selected, currentPlan, onPick, onClose }: PlanChooserDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="max-h-[92vh] w-[min(94vw,960px)] max-w-[960px] overflow-y-auto bg-white text-stone-900">
      <div className="space-y-6 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-serif text-2xl">
            Choose a plan
          </h2>
          <CloseButton onClick={onClose} />
        </div>
        <ul className="grid gap-4 desktop:grid-cols-3">
          {plans.map((plan) => {
            const isSelected = plan.plan_id === selected;
            return (
              <li key={plan.plan_id} className={`flex flex-col gap-3 border p-5 ${isSelected ? "border-stone-950" : "border-stone-200"}`}>
                <h3 className="text-lg font-semibold">{plan.name}</h3>
                <p className="text-sm text-stone-700">
                  <span className="text-base font-semibold text-stone-950">{formatMoney(plan.monthly_fee)}</span> per month
                </p>
                {plan.plan_id === currentPlan && <p className="text-xs font-semibold uppercase tracking-[0.12em] text-stone-600">Your current plan</p>}
                <ul className="flex-1 list-disc space-y-1 pl-5 text-sm text-stone-700">
                  {plan.detail.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <Button variant={isSelected ? "secondary" : "primary"} className="w-full" aria-pressed={isSelected} onClick={() => onPick(plan.plan_id)}>
                  {isSelected ? "Selected" : "Select"} <span className="sr-only">{plan.name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}

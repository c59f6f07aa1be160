"use client";
import type { Route } from "next";
import { useState } from "react";
import { StoreSurvey } from "@/components/surveys/store-survey";
import { SizeSurvey } from "@/components/surveys/size-survey";
import { StyleSurvey } from "@/components/surveys/style-survey";
import { Button } from "@/components/ui/button";
import { RetryAlert } from "@/components/ui/retry-alert";
import { useSurveyData } from "@/hooks/use-figure";
import type { BookingAvailability } from "@/lib/api/schemas/goldbox";
import { SHARE_CHECKOUT_STEPS, type ShareBoxTarget, type ShareCheckoutStep } from "@/lib/share-box/checkout";
import { SharePaymentStep } from "./share-payment-step";

export interface ShareCheckoutProps {
  target: ShareBoxTarget;
  /** the offer (API-77 or API-80): the plan, the box fee and the gift */
  offer: Pick<BookingAvailability, "plan" | "handling_fee_settings" | "stylist_user_name">;
  /** `pending_gold_box_warning` (SHARE-08) */
  warning: string | null;
  /** SHARE-11: where a placed order goes */
  completePath: Route;
}

/**
 * The share checkout (SHARE-09): 1 size chart, 2 style chart, 3 brand chart (each saved before the next
 * shows, as My Measurements), 4 the plan, addresses and payment. Back is hidden on step 1; a refused
 * size chart brings the buyer back to it (BR-VAL-32).
 */
export function ShareCheckout({ target, offer, warning, completePath }: ShareCheckoutProps) {
  const survey = useSurveyData();
  const [{ step, moved }, setState] = useState<{ step: ShareCheckoutStep; moved: boolean }>({ step: 0, moved: false });
  const go = (next: ShareCheckoutStep) => setState({ step: next, moved: true });

  if (survey.error) return <RetryAlert message={survey.error.message} onRetry={survey.retry} />;
  if (!survey.data) return <p className="text-sm text-stone-600">Loading…</p>;
  const { figure, options, chart } = survey.data;

  return (
    <div className="space-y-8">
      <ol aria-label="Steps" className="flex flex-wrap gap-x-6 gap-y-2 text-xs font-semibold uppercase tracking-[0.14em]">
        {SHARE_CHECKOUT_STEPS.map((name, index) => (
          <li key={name} aria-current={index === step ? "step" : undefined} className={index === step ? "text-stone-950" : "text-stone-600"}>
            {index + 1}. {name}
          </li>
        ))}
      </ol>
      {warning ? (
        <p role="note" className="border border-amber-300 bg-amber-50 p-3 text-sm text-stone-900">
          {warning}
        </p>
      ) : null}
      {step === 0 && <SizeSurvey initial={figure} chart={chart} onSaved={() => go(1)} focusOnMount={moved} />}
      {step === 1 && <StyleSurvey initial={figure} options={options} onSaved={() => go(2)} focusOnMount={moved} />}
      {step === 2 && <StoreSurvey initial={figure} options={options} mode="checkout" onSaved={() => go(3)} focusOnMount={moved} />}
      {step === 3 && <SharePaymentStep target={target} offer={offer} completePath={completePath} onStep={go} />}
      {step > 0 && (
        <Button variant="text" onClick={() => go((step - 1) as ShareCheckoutStep)}>
          Back
        </Button>
      )}
    </div>
  );
}

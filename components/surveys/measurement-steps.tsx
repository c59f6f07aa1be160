"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RetryAlert } from "@/components/ui/retry-alert";
import { useSurveyData } from "@/hooks/use-figure";
import { notify } from "@/lib/toast";
import { SizeSurvey } from "./size-survey";
import { StoreSurvey } from "./store-survey";
import { StyleSurvey } from "./style-survey";

const MEASUREMENTS_TEXT = {
  loading: "Loading your measurements…",
  steps: ["Sizes", "Style", "Stores"],
  back: "Back",
  saved: "measurements saved.",
} as const;

type Step = 0 | 1 | 2;

/**
 * My Measurements (ACCT-20): size survey → style survey → store/brand survey, each saved before the
 * next shows. The surveys start from what was saved, so the page opened again shows the answers.
 */
export function MeasurementSteps() {
  const survey = useSurveyData();
  // `moved`: the visitor went to this step, so its heading takes the focus (not on the first load)
  const [{ step, moved }, setState] = useState<{ step: Step; moved: boolean }>({ step: 0, moved: false });
  const go = (next: Step) => setState({ step: next, moved: true });

  if (survey.error) return <RetryAlert message={survey.error.message} onRetry={survey.retry} />;
  if (!survey.data) return <p className="text-sm text-stone-600">{MEASUREMENTS_TEXT.loading}</p>;
  const { figure, options, chart } = survey.data;

  return (
    <div className="space-y-8">
      <ol aria-label="Steps" className="flex gap-6 text-xs font-semibold uppercase tracking-[0.14em]">
        {MEASUREMENTS_TEXT.steps.map((name, index) => (
          <li key={name} aria-current={index === step ? "step" : undefined} className={index === step ? "text-stone-950" : "text-stone-600"}>
            {index + 1}. {name}
          </li>
        ))}
      </ol>
      {step === 0 && <SizeSurvey initial={figure} chart={chart} onSaved={() => go(1)} focusOnMount={moved} />}
      {step === 1 && <StyleSurvey initial={figure} options={options} onSaved={() => go(2)} focusOnMount={moved} />}
      {step === 2 && <StoreSurvey initial={figure} options={options} mode="account" onSaved={() => notify.success(MEASUREMENTS_TEXT.saved)} focusOnMount={moved} />}
      {step > 0 && (
        <Button variant="text" onClick={() => go((step - 1) as Step)}>
          {MEASUREMENTS_TEXT.back}
        </Button>
      )}
    </div>
  );
}

"use client";
import type { BuilderStep } from "@/lib/box/builder-steps";
import { useSurveyData } from "@/hooks/use-figure";
import { SizeSurvey } from "@/components/surveys/size-survey";
import { StoreSurvey } from "@/components/surveys/store-survey";
import { StyleSurvey } from "@/components/surveys/style-survey";
import { Button } from "@/components/ui/button";
import { RetryAlert } from "@/components/ui/retry-alert";
import { Spinner } from "@/components/ui/spinner";

type SurveyStep = "survey1" | "survey2" | "survey3";

const BACK: Record<SurveyStep, BuilderStep> = { survey1: "front", survey2: "survey1", survey3: "survey2" };
const NEXT: Record<SurveyStep, BuilderStep> = { survey1: "survey2", survey2: "survey3", survey3: "pickItems" };

/** ONB-15: the three measurement surveys of My Measurements (sizes, style, brands), each saved before the next. */
export function BoxSurveys({ step, onStep }: { step: SurveyStep; onStep: (step: BuilderStep) => void }) {
  const survey = useSurveyData();
  if (survey.error) return <RetryAlert message={survey.error.message} onRetry={survey.retry} />;
  if (!survey.data) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-sm text-stone-600">
        <Spinner /> Loading your measurements…
      </p>
    );
  }
  const { figure, options, chart } = survey.data;
  const next = () => onStep(NEXT[step]);
  return (
    <div className="space-y-8">
      <p className="text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">Step {Number(step.slice(-1))} of 3</p>
      {step === "survey1" && <SizeSurvey key={step} initial={figure} chart={chart} onSaved={next} focusOnMount />}
      {step === "survey2" && <StyleSurvey key={step} initial={figure} options={options} onSaved={next} focusOnMount />}
      {step === "survey3" && <StoreSurvey key={step} initial={figure} options={options} mode="account" onSaved={next} focusOnMount />}
      <Button variant="text" onClick={() => onStep(BACK[step])}>
        Back
      </Button>
    </div>
  );
}

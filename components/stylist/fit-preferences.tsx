"use client";
import type { Route } from "next";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { SizeSurvey } from "@/components/surveys/size-survey";
import { textButton } from "@/components/ui/button-styles";
import { RetryAlert } from "@/components/ui/retry-alert";
import { useSurveyData } from "@/hooks/use-figure";
import { ONBOARDING_TEXT } from "@/lib/stylist/onboarding";

/** auth_size (ONB-12): the size survey of My Measurements, saved before going on; SKIP goes on without it. */
export function FitPreferences({ next }: { next: Route }) {
  const router = useRouter();
  const survey = useSurveyData();
  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Link href={next} className={textButton}>
          {ONBOARDING_TEXT.skip}
        </Link>
      </div>
      {survey.error ? (
        <RetryAlert message={survey.error.message} onRetry={survey.retry} />
      ) : survey.data ? (
        <SizeSurvey initial={survey.data.figure} chart={survey.data.chart} onSaved={() => router.push(next)} />
      ) : (
        <p className="text-sm text-stone-600">Loading your sizes…</p>
      )}
    </div>
  );
}

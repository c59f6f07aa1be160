"use client";
import type { PreferenceOptions } from "@/lib/api/schemas/figure";
import { PreferenceSurvey } from "./preference-survey";
import type { SurveyStepProps } from "./survey-types";

const STYLE_SURVEY_TEXT = { heading: "Your style", next: "Next" } as const;

/** Step 2 of 3 (ACCT-22): 1–3 preferred styles shown as pictures. */
export function StyleSurvey(props: SurveyStepProps & { options: PreferenceOptions }) {
  return <PreferenceSurvey {...props} group="preferred-styles" heading={STYLE_SURVEY_TEXT.heading} submitLabel={STYLE_SURVEY_TEXT.next} />;
}

"use client";
import type { PreferenceOptions } from "@/lib/api/schemas/figure";
import { PreferenceSurvey } from "./preference-survey";
import type { SurveyMode, SurveyStepProps } from "./survey-types";

const STORE_SURVEY_TEXT = { heading: "Where do you normally to shop?", checkout: "Save and Check Out", save: "Save" } as const;

/** Step 3 of 3 (ACCT-23): 1–3 stores or brands; in a checkout the button says the checkout goes on. */
export function StoreSurvey({ mode, ...props }: SurveyStepProps & { options: PreferenceOptions; mode: SurveyMode }) {
  return (
    <PreferenceSurvey
      {...props}
      group="preferred-stores"
      heading={STORE_SURVEY_TEXT.heading}
      submitLabel={mode === "checkout" ? STORE_SURVEY_TEXT.checkout : STORE_SURVEY_TEXT.save}
    />
  );
}

import type { UserFigure } from "@/lib/api/schemas/figure";

/** Where a survey runs: My Measurements, or a checkout that continues after it (the share checkout, the box builder). */
export type SurveyMode = "account" | "checkout";

/** What every survey step takes from the screen that composes it. */
export interface SurveyStepProps {
  /** the saved survey, its answers shown again; undefined before the first save */
  initial: UserFigure | undefined;
  /** after the server has saved the step, with the whole saved survey */
  onSaved: (figure: UserFigure) => void;
  /** focus the step's heading when it appears (the visitor moved here from the previous step) */
  focusOnMount?: boolean;
}

/**
 * The stop auto-renewal form (PLAN-14, BR-PLAN-08, BR-VAL-37): a reason of the six, and a text when it
 * is 'Other (please specify)'. The form's values go through the API's own schema (its messages are
 * the spec's: 'please select a reason', 'please enter reasons'), so the form and the server agree.
 */
import { z } from "zod";
import { PlanCancelRequest, STOP_RENEW_REASONS } from "@/lib/api/schemas/plan";

export const OTHER_REASON = STOP_RENEW_REASONS[5];

export interface StopRenewValues {
  /** "" until a reason is picked */
  reason: string;
  other: string;
}

/**
 * The text goes with 'Other' only (G-13: it is what the server keeps for that reason). The reason is
 * typed as the API's here and checked by the API's schema right after (`pipe`).
 */
export const stopRenewSchema = z
  .object({ reason: z.string(), other: z.string() })
  .transform(({ reason, other }): z.input<typeof PlanCancelRequest> => ({ reason: reason as PlanCancelRequest["reason"], ...(reason === OTHER_REASON ? { other } : {}) }))
  .pipe(PlanCancelRequest);

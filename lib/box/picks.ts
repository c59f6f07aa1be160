/**
 * The Get Styled Box's pick rules (ONB-14/16, BR-BOX-01, BR-VAL-36, C-25, C-26), shared by the box builder and
 * the box order's server check. A box holds between minPick and maxPick items (both 6 unless the plan says
 * otherwise), at least one of them from stage 1 (Essentials). Messages are the spec's, verbatim.
 */
import type { PlanInfo } from "../api/schemas/plan";

/** BR-BOX-01: minPick and maxPick when the plan gives none. */
export const DEFAULT_PICKS = 6;

export const BOX_PICK_MESSAGES = {
  /** C-26: stage 1's Continue, and a box without an Essentials item */
  stageOne: "Please select 1 item to continue",
  /** C-26: the checkout guard (fixed text, whatever maxPick is) */
  checkout: "Please select 6 items to check out",
  atLeast: (n: number) => `Please select at least ${n} items to continue`,
  atMost: (n: number) => `Please select ${n} items most to continue`,
} as const;

/** ONB-14: the box builder's pick info, taken from the store owner's box plan. Fees in cents. */
export interface BoxPickInfo {
  plan_id: string;
  name: string;
  monthly_fee: number;
  annual_avg_monthly_fee: number;
  /** the 'Style Myself Box Fee' (BR-BOX-02) */
  access_fee: number;
  minPick: number;
  maxPick: number;
}

type Limits = Pick<BoxPickInfo, "minPick" | "maxPick">;

/** A box plan's goldbox min_count and max_count as pick limits (DEFAULT_PICKS when 0); the builder's and the order's. */
export const pickLimits = (minCount: number, maxCount: number): Limits => ({ minPick: minCount || DEFAULT_PICKS, maxPick: maxCount || DEFAULT_PICKS });

/**
 * A plan of `GET /api/plans?type=gb` as pick info: the access fee is the plan's goldbox handling fee, minPick
 * and maxPick its goldbox min_count and max_count (DEFAULT_PICKS when 0).
 */
export function pickInfoOf(plan: PlanInfo): BoxPickInfo {
  const { goldbox } = plan;
  return {
    plan_id: plan.plan_id,
    name: plan.name,
    monthly_fee: plan.monthly_fee,
    annual_avg_monthly_fee: plan.annual_avg_monthly_fee,
    access_fee: goldbox.handling_fee_settings.handling_fee,
    ...pickLimits(goldbox.min_count, goldbox.max_count),
  };
}

/** A picked item, by the stage it was picked in (1 Essentials, 2 Exclusive). */
export interface BoxPick {
  stage: 1 | 2;
}

const hasEssential = (picks: readonly BoxPick[]) => picks.some((pick) => pick.stage === 1);

/** ONB-16: another item fits in the box; at maxPick the builder stops adding and jumps to the review. */
export const canAddPick = (picks: readonly BoxPick[], limits: Limits) => picks.length < limits.maxPick;

/**
 * C-26: why Continue may not leave `stage`, or null. Stage 1 needs one of its items; the last stage (2) needs
 * minPick to maxPick items in all.
 */
export function continueError(picks: readonly BoxPick[], stage: 1 | 2, limits: Limits): string | null {
  if (stage === 1) return hasEssential(picks) ? null : BOX_PICK_MESSAGES.stageOne;
  if (picks.length < limits.minPick) return BOX_PICK_MESSAGES.atLeast(limits.minPick);
  if (picks.length > limits.maxPick) return BOX_PICK_MESSAGES.atMost(limits.maxPick);
  return null;
}

/** C-26: why the box cannot be checked out (the review's guard and the order's server check), or null. */
export function checkoutError(picks: readonly BoxPick[], limits: Limits): string | null {
  if (!hasEssential(picks)) return BOX_PICK_MESSAGES.stageOne;
  if (picks.length < limits.minPick || picks.length > limits.maxPick) return BOX_PICK_MESSAGES.checkout;
  return null;
}

/**
 * Finding 7: how many styles a box holds, as the front says it: '6 styles' when the plan wants exactly that many
 * (the default), '4 to 6 styles' otherwise. Never 'Up to 6', which reads as 'at most' while checkout needs minPick.
 */
export function boxSizeText(limits: Limits): string {
  return limits.minPick === limits.maxPick ? `${limits.maxPick} styles` : `${limits.minPick} to ${limits.maxPick} styles`;
}

/** Finding 7: the review's count of what is missing, before Check Out is offered (our words; the guard is the spec's). */
export function stylesStillNeeded(picks: readonly BoxPick[], limits: Limits): string | null {
  const missing = limits.minPick - picks.length;
  if (missing <= 0) return null;
  return `Add ${missing} more ${missing === 1 ? "style" : "styles"} to complete your box.`;
}

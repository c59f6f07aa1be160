/**
 * The box's pick rules on the server (BR-VAL-36, BR-BOX-01, C-26) and which items may go in a box: the
 * builder's own rules (lib/box/picks.ts), so the server refuses exactly what the review's guard does.
 */
import { checkoutError, pickLimits, type BoxPick } from "../../lib/box/picks";
import type { PlanRow } from "../plans/catalog";

/** The box plan's pick limits: its min_count and max_count, 6 when 0 (the builder's `pickInfoOf`). */
export const boxPickLimits = (plan: PlanRow) => pickLimits(plan.minCount, plan.maxCount);

/**
 * The spec's message when these picks cannot be checked out as a box of `plan`, else null: one
 * Essentials (stage 1) item at least, minPick to maxPick in all (docs/decisions.md "Box checkout").
 */
export const boxPickIssue = (picks: readonly BoxPick[], plan: PlanRow): string | null => checkoutError(picks, boxPickLimits(plan));

/**
 * An item may go in a box when the box catalogue holds it (`boxStage`: its `box_items` row's stage, null
 * without one; a store's items are not box items) and it can be tried on: a single item (a bundle has no
 * variant of its own), not a gift-box subscription, not a pre-order (nothing to ship yet). Stock is
 * checked apart.
 */
export function isBoxEligible(item: { isBundle: boolean; isSubscription: boolean; isPreorder: boolean }, boxStage: number | null): boolean {
  return boxStage !== null && !item.isBundle && !item.isSubscription && !item.isPreorder;
}

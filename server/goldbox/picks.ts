/**
 * The box's pick rules on the server (BR-VAL-36, BR-BOX-01, C-26) and which items may go in a box.
 *
 * MERGE POINT (issue 14): helper E2 writes the pick-limit rules as shared functions in lib/ and marks
 * box eligibility in the seed. At merge, `boxPickIssue` calls E2's rule (the same messages) and
 * `isBoxEligible` reads E2's flag; nothing else here needs to change.
 */
import { BOX_MESSAGES as MSG } from "./messages";

/** Stage 1 (Essentials) needs one style; the server cannot tell stages apart, so one in all. */
export const BOX_MIN_PICK = 1;

/** The spec's message when `count` styles cannot be ordered as a box of at most `maxPick`; null when they can. */
export function boxPickIssue(count: number, maxPick: number): string | null {
  if (count < BOX_MIN_PICK) return MSG.pickOne;
  if (count > maxPick) return MSG.pickAtMost(maxPick);
  return null;
}

/**
 * MERGE POINT: until E2's box eligibility lands, every item that can be tried on is eligible: a
 * single item (a bundle has no variant of its own), not a gift-box subscription, not a pre-order
 * (nothing to ship yet). Stock is checked apart.
 */
export function isBoxEligible(item: { isBundle: boolean; isSubscription: boolean; isPreorder: boolean }): boolean {
  return !item.isBundle && !item.isSubscription && !item.isPreorder;
}

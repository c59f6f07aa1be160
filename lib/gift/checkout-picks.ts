/**
 * GIFT-10 at checkout step 1: the stylist's suggestion (auto-pick, API-68) or the shopper's own picks
 * from the list (API-69, 60 a page, BR-GIFT-09). What Next keeps in the draft, or the problem that stops it.
 */
import type { GiftPick } from "./draft";
import { picksProblem } from "./box-update";

export const GIFT_MANUAL_PAGE_SIZE = 60;

export type PickMode = "auto" | "manual";

export function stepOnePicks(mode: PickMode, suggested: readonly { _id: string; variants: { id: string }[] }[], manual: readonly GiftPick[], count: number): { picks: GiftPick[]; isManualPick: boolean } | { problem: string } {
  if (mode === "auto") return { picks: suggested.map((item) => ({ item_id: item._id, variant_id: item.variants[0]?.id ?? null, units: 1 })), isManualPick: false };
  const problem = picksProblem(manual, count);
  return problem ? { problem } : { picks: [...manual], isManualPick: true };
}

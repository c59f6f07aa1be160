/**
 * Plan tiers (PLAN-15, BR-PLAN-05/06/11): a user plan's `level` and `sub_level` combined as
 * `level-sublevel`, the change-plan labels (G-12: the spec's words current / upgrade / downgrade)
 * and where "Change Plan" is offered. Shared with server/ (no imports).
 */
export const tierOf = (level: number, subLevel: number) => `${level}-${subLevel}`;

/** BR-PLAN-06 (C-15): "Change Plan" shows for these tiers only, and only on the web (INAPP-08). */
const CHANGEABLE = new Set(["0-0", "0-1", "1-0", "1-1", "2-0", "2-1", "2-2"]);

export const canChangePlan = (tier: string, inApp: boolean) => !inApp && CHANGEABLE.has(tier);

export type ChangeLabel = "current" | "upgrade" | "downgrade";

/** The ladder of BR-PLAN-05: shopper < seller1 < seller2 < seller3 < wholesaler. */
const RANK: Record<string, number> = { "1-0": 1, "1-1": 1, "2-0": 2, "2-1": 3, "2-2": 4, "3-3": 5 };

/**
 * BR-PLAN-05: 0-0 and 1-1 see every plan as an upgrade (0-1 too, C-15); otherwise the plan of the
 * same tier is current and the ladder decides the rest. A tier off the ladder sees upgrades.
 */
export function changeLabel(currentTier: string, planTier: string): ChangeLabel {
  const current = RANK[currentTier];
  if (current === undefined || currentTier === "1-1") return "upgrade";
  if (planTier === currentTier) return "current";
  return (RANK[planTier] ?? 0) < current ? "downgrade" : "upgrade";
}

/**
 * The plan badge of the account area (ACCT-17, G-62): the spec names seven badges but no mapping, so
 * the server maps the running plan's level and sub-level (BR-PLAN-11) to one; docs/decisions.md
 * records the choice. The screens show `plan_badge` as it comes (no client mapping, G-62).
 */
export const PLAN_BADGES = [
  "bronze shopper",
  "silver boutique",
  "gold boutique",
  "gold style star",
  "platinum style star",
  "black label style star",
  "retail boutique",
] as const;
export type PlanBadge = (typeof PLAN_BADGES)[number];

/** level-subLevel → badge; a level the table does not know has no badge. */
const BADGE_BY_TIER: Record<string, PlanBadge> = {
  "1-0": "bronze shopper", // shopper1
  "1-1": "silver boutique", // shopper2, the Style Myself box plan
  "2-0": "gold boutique", // seller1
  "2-1": "gold style star", // seller2
  "2-2": "platinum style star", // seller3
  "2-3": "black label style star", // the top seller tier, above seller3
  "3-3": "retail boutique", // wholesaler
};

export function planBadge(level: number, subLevel: number): PlanBadge | null {
  return BADGE_BY_TIER[`${level}-${subLevel}`] ?? null;
}

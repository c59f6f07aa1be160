/**
 * Who may buy which plan (PLAN-11, BR-PLAN-04/10, C-16, C-35), as one pure function the plan pages
 * and the checkout call both use. Shared with server/ (no imports).
 */
export type PlanDestination = "checkout" | "settings";

export interface PlanPurchase {
  /** the plan asked for (the query's `plan`); `setting` or absent means the settings page */
  plan: string | null | undefined;
  level: number;
  subLevel: number;
  /** `mode=change` on the checkout: a plan holder changing plans (C-16 lets it past the 0-0 rule) */
  change: boolean;
}

/** The plan everybody has; buying it is never a checkout (BR-PLAN-04). */
export const BASIC_SHOPPER_PLAN = "shopper1";

/**
 * Where a plan page sends the user: shopper1, `setting` or no plan → settings; a change → checkout;
 * a new purchase (shopper2, seller plans) → checkout only at 0-0 (`is_show_buy_plan`), else settings.
 */
export function planDestination({ plan, level, subLevel, change }: PlanPurchase): PlanDestination {
  if (!plan || plan === "setting" || plan === BASIC_SHOPPER_PLAN) return "settings";
  if (change) return "checkout";
  return isShowBuyPlan(level, subLevel) ? "checkout" : "settings";
}

/** `is_show_buy_plan`: a user without a plan (0-0) may buy one. */
export const isShowBuyPlan = (level: number, subLevel: number) => level === 0 && subLevel === 0;

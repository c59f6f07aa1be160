/**
 * Where the stylist root sends a user and what the welcome-back landing offers (ONB-01, ONB-07,
 * ONB-09, C-23), from `GET /api/user` alone. Shared with server/, which computes `can_buy_box` with
 * BOX_IN_PROGRESS_DAYS (server/stores/onboarding.ts).
 */

/**
 * A box order counts as in progress for this many days after it was paid: the box ships, is tried on
 * for 7 days and comes back (stylist.md §1: one box credit a month, no accumulation). Ours (G-03).
 */
export const BOX_IN_PROGRESS_DAYS = 30;

/** The part of `GET /api/user` the onboarding screens read. */
export interface OnboardingUser {
  store_opened: boolean;
  is_show_buy_plan: boolean;
  can_buy_box: boolean;
  vip_plan_id: string | null;
}

export type StylistRootStep = "home" | "land" | "create_store";

/** ONB-01 (C-23: stylist_land ≡ auth_land, create_store_land ≡ the create_store step): signed out → home. */
export function stylistRootStep(user: Pick<OnboardingUser, "store_opened"> | null): StylistRootStep {
  if (!user) return "home";
  return user.store_opened ? "land" : "create_store";
}

/**
 * ONB-07: the continue-setup link shows when a plan purchase is needed or the box can be bought;
 * otherwise the landing says 'Your ordered Box is in progress'.
 */
export const showsContinueSetup = (user: Pick<OnboardingUser, "is_show_buy_plan" | "can_buy_box">) => user.is_show_buy_plan || user.can_buy_box;

export const BOX_IN_PROGRESS_TEXT = "Your ordered Box is in progress";

/** ONB-09: the plan cards, in order; the first is MOST POPULAR. */
export const STYLIST_PLAN_KEYS = ["seller1", "seller2"] as const;

/** The onboarding pages' verbatim texts (ONB-08, ONB-10, ONB-11, ONB-12). */
export const ONBOARDING_TEXT = {
  noStore: "Oops, you don't have a store yet",
  planUpgraded: "Your Plan has been upgraded",
  next: "Next",
  skip: "SKIP",
} as const;

/**
 * ONB-09: the plan step. No plan purchase needed, or a VIP code held (its plan is picked): straight to
 * the box builder; otherwise the plan cards.
 */
export function planStepSkips(user: Pick<OnboardingUser, "is_show_buy_plan" | "vip_plan_id">): boolean {
  return !user.is_show_buy_plan || user.vip_plan_id !== null;
}

/**
 * The two plan marketing pages (PLAN-02, PLAN-03, BR-PLAN-03): which plans each shows, the MOST
 * POPULAR mark, their facts and the link to the other page. Prices and fees come from the plan list
 * (`GET /api/plans`), never from here. Shared with server/ (imports only shared modules).
 */
import type { Route } from "next";
import type { PlanInfo } from "../api/schemas/plan";
import { planStylePath, planStylistPath } from "../routes";

export const MARKETING_PAGE_KEYS = ["plan_stylist", "plan_style"] as const;
export type MarketingPageKey = (typeof MARKETING_PAGE_KEYS)[number];

export const isMarketingPage = (value: string): value is MarketingPageKey => (MARKETING_PAGE_KEYS as readonly string[]).includes(value);

export const MOST_POPULAR = "MOST POPULAR";
/** BR-PLAN-03: under the stylist plans' feature lines. */
const PLAN_FEATURES_NOTE = "Not applicable to subscription or presale items";

export interface MarketingPage {
  path: Route;
  title: string;
  description: string;
  /** the plans shown, in this order (BR-PLAN-01 keys) */
  planKeys: readonly string[];
  /** the plan marked MOST POPULAR, if any */
  popular: string | null;
  /** the link to the other family of plans */
  other: { intro: string; label: string; href: Route };
  /** the facts the page leads with, from the plans it shows */
  facts: (shown: readonly PlanInfo[]) => string[];
  /** a note under the cards */
  note: string | null;
}

const byKey = (plans: readonly PlanInfo[], key: string) => plans.find((plan) => plan.plan_id === key);

export const MARKETING_PAGES: Record<MarketingPageKey, MarketingPage> = {
  plan_stylist: {
    path: planStylistPath(),
    title: "Become a Stylist",
    description: "Open your own store, style clients with the Get Styled Box and earn a commission on every share.",
    planKeys: ["seller1", "seller2"],
    popular: "seller1",
    other: { intro: "Shopping for yourself?", label: "Style Myself Plan", href: planStylePath() },
    facts: (shown) => stylistFacts(byKey(shown, "seller1")),
    note: PLAN_FEATURES_NOTE,
  },
  plan_style: {
    path: planStylePath(),
    title: "Style Myself Plan",
    description: "Try up to 6 styles at home with free shipping both ways, and keep only what you love.",
    planKeys: ["shopper1", "shopper2"],
    popular: null,
    other: { intro: "Want to style others?", label: "Become a Stylist", href: planStylistPath() },
    facts: (shown) => styleMyselfFacts(byKey(shown, "shopper2")),
    note: null,
  },
};

/** The page's plans, in its order; a plan the API no longer lists is left out. */
export function plansOf(page: MarketingPage, plans: readonly PlanInfo[]): PlanInfo[] {
  return page.planKeys.flatMap((key) => plans.filter((plan) => plan.plan_id === key));
}

/** "$25", or "$25.50" when there are cents: the marketing lines' prices. */
export const shortPrice = (cents: number) => `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;

/** BR-PLAN-03: the stylist page's headline facts; the Basic plan's price is seller1's monthly fee. */
function stylistFacts(basic: PlanInfo | undefined): string[] {
  return [
    ...(basic ? [`${basic.name} plan starting at ${shortPrice(basic.monthly_fee)} per month`] : []),
    "15% discount on store picks",
    "15% commission on shares",
  ];
}

/**
 * PLAN-02: the Style Myself Box facts. The fee is the Style Myself Plan's box handling fee
 * (`goldbox.handling_fee_settings.handling_fee`, the "Style Myself Box Fee").
 */
function styleMyselfFacts(stylePlan: PlanInfo | undefined): string[] {
  const fee = stylePlan?.goldbox.handling_fee_settings.handling_fee;
  return [
    "Up to 6 styles in every box",
    "Free shipping both ways",
    "7 days to try on and return",
    ...(fee ? [`A ${shortPrice(fee)} Style Myself Box Fee, credited against a purchase`] : []),
    "One credit per month, no accumulation",
  ];
}

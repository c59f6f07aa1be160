/**
 * The plan checkout's query (PLAN-09, BR-PLAN-01, C-16): `?plan=<key>[&mode=change]`, the plan it
 * opens with and where a visitor who may not buy goes instead (PLAN-11, `planDestination`).
 */
import { planDestination, type PlanDestination } from "@/lib/plans/eligibility";

/** BR-PLAN-01: the checkout's default plan, and the fallback for a key the shop does not sell. */
export const DEFAULT_CHECKOUT_PLAN = "seller1";

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export interface PlanCheckoutQuery {
  /** the plan asked for, as typed (null: none) */
  plan: string | null;
  /** `mode=change`: a plan holder changing plans (PLAN-13) */
  change: boolean;
}

export function readPlanCheckoutQuery(search: SearchParams): PlanCheckoutQuery {
  const plan = first(search.plan)?.trim();
  return { plan: plan || null, change: first(search.mode) === "change" };
}

/** The query again as a query string, for the sign-in page to come back with (it keeps the plan and mode). */
export function planCheckoutSearch(search: SearchParams): string {
  const kept = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    const one = first(value);
    if (one !== undefined) kept.set(name, one);
  }
  return kept.toString();
}

/** The plan the checkout opens with: the query's when the shop sells it, else seller1 (an unknown key is not an error). */
export function checkoutPlanKey(asked: string | null, sold: readonly string[]): string {
  return asked && sold.includes(asked) ? asked : DEFAULT_CHECKOUT_PLAN;
}

/** `tier` of the current plan (`level-sublevel`, PLAN-15) as numbers; anything unreadable counts as 0-0's opposite (no purchase). */
export function tierLevels(tier: string): { level: number; subLevel: number } {
  const match = /^(\d+)-(\d+)$/.exec(tier);
  return match ? { level: Number(match[1]), subLevel: Number(match[2]) } : { level: -1, subLevel: -1 };
}

export interface CheckoutAccess {
  plan: string;
  /** `mode=change` from the query */
  change: boolean;
  /** the user's tier (`level-sublevel`) */
  tier: string;
  /** the user runs a plan now (a change needs one to change) */
  hasPlan: boolean;
}

/**
 * PLAN-11 / C-16 for the checkout: a change is only a change for a user with a running plan (without
 * one it is a new purchase, as the server prices it); shopper1 and a new purchase away from 0-0 go to
 * the settings page.
 */
export function checkoutAccess({ plan, change, tier, hasPlan }: CheckoutAccess): { destination: PlanDestination; change: boolean } {
  const changing = change && hasPlan;
  return { destination: planDestination({ plan, ...tierLevels(tier), change: changing }), change: changing };
}

/** A change to the running plan's other period opens on that period (the same plan and period is no change). */
export function initialPlanPay(change: boolean, running: { plan_id: string; pay: "month" | "year" } | null, plan: string): "month" | "year" {
  return change && running?.plan_id === plan && running.pay === "month" ? "year" : "month";
}

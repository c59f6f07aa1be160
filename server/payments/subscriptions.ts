/**
 * The subscription seam beside the payment provider (provider.ts): plans are billed every month or
 * year with a saved card. Two implementations chosen at startup with the payment provider: Stripe
 * (Prices, Subscriptions, trials, proration, cancel_at_period_end; outcomes also come back through
 * the webhook, server/plans/webhook.ts) and the test provider (our database and the test cards,
 * renewed by server/plans/renewals.ts on a clock tests move). Amounts are integer cents, usd.
 */
import type { Database } from "../db/client";
import type { PaymentProviderName } from "./provider";

export type PlanPay = "month" | "year";

/** One plan at one billing period: what a Stripe Price is. */
export interface PlanPrice {
  planKey: string;
  name: string;
  pay: PlanPay;
  /** the price of one period */
  amount: number;
}

export interface StartSubscriptionInput {
  user: { id: string; email: string; paymentCustomerId: string | null };
  /** the saved card's provider token (Stripe: a payment method attached to the customer) */
  paymentMethod: string;
  price: PlanPrice;
  /**
   * When the first period is free (a coupon's days or a VIP code's months), the day the first charge is
   * made; null charges the first period now. The plan calculation's schedule (server/plans/calc.ts)
   * decides it, so what the checkout showed is what the subscription does.
   */
  freeUntil: Date | null;
  /** the same key again answers the same subscription, never a second one or a second charge */
  idempotencyKey: string;
  now: Date;
}

export interface ChangeSubscriptionInput {
  subscriptionId: string;
  paymentMethod: string;
  price: PlanPrice;
  /** what the change costs now: the new period's price less the unused part of the old one */
  chargeNow: number;
  idempotencyKey: string;
  now: Date;
}

export interface RenewInput {
  subscriptionId: string;
  paymentMethod: string;
  price: PlanPrice;
  /** the period being paid starts here (the old period's end) */
  periodStart: Date;
  idempotencyKey: string;
}

/** A charge the provider made: `failureMessage` is set when the card was refused. */
export interface ChargeOutcome {
  amount: number;
  ref: string | null;
  failureMessage: string | null;
}

export type SubscriptionStatus = "active" | "trialing" | "past_due";

export interface SubscriptionState {
  subscriptionId: string;
  status: SubscriptionStatus;
  periodStart: Date;
  periodEnd: Date;
  /** what was charged by this call; null when nothing was (free days, a waived fee, an unchanged price) */
  charge: ChargeOutcome | null;
}

export interface SubscriptionProvider {
  readonly name: PaymentProviderName;
  /** Starts a subscription; a refused first charge throws PaymentError("card") and nothing is kept. */
  start(input: StartSubscriptionInput): Promise<SubscriptionState>;
  /** Moves a subscription to another plan or period now, prorated; a new period starts today. */
  change(input: ChangeSubscriptionInput): Promise<SubscriptionState>;
  /** Stops auto-renewal: the plan runs to its period end and is not charged again. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /**
   * The renewal due at `periodStart`. The test provider charges the card; Stripe renews on its own,
   * so this reads the subscription back and answers what Stripe did.
   */
  renew(input: RenewInput): Promise<SubscriptionState>;
}

export interface SubscriptionProviders {
  readonly name: PaymentProviderName;
  open(db: Database): SubscriptionProvider;
}

/** `months` calendar months after `start`: the same day, clamped to the month's last day like Stripe. */
export function addMonths(start: Date, months: number): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The end of a period that starts at `start` (month: same day next month, clamped like Stripe). */
export const periodEndOf = (start: Date, pay: PlanPay): Date => addMonths(start, pay === "month" ? 1 : 12);

export const DAY_MS = 24 * 60 * 60 * 1000;

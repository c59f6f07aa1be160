/**
 * What the plan routes depend on beyond the database, made injectable through createApp: the
 * subscription provider (Stripe with STRIPE_SECRET_KEY, else the test provider on the app's clock),
 * the webhook secret. The renewals themselves are a job of the worker (server/jobs/shop-jobs.ts).
 */
import { stripeSubscriptionProviders } from "../payments/stripe-subscriptions";
import type { SubscriptionProviders } from "../payments/subscriptions";
import { testSubscriptionProviders } from "../payments/test-subscriptions";
import type { OrderServices } from "../orders/services";
import { serverConfig } from "../../lib/config/server";

export interface PlanOptions {
  subscriptions?: SubscriptionProviders;
  /** STRIPE_WEBHOOK_SECRET unless a test gives its own */
  stripeWebhookSecret?: string;
}

export interface PlanServices {
  subscriptions: SubscriptionProviders;
  webhookSecret: string | null;
  now: () => Date;
}

export function planServices(options: PlanOptions, orders: OrderServices, env = serverConfig().env): PlanServices {
  // Plans bill through the provider the orders pay with: Stripe's customers and saved cards, or the test cards.
  const key = env.STRIPE_SECRET_KEY?.trim();
  const stripe = key && orders.payments.name === "stripe" ? stripeSubscriptionProviders(key) : null;
  return {
    subscriptions: options.subscriptions ?? stripe ?? testSubscriptionProviders(orders.now),
    webhookSecret: options.stripeWebhookSecret ?? (env.STRIPE_WEBHOOK_SECRET?.trim() || null),
    now: orders.now,
  };
}

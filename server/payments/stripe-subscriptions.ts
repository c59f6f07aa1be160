/**
 * Stripe as the SubscriptionProvider: each plan and period is a Stripe Price (found by lookup key,
 * created on first use), a plan is a Subscription of the user's customer with the saved card as
 * default payment method, free time (a coupon's days, a VIP code's months) is a trial to the date
 * the plan calculation's schedule shows (`trial_end`), a change swaps the price with `proration_behavior:
 * always_invoice` and a new billing cycle, and stop renewal is `cancel_at_period_end`. Stripe renews
 * on its own; the webhook (server/plans/webhook.ts) and `renew` read what it did.
 *
 * The client is the subset of the SDK we call, so tests inject a fake (no network here).
 */
import type Stripe from "stripe";
import { PaymentError } from "./errors";
import { call, paymentErrorOf, STRIPE_UNAVAILABLE } from "./stripe-provider";
import {
  type ChangeSubscriptionInput,
  type PlanPrice,
  type RenewInput,
  type StartSubscriptionInput,
  type SubscriptionProvider,
  type SubscriptionProviders,
  type SubscriptionState,
  type SubscriptionStatus,
} from "./subscriptions";

type Options = Stripe.RequestOptions;

export interface StripeSubscriptionClient {
  prices: {
    list(params: Stripe.PriceListParams): PromiseLike<{ data: Stripe.Price[] }>;
    create(params: Stripe.PriceCreateParams, options?: Options): Promise<Stripe.Price>;
  };
  subscriptions: {
    create(params: Stripe.SubscriptionCreateParams, options?: Options): Promise<Stripe.Subscription>;
    retrieve(id: string, params?: Stripe.SubscriptionRetrieveParams): Promise<Stripe.Subscription>;
    update(id: string, params: Stripe.SubscriptionUpdateParams, options?: Options): Promise<Stripe.Subscription>;
  };
}

/** Stripe's price for one plan and period; the amount is in the key, so a new fee is a new Price. */
export const priceLookupKey = (price: PlanPrice) => `plan_${price.planKey}_${price.pay}_${price.amount}`;

const STATUS: Partial<Record<Stripe.Subscription.Status, SubscriptionStatus>> = { active: "active", trialing: "trialing", past_due: "past_due", unpaid: "past_due" };

/** A subscription as our plans see it; an incomplete one (the first invoice was refused) is a card error. */
export function subscriptionStateOf(subscription: Stripe.Subscription): SubscriptionState {
  const status = STATUS[subscription.status];
  const invoice = typeof subscription.latest_invoice === "object" ? subscription.latest_invoice : null;
  if (!status) throw new PaymentError("card", invoice?.last_finalization_error?.message ?? "Your card was declined.");
  const item = subscription.items.data[0];
  const paid = invoice && invoice.amount_paid > 0 ? { amount: invoice.amount_paid, ref: invoice.id ?? null, failureMessage: null } : null;
  return {
    subscriptionId: subscription.id,
    status,
    periodStart: new Date((item?.current_period_start ?? subscription.start_date) * 1000),
    periodEnd: new Date((item?.current_period_end ?? subscription.start_date) * 1000),
    charge: paid,
  };
}

export class StripeSubscriptionProvider implements SubscriptionProvider {
  readonly name = "stripe" as const;

  constructor(private readonly client: () => Promise<StripeSubscriptionClient>) {}

  private async priceId(stripe: StripeSubscriptionClient, price: PlanPrice): Promise<string> {
    const lookupKey = priceLookupKey(price);
    const found = await call("prices.list", async () => (await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })).data[0]);
    if (found) return found.id;
    const created = await call("prices.create", () =>
      stripe.prices.create(
        { currency: "usd", unit_amount: price.amount, recurring: { interval: price.pay }, product_data: { name: price.name }, lookup_key: lookupKey },
        { idempotencyKey: `price-${lookupKey}` },
      ),
    );
    return created.id;
  }

  async start(input: StartSubscriptionInput): Promise<SubscriptionState> {
    if (!input.user.paymentCustomerId) throw new PaymentError("request", "The card is not saved to a customer.");
    const stripe = await this.client();
    const price = await this.priceId(stripe, input.price);
    // The free time is a trial to the exact date the plan calculation's schedule showed.
    const trial = input.freeUntil ? { trial_end: Math.floor(input.freeUntil.getTime() / 1000) } : {};
    const subscription = await call("subscriptions.create", () =>
      stripe.subscriptions.create(
        {
          customer: input.user.paymentCustomerId!,
          items: [{ price }],
          default_payment_method: input.paymentMethod,
          // Charge the first invoice now or fail: no incomplete subscription left behind.
          payment_behavior: "error_if_incomplete",
          off_session: true,
          metadata: { user_id: input.user.id, plan: input.price.planKey, pay: input.price.pay },
          expand: ["latest_invoice"],
          ...trial,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return subscriptionStateOf(subscription);
  }

  async change(input: ChangeSubscriptionInput): Promise<SubscriptionState> {
    const stripe = await this.client();
    const current = await call("subscriptions.retrieve", () => stripe.subscriptions.retrieve(input.subscriptionId));
    const price = await this.priceId(stripe, input.price);
    const item = current.items.data[0];
    if (!item) throw new PaymentError("unavailable", STRIPE_UNAVAILABLE);
    const subscription = await call("subscriptions.update", () =>
      stripe.subscriptions.update(
        input.subscriptionId,
        {
          items: [{ id: item.id, price }],
          // Credit the unused time, charge the new period now, and start the new cycle today.
          proration_behavior: "always_invoice",
          billing_cycle_anchor: { type: "now" },
          payment_behavior: "error_if_incomplete",
          default_payment_method: input.paymentMethod,
          cancel_at_period_end: false,
          metadata: { plan: input.price.planKey, pay: input.price.pay },
          expand: ["latest_invoice"],
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return subscriptionStateOf(subscription);
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<void> {
    const stripe = await this.client();
    await call("subscriptions.update", () => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
  }

  async renew(input: RenewInput): Promise<SubscriptionState> {
    const stripe = await this.client();
    const subscription = await call("subscriptions.retrieve", () => stripe.subscriptions.retrieve(input.subscriptionId, { expand: ["latest_invoice"] }));
    try {
      return subscriptionStateOf(subscription);
    } catch (error) {
      // Canceled or incomplete at Stripe: the renewal failed.
      const message = paymentErrorOf(error).message;
      return { subscriptionId: subscription.id, status: "past_due", periodStart: input.periodStart, periodEnd: input.periodStart, charge: { amount: input.price.amount, ref: null, failureMessage: message } };
    }
  }
}

/** Stripe subscriptions with this secret key; the SDK loads on the first call. */
export function stripeSubscriptionProviders(secretKey: string, client?: StripeSubscriptionClient): SubscriptionProviders {
  let loaded: Promise<StripeSubscriptionClient> | null = client ? Promise.resolve(client) : null;
  const load = () =>
    (loaded ??= import("stripe").then(({ default: StripeSdk }) => new StripeSdk(secretKey, { maxNetworkRetries: 2, timeout: 20_000 }) satisfies StripeSubscriptionClient));
  const provider = new StripeSubscriptionProvider(load);
  return { name: "stripe", open: () => provider };
}

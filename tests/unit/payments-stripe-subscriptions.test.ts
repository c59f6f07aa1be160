/** The Stripe subscription adapter against a fake Stripe client (no network here). */
import type Stripe from "stripe";
import { vi } from "vitest";
import { PaymentError } from "@/server/payments/errors";
import { priceLookupKey, stripeSubscriptionProviders, type StripeSubscriptionClient } from "@/server/payments/stripe-subscriptions";
import type { PlanPrice } from "@/server/payments/subscriptions";

const NOW = new Date("2026-03-10T12:00:00Z");
const PRICE: PlanPrice = { planKey: "seller1", name: "Basic", pay: "month", amount: 2500 };
const secs = (iso: string) => Date.parse(iso) / 1000;

const subscription = (over: Partial<Stripe.Subscription> = {}) =>
  ({
    id: "sub_1",
    status: "active",
    start_date: secs("2026-03-10T12:00:00Z"),
    cancel_at_period_end: false,
    latest_invoice: { id: "in_1", amount_paid: 2500, last_finalization_error: null },
    items: { data: [{ id: "si_1", current_period_start: secs("2026-03-10T12:00:00Z"), current_period_end: secs("2026-04-10T12:00:00Z") }] },
    ...over,
  }) as unknown as Stripe.Subscription;

function fakeStripe(existingPrice: string | null = null, answer = subscription()) {
  const client = {
    prices: {
      list: vi.fn(async () => ({ data: existingPrice ? [{ id: existingPrice } as Stripe.Price] : [] })),
      create: vi.fn(async () => ({ id: "price_new" }) as Stripe.Price),
    },
    subscriptions: {
      create: vi.fn(async () => answer),
      retrieve: vi.fn(async () => subscription()),
      update: vi.fn(async () => answer),
    },
  };
  return client satisfies StripeSubscriptionClient;
}

const open = (client: StripeSubscriptionClient) => stripeSubscriptionProviders("sk_test", client).open(null as never);
const start = (client: StripeSubscriptionClient, over: Partial<Parameters<ReturnType<typeof open>["start"]>[0]> = {}) =>
  open(client).start({ user: { id: "u1", email: "a@example.com", paymentCustomerId: "cus_1" }, paymentMethod: "pm_1", price: PRICE, freeUntil: null, idempotencyKey: "plan-1", now: NOW, ...over });

describe("the Stripe subscription provider", () => {
  it("creates the plan's Price once (by lookup key), then a Subscription with the saved card, charged now", async () => {
    const stripe = fakeStripe();
    const state = await start(stripe);
    expect(stripe.prices.list).toHaveBeenCalledWith({ lookup_keys: [priceLookupKey(PRICE)], active: true, limit: 1 });
    expect(stripe.prices.create).toHaveBeenCalledWith(
      expect.objectContaining({ currency: "usd", unit_amount: 2500, recurring: { interval: "month" }, lookup_key: "plan_seller1_month_2500" }),
      { idempotencyKey: "price-plan_seller1_month_2500" },
    );
    expect(stripe.subscriptions.create).toHaveBeenCalledWith(
      expect.objectContaining({ customer: "cus_1", items: [{ price: "price_new" }], default_payment_method: "pm_1", payment_behavior: "error_if_incomplete" }),
      { idempotencyKey: "plan-1" },
    );
    expect(state).toEqual({ subscriptionId: "sub_1", status: "active", periodStart: NOW, periodEnd: new Date("2026-04-10T12:00:00Z"), charge: { amount: 2500, ref: "in_1", failureMessage: null } });
  });

  it("free time (a coupon's days, a VIP code's months) is a trial to the exact date the schedule shows", async () => {
    const stripe = fakeStripe("price_existing", subscription({ status: "trialing", latest_invoice: null }));
    expect((await start(stripe, { freeUntil: new Date("2026-04-09T12:00:00Z") })).status).toBe("trialing");
    expect(stripe.prices.create).not.toHaveBeenCalled();
    expect(stripe.subscriptions.create).toHaveBeenLastCalledWith(expect.objectContaining({ items: [{ price: "price_existing" }], trial_end: secs("2026-04-09T12:00:00Z") }), expect.anything());
    await start(stripe, { freeUntil: null });
    expect(stripe.subscriptions.create).toHaveBeenLastCalledWith(expect.not.objectContaining({ trial_end: expect.anything() }), expect.anything());
  });

  it("an incomplete subscription (first invoice refused) is a card error; a card refusal keeps Stripe's words", async () => {
    await expect(start(fakeStripe("price_1", subscription({ status: "incomplete" })))).rejects.toMatchObject({ kind: "card" });
    const refusing = fakeStripe("price_1");
    refusing.subscriptions.create.mockRejectedValueOnce(Object.assign(new Error("Your card was declined."), { type: "StripeCardError" }));
    await expect(start(refusing)).rejects.toEqual(new PaymentError("card", "Your card was declined."));
    await expect(start(fakeStripe(), { user: { id: "u1", email: "a@example.com", paymentCustomerId: null } })).rejects.toMatchObject({ kind: "request" });
  });

  it("a change swaps the price, prorated, with a new billing cycle; stop renewal is cancel_at_period_end", async () => {
    const stripe = fakeStripe("price_pro");
    await open(stripe).change({ subscriptionId: "sub_1", paymentMethod: "pm_1", price: { ...PRICE, planKey: "seller2", amount: 4900 }, chargeNow: 3200, idempotencyKey: "plan-2", now: NOW });
    expect(stripe.subscriptions.update).toHaveBeenCalledWith(
      "sub_1",
      expect.objectContaining({ items: [{ id: "si_1", price: "price_pro" }], proration_behavior: "always_invoice", billing_cycle_anchor: { type: "now" }, cancel_at_period_end: false }),
      { idempotencyKey: "plan-2" },
    );
    await open(stripe).cancelAtPeriodEnd("sub_1");
    expect(stripe.subscriptions.update).toHaveBeenLastCalledWith("sub_1", { cancel_at_period_end: true });
  });

  it("renew reads what Stripe did; a canceled subscription is a failed renewal", async () => {
    const stripe = fakeStripe();
    const periodStart = new Date("2026-04-10T12:00:00Z");
    stripe.subscriptions.retrieve.mockResolvedValueOnce(subscription({ status: "canceled" }));
    const failed = await open(stripe).renew({ subscriptionId: "sub_1", paymentMethod: "pm_1", price: PRICE, periodStart, idempotencyKey: "r" });
    expect(failed).toMatchObject({ status: "past_due", periodEnd: periodStart, charge: { failureMessage: expect.any(String) } });
    expect(stripe.subscriptions.retrieve).toHaveBeenCalledWith("sub_1", { expand: ["latest_invoice"] });
  });
});

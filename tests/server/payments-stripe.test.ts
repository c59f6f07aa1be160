/** The Stripe adapter's mapping, against a fake client (Stripe itself cannot be reached from here). */
import type Stripe from "stripe";
import type { Database } from "@/server/db/client";
import { PaymentError } from "@/server/payments/errors";
import { paymentProvidersFromEnv } from "@/server/payments/select";
import { intentStateOf, paymentErrorOf, stripePaymentProviders, type StripeClient } from "@/server/payments/stripe-provider";

const intent = (fields: Partial<Stripe.PaymentIntent>): Stripe.PaymentIntent =>
  ({ id: "pi_1", object: "payment_intent", amount: 4914, currency: "usd", status: "requires_confirmation", client_secret: "pi_1_secret_abc", last_payment_error: null, ...fields }) as Stripe.PaymentIntent;

const stripeError = (type: string, message: string) => Object.assign(new Error(message), { type });

function fakeClient(
  overrides: { intents?: Partial<StripeClient["paymentIntents"]>; methods?: Partial<StripeClient["paymentMethods"]>; customers?: Partial<StripeClient["customers"]>; setups?: Partial<StripeClient["setupIntents"]> } = {},
) {
  const calls: { method: string; args: unknown[] }[] = [];
  const record =
    <A extends unknown[], R>(method: string, impl: (...args: A) => Promise<R>) =>
    (...args: A) => {
      calls.push({ method, args });
      return impl(...args);
    };
  const card = { brand: "visa", last4: "4242", exp_month: 4, exp_year: 2031 } as Stripe.PaymentMethod.Card;
  const client: StripeClient = {
    customers: { create: record("customers.create", overrides.customers?.create ?? (async () => ({ id: "cus_new" }) as Stripe.Customer)) },
    paymentMethods: {
      attach: record("paymentMethods.attach", overrides.methods?.attach ?? (async (id: string) => ({ id, card }) as Stripe.PaymentMethod)),
      detach: record("paymentMethods.detach", overrides.methods?.detach ?? (async (id: string) => ({ id }) as Stripe.PaymentMethod)),
    },
    paymentIntents: {
      create: record("paymentIntents.create", overrides.intents?.create ?? (async () => intent({}))),
      retrieve: record("paymentIntents.retrieve", overrides.intents?.retrieve ?? (async () => intent({ status: "succeeded" }))),
      cancel: record("paymentIntents.cancel", overrides.intents?.cancel ?? (async () => intent({ status: "canceled" }))),
    },
    refunds: { create: record("refunds.create", async () => ({ id: "re_1" }) as Stripe.Refund) },
    setupIntents: { create: record("setupIntents.create", overrides.setups?.create ?? (async () => ({ id: "seti_1", status: "succeeded", last_setup_error: null }) as Stripe.SetupIntent)) },
  };
  return { client, calls };
}

const open = (client: StripeClient) => stripePaymentProviders("sk_test_fake", client).open({} as Database);

describe("the Stripe payment provider", () => {
  it("is chosen when STRIPE_SECRET_KEY is set, else the test provider", () => {
    expect(paymentProvidersFromEnv({ STRIPE_SECRET_KEY: "sk_test_123" }).name).toBe("stripe");
    expect(paymentProvidersFromEnv({ STRIPE_SECRET_KEY: "  " }).name).toBe("test");
    expect(paymentProvidersFromEnv({}).name).toBe("test");
  });

  it("creates an unconfirmed card intent for the amount, with the payment method, the customer, the order and our idempotency key", async () => {
    const { client, calls } = fakeClient();
    const created = await open(client).createIntent({ amount: 4914, currency: "usd", paymentMethod: "pm_card", customerId: "cus_1", idempotencyKey: "order-o1", orderId: "o1" });
    expect(created).toEqual({ intentId: "pi_1", clientSecret: "pi_1_secret_abc" });
    expect(calls).toEqual([
      {
        method: "paymentIntents.create",
        args: [
          { amount: 4914, currency: "usd", payment_method: "pm_card", customer: "cus_1", allowed_payment_method_types: ["card"], metadata: { order_id: "o1" } },
          { idempotencyKey: "order-o1" },
        ],
      },
    ]);
    const params = calls[0]!.args[0] as Stripe.PaymentIntentCreateParams;
    expect(params.confirm).toBeUndefined();
  });

  it("leaves the customer out for a guest's new card", async () => {
    const { client, calls } = fakeClient();
    await open(client).createIntent({ amount: 100, currency: "usd", paymentMethod: "pm_x", customerId: null, idempotencyKey: "k", orderId: "o" });
    expect(calls[0]!.args[0]).not.toHaveProperty("customer");
  });

  it("maps PaymentIntent statuses to ours", () => {
    expect(intentStateOf(intent({ status: "succeeded" }))).toEqual({ status: "succeeded", amount: 4914, currency: "usd", failureMessage: null });
    expect(intentStateOf(intent({ status: "requires_action" })).status).toBe("requires_action");
    expect(intentStateOf(intent({ status: "requires_confirmation" })).status).toBe("pending");
    expect(intentStateOf(intent({ status: "processing" })).status).toBe("pending");
    expect(intentStateOf(intent({ status: "canceled" })).status).toBe("canceled");
    expect(intentStateOf(intent({ status: "requires_payment_method" })).status).toBe("pending");
    const declined = intent({ status: "requires_payment_method", last_payment_error: { type: "card_error", message: "Your card has insufficient funds." } as Stripe.PaymentIntent.LastPaymentError });
    expect(intentStateOf(declined)).toMatchObject({ status: "failed", failureMessage: "Your card has insufficient funds." });
  });

  it("sorts Stripe's errors: card refusals keep their words, bad requests are the client's, the rest is an outage", async () => {
    expect(paymentErrorOf(stripeError("StripeCardError", "Your card was declined."))).toMatchObject({ kind: "card", message: "Your card was declined." });
    expect(paymentErrorOf(stripeError("StripeInvalidRequestError", "No such PaymentMethod: 'pm_x'")).kind).toBe("request");
    expect(paymentErrorOf(stripeError("StripeConnectionError", "socket hang up"))).toMatchObject({ kind: "unavailable", message: expect.not.stringContaining("socket") });

    const { client } = fakeClient({ intents: { create: async () => Promise.reject(stripeError("StripeCardError", "Your card was declined.")) } });
    const error = await open(client)
      .createIntent({ amount: 100, currency: "usd", paymentMethod: "pm_x", customerId: null, idempotencyKey: "k", orderId: "o" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentError);
    expect(error).toMatchObject({ kind: "card", message: "Your card was declined." });
  });

  it("an intent without a client secret is an outage, not a payment the browser cannot confirm", async () => {
    const { client } = fakeClient({ intents: { create: async () => intent({ client_secret: null }) } });
    await expect(open(client).createIntent({ amount: 1, currency: "usd", paymentMethod: "pm", customerId: null, idempotencyKey: "k", orderId: "o" })).rejects.toMatchObject({ kind: "unavailable" });
  });

  it("saving a card creates the user's customer once (idempotently) and attaches the card to it", async () => {
    const { client, calls } = fakeClient();
    const saved = await open(client).saveCard({ token: "pm_new", user: { id: "u1", email: "a@example.com", paymentCustomerId: null } });
    expect(saved).toEqual({ card: { providerToken: "pm_new", brand: "visa", lastFour: "4242", expMonth: 4, expYear: 2031 }, customerId: "cus_new" });
    expect(calls.map((c) => c.method)).toEqual(["customers.create", "paymentMethods.attach"]);
    expect(calls[0]!.args).toEqual([{ email: "a@example.com", metadata: { user_id: "u1" } }, { idempotencyKey: "customer-u1" }]);
    expect(calls[1]!.args).toEqual(["pm_new", { customer: "cus_new" }]);
  });

  it("saving with an existing customer attaches to it; a payment method that is not a card is refused", async () => {
    const { client, calls } = fakeClient();
    await open(client).saveCard({ token: "pm_2", user: { id: "u1", email: "a@example.com", paymentCustomerId: "cus_old" } });
    expect(calls.map((c) => c.method)).toEqual(["paymentMethods.attach"]);
    expect(calls[0]!.args[1]).toEqual({ customer: "cus_old" });

    const notCard = fakeClient({ methods: { attach: async (id: string) => ({ id, card: undefined }) as unknown as Stripe.PaymentMethod } });
    await expect(open(notCard.client).saveCard({ token: "pm_bank", user: { id: "u1", email: "a@example.com", paymentCustomerId: "cus_old" } })).rejects.toMatchObject({ kind: "request" });
  });

  it("canceling an intent that succeeded meanwhile answers succeeded (the order gets paid, not voided)", async () => {
    const { client, calls } = fakeClient({
      intents: {
        cancel: async () => Promise.reject(stripeError("StripeInvalidRequestError", "You cannot cancel this PaymentIntent because it has a status of succeeded.")),
        retrieve: async () => intent({ status: "succeeded" }),
      },
    });
    expect((await open(client).cancelIntent("pi_1")).status).toBe("succeeded");
    expect(calls.map((c) => c.method)).toEqual(["paymentIntents.cancel", "paymentIntents.retrieve"]);
    const outage = fakeClient({ intents: { cancel: async () => Promise.reject(stripeError("StripeAPIError", "boom")) } });
    await expect(open(outage.client).cancelIntent("pi_1")).rejects.toMatchObject({ kind: "unavailable" });
  });

  it("finding 3: a card is set up off-session with a confirmed SetupIntent; a refusal keeps Stripe's words", async () => {
    const { client, calls } = fakeClient();
    await open(client).setUpCard({ paymentMethod: "pm_1", customerId: "cus_1", userId: "u1", idempotencyKey: "setup-1", offSession: true });
    expect(calls).toEqual([
      {
        method: "setupIntents.create",
        args: [{ payment_method: "pm_1", customer: "cus_1", confirm: true, usage: "off_session", allowed_payment_method_types: ["card"], metadata: { user_id: "u1" } }, { idempotencyKey: "setup-1" }],
      },
    ]);
    const declined = fakeClient({ setups: { create: async () => Promise.reject(stripeError("StripeCardError", "Your card was declined.")) } });
    await expect(open(declined.client).setUpCard({ paymentMethod: "pm_2", customerId: "cus_1", userId: "u1", idempotencyKey: "setup-2", offSession: true })).rejects.toEqual(new PaymentError("card", "Your card was declined."));
    const action = fakeClient({ setups: { create: async () => ({ id: "seti_2", status: "requires_action", last_setup_error: null }) as Stripe.SetupIntent } });
    await expect(open(action.client).setUpCard({ paymentMethod: "pm_3", customerId: "cus_1", userId: "u1", idempotencyKey: "setup-3", offSession: true })).rejects.toMatchObject({ kind: "card", message: expect.stringMatching(/requires authentication/) });
    // A card saved for checkouts the shopper confirms: 3-D Secure happens at each payment.
    await open(action.client).setUpCard({ paymentMethod: "pm_3", customerId: "cus_1", userId: "u1", idempotencyKey: "setup-4", offSession: false });
  });

  it("removing a card detaches it", async () => {
    const { client, calls } = fakeClient();
    await open(client).removeCard("pm_old");
    expect(calls).toEqual([{ method: "paymentMethods.detach", args: ["pm_old"] }]);
  });

  it("refunds part of an intent with our idempotency key", async () => {
    const { client, calls } = fakeClient();
    expect(await open(client).refund({ intentId: "pi_1", amount: 1200, idempotencyKey: "refund-1" })).toEqual({ refundId: "re_1" });
    expect(calls).toEqual([{ method: "refunds.create", args: [{ payment_intent: "pi_1", amount: 1200 }, { idempotencyKey: "refund-1" }] }]);
  });
});

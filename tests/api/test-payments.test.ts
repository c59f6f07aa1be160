import { eq } from "drizzle-orm";
import { TestCardToken, TestIntent } from "@/lib/api/schemas/checkout";
import { createApp } from "@/server/app";
import * as t from "@/server/db/schema";
import { stripePaymentProviders, type StripeClient } from "@/server/payments/stripe-provider";
import { data, failure, openTestApi, type TestApi } from "./helpers";
import { MANY_ORDERS } from "./many-orders";
import { CARDS, FUTURE_YEAR, orderBody, orderSteps } from "./orders-support";

let api: TestApi;
let steps: ReturnType<typeof orderSteps>;
beforeAll(async () => {
  api = await openTestApi(MANY_ORDERS);
  steps = orderSteps(api);
});
afterAll(() => api.close());

const card = (number: string, overrides: Record<string, unknown> = {}) => ({ number, exp_month: 12, exp_year: FUTURE_YEAR, cvc: "123", ...overrides });
const tokenise = (body: unknown) => api.post("/api/payments/test/tokens", body);

describe("POST /api/payments/test/tokens", () => {
  it("tokenises a good card as Stripe.js would: brand, last four, expiry, never the number", async () => {
    const token = await data(await tokenise(card(CARDS.visa)), TestCardToken);
    expect(token.id).toMatch(/^tok_test_[0-9a-f]{24}$/);
    expect(token.card).toEqual({ brand: "visa", last_four: "4242", exp_month: 12, exp_year: FUTURE_YEAR });
    expect((await data(await tokenise(card(CARDS.mastercard)), TestCardToken)).card.brand).toBe("mastercard");
    expect((await data(await tokenise(card("3782 822463 10005", { cvc: "1234" })), TestCardToken)).card.brand).toBe("amex");
    const [row] = await api.db.select().from(t.testPaymentTokens).where(eq(t.testPaymentTokens.id, token.id));
    expect(JSON.stringify(row)).not.toContain("4242424242424242");
  });

  it.each([
    ["a Luhn-invalid number", card("4242 4242 4242 4241"), "Your card number is incorrect."],
    ["an expired card", card(CARDS.visa, { exp_month: 1, exp_year: 2020 }), "Your card has expired."],
    ["a 4-digit code on a Visa", card(CARDS.visa, { cvc: "1234" }), "Your card's security code is incorrect."],
    ["a 3-digit code on an Amex", card("3782 822463 10005", { cvc: "123" }), "Your card's security code is incorrect."],
  ])("refuses %s with 402 and Stripe's words", async (_case, body, message) => {
    expect((await failure(await tokenise(body), 402)).message).toBe(message);
  });

  it("accepts the current month as not expired", async () => {
    const now = new Date();
    await data(await tokenise(card(CARDS.visa, { exp_month: now.getUTCMonth() + 1, exp_year: now.getUTCFullYear() })), TestCardToken);
  });
});

describe("POST /api/payments/test/intents/{id}/confirm", () => {
  it("two confirms racing settle the intent once", async () => {
    const order = await steps.created(orderBody(await steps.token()));
    const results = await Promise.all([steps.paid(order.client_secret!), steps.paid(order.client_secret!)]);
    expect(results.map((r) => r.status)).toEqual(["succeeded", "succeeded"]);
  });

  it("a failed intent stays failed; confirming again answers the same", async () => {
    const order = await steps.created(orderBody(await steps.token(CARDS.declined)));
    expect((await steps.paid(order.client_secret!)).status).toBe("failed");
    expect(await steps.paid(order.client_secret!, "approve")).toMatchObject({ status: "failed", message: "Your card was declined." });
  });

  it("an action before authentication is asked for does not skip it", async () => {
    const order = await steps.created(orderBody(await steps.token(CARDS.threeDs)));
    expect((await steps.paid(order.client_secret!, "approve")).status).toBe("requires_action");
    expect((await steps.paid(order.client_secret!)).status).toBe("requires_action");
    expect((await steps.paid(order.client_secret!, "approve")).status).toBe("succeeded");
  });

  it("answers 404 for an unknown intent or a wrong secret", async () => {
    const order = await steps.created(orderBody(await steps.token()));
    const intentId = order.client_secret!.split("_secret_")[0]!;
    await failure(await api.post(`/api/payments/test/intents/${intentId}/confirm`, { client_secret: `${intentId}_secret_guess` }), 404);
    await failure(await api.post("/api/payments/test/intents/pi_test_nope/confirm", { client_secret: order.client_secret }), 404);
    const intent = await data(await api.post(`/api/payments/test/intents/${intentId}/confirm`, { client_secret: order.client_secret }), TestIntent);
    expect(intent.status).toBe("succeeded");
  });
});

describe("with Stripe configured", () => {
  it("the test provider's routes do not exist", async () => {
    const stripe = createApp(Promise.resolve(api.db), { payments: stripePaymentProviders("sk_test_x", {} as StripeClient) });
    const post = (path: string, body: unknown) => stripe.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect((await post("/api/payments/test/tokens", card(CARDS.visa))).status).toBe(404);
    expect((await post("/api/payments/test/intents/pi_test_x/confirm", { client_secret: "pi_test_x_secret_y" })).status).toBe(404);
  });
});

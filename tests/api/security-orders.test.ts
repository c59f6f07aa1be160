/** The security review's findings on orders and payments: M5, M8, L3, L8, S1 (L9 is in tests/server/seed.test.ts). */
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { ItemDetail } from "@/lib/api/schemas/item";
import { CreatedOrder, IDEMPOTENCY_HEADER, OUT_OF_STOCK_ERROR_CODE, PAYMENT_FAILED_ERROR_CODE, TestCardToken } from "@/lib/api/schemas/checkout";
import { CartCalcResponse } from "@/lib/api/schemas/cart";
import { createApp, type AppOptions } from "@/server/app";
import * as t from "@/server/db/schema";
import { MAX_UNITS_PER_LINE, PAYMENT_START_HOLD_MINUTES, UNPAID_HOLD_MINUTES } from "@/server/orders/limits";
import { stripePaymentProviders, type StripeClient } from "@/server/payments/stripe-provider";
import { takesOrdersWith } from "@/server/payments/select";
import { testPaymentProviders } from "@/server/payments/test-provider";
import { data, failure, fileTestApi } from "./helpers";
import { CARDS, DEMO, FUTURE_YEAR, newKey, orderBody, ordersWithKey, setStock, signedInShopper, stockOf, TOTE, withTempOutbox } from "./orders-support";
import { rereadConfig } from "@/lib/config/server";
import { captureLogs } from "../support/logs";

let now = new Date();
withTempOutbox();
const api = fileTestApi();
// Each test starts with nothing pending (set aside directly: no sweep gives stock back mid-test) and 50 totes.
beforeEach(async () => {
  await api.db.update(t.orders).set({ status: "canceled" }).where(eq(t.orders.status, "pending_payment"));
  await setStock(api, TOTE.variant_id, 50);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** An app on the shared database with its own limiters and a clock the test moves. */
function shop(options: AppOptions = {}) {
  const app = createApp(Promise.resolve(api.db), { now: () => now, ...options });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    Promise.resolve(app.request(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) }));
  const token = async (headers: Record<string, string> = {}, number: string = CARDS.visa) =>
    (await data(await post("/api/payments/test/tokens", { number, exp_month: 12, exp_year: FUTURE_YEAR, cvc: "123" }, headers), TestCardToken)).id;
  const order = (body: ReturnType<typeof orderBody>, key: string, headers: Record<string, string> = {}) => post("/api/order", body, { [IDEMPOTENCY_HEADER]: key, ...headers });
  const pay = async (created: CreatedOrder) => {
    await post(`/api/payments/test/intents/${created.client_secret!.split("_secret_")[0]}/confirm`, { client_secret: created.client_secret });
    return post("/api/order/confirm", { id: created.id, client_secret: created.client_secret });
  };
  return { app, post, token, order, pay };
}

/** A client address and an email no other test uses. */
let clients = 0;
const uniqueClient = () => `198.18.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
const uniqueEmail = () => `buyer-${randomUUID().slice(0, 8)}@example.com`;
const from = (client: string) => ({ "x-forwarded-for": client });

describe("M5: unpaid orders and order creation are limited", () => {
  it("M5: a client may hold 3 unpaid orders; the 4th is refused with 429 and Retry-After, and takes nothing", async () => {
    const s = shop();
    const client = uniqueClient();
    const held: CreatedOrder[] = [];
    for (let i = 0; i < 3; i++) held.push(await data(await s.order(orderBody(await s.token(), { email: uniqueEmail() }), newKey(), from(client)), CreatedOrder));
    expect(await stockOf(api, TOTE.variant_id)).toBe(47);

    const key = newKey();
    const refused = await s.order(orderBody(await s.token(), { email: uniqueEmail() }), key, from(client));
    // The first open order's hold ends two minutes after it was placed (finding S1).
    expect(refused.headers.get("retry-after")).toBe(String(PAYMENT_START_HOLD_MINUTES * 60));
    expect((await failure(refused, 429)).message).toBe("Too many orders are waiting for payment. Please finish paying for one, or try again in a few minutes. Nothing was charged.");
    expect(await ordersWithKey(api, key)).toHaveLength(0);
    expect(await stockOf(api, TOTE.variant_id)).toBe(47);

    // Another client is not held back.
    await data(await s.order(orderBody(await s.token(), { email: uniqueEmail() }), newKey(), from(uniqueClient())), CreatedOrder);
    // Paying one frees a place.
    expect((await s.pay(held[0]!)).status).toBe(200);
    await data(await s.order(orderBody(await s.token(), { email: uniqueEmail() }), newKey(), from(client)), CreatedOrder);
  });

  it("M5: retrying the same attempt at the cap answers the same order, never 429", async () => {
    const s = shop();
    const client = uniqueClient();
    const email = uniqueEmail();
    const body = orderBody(await s.token(), { email });
    const key = newKey();
    const first = await data(await s.order(body, key, from(client)), CreatedOrder);
    for (let i = 0; i < 2; i++) await data(await s.order(orderBody(await s.token(), { email: uniqueEmail() }), newKey(), from(client)), CreatedOrder);
    expect(await data(await s.order(body, key, from(client)), CreatedOrder)).toEqual(first);
  });

  it("M5: an email may hold 3 unpaid orders, from whichever clients", async () => {
    const s = shop();
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) await data(await s.order(orderBody(await s.token(), { email }), newKey(), from(uniqueClient())), CreatedOrder);
    await failure(await s.order(orderBody(await s.token(), { email: email.toUpperCase() }), newKey(), from(uniqueClient())), 429);
  });

  it("M5: held orders stop counting when they expire after the hold", async () => {
    const s = shop();
    const client = uniqueClient();
    for (let i = 0; i < 3; i++) await data(await s.order(orderBody(await s.token(), { email: uniqueEmail() }), newKey(), from(client)), CreatedOrder);
    await failure(await s.order(orderBody(await s.token(), { email: uniqueEmail() }), newKey(), from(client)), 429);
    now = new Date(now.getTime() + (UNPAID_HOLD_MINUTES + 1) * 60_000);
    await data(await s.order(orderBody(await s.token(), { email: uniqueEmail() }), newKey(), from(client)), CreatedOrder);
  });

  it("M5: a burst of concurrent orders from one client cannot slip past the cap together", async () => {
    const s = shop();
    const client = uniqueClient();
    const tokens = await Promise.all(Array.from({ length: 6 }, () => s.token()));
    const answers = await Promise.all(tokens.map((token) => s.order(orderBody(token, { email: uniqueEmail() }), newKey(), from(client))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await stockOf(api, TOTE.variant_id)).toBe(47);
  });

  it("M5: new checkout attempts are rate-limited per client; retries of one attempt count once", async () => {
    const s = shop({ orderLimits: { attemptsPerClient: { max: 3, windowMs: 60_000 } } });
    const client = uniqueClient();
    const body = orderBody(await s.token(), { email: uniqueEmail() });
    const key = newKey();
    const first = await data(await s.order(body, key, from(client)), CreatedOrder);
    // A double submit and a retry of the same attempt are not new attempts.
    for (let i = 0; i < 3; i++) expect(await data(await s.order(body, key, from(client)), CreatedOrder)).toEqual(first);
    // Refused attempts count too: they cost the server a pricing each.
    for (let i = 0; i < 2; i++) await failure(await s.order(orderBody(undefined, { email: uniqueEmail() }), newKey(), from(client)), 400);
    const limited = await s.order(orderBody(await s.token(), { email: uniqueEmail() }), newKey(), from(client));
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await failure(limited, 429)).message).toBe("Too many attempts, please try again later.");
    // The attempt already under way still gets its answer; another client is not limited.
    expect(await data(await s.order(body, key, from(client)), CreatedOrder)).toEqual(first);
    await data(await s.order(orderBody(await s.token(), { email: uniqueEmail() }), newKey(), from(uniqueClient())), CreatedOrder);
  });
});

describe("M8: the test payment provider in production", () => {
  const production = () => {
    vi.stubEnv("SHOP_ENV", "production");
    vi.stubEnv("STRIPE_SECRET_KEY", "");
    vi.stubEnv("PAYMENTS_TEST_MODE", "");
    vi.stubEnv("SITE_URL", "https://shop.example.com");
    rereadConfig();
  };

  it("M8: without Stripe keys, production refuses orders (403, a clear message, nothing created) and says so loudly", async () => {
    const demo = shop();
    const token = await demo.token();
    production();
    const message = "This shop is not taking orders right now: card payments are not set up. Nothing was charged.";
    const key = newKey();
    const { result: [s, refused], text: logged } = await captureLogs(async () => {
      const s = shop();
      return [s, await s.order(orderBody(token), key, from(uniqueClient()))] as const;
    });
    expect((await failure(refused, 403)).message).toBe(message);
    expect(await ordersWithKey(api, key)).toHaveLength(0);
    expect(await stockOf(api, TOTE.variant_id)).toBe(50);
    // The test provider's own routes refuse too: the card form shows the same message.
    expect((await failure(await s.post("/api/payments/test/tokens", { number: CARDS.visa, exp_month: 12, exp_year: FUTURE_YEAR, cvc: "123" }), 403)).message).toBe(message);
    expect((await failure(await s.post("/api/payments/test/intents/pi_test_x/confirm", { client_secret: "pi_test_x_secret_y" }), 403)).message).toBe(message);
    expect(logged).toContain("EVERY ORDER IS REFUSED");
  });

  it("M8: PAYMENTS_TEST_MODE=1 declares a production demo that takes test orders", async () => {
    production();
    vi.stubEnv("PAYMENTS_TEST_MODE", "1");
    rereadConfig();
    const s = shop();
    await data(await s.order(orderBody(await s.token()), newKey(), from(uniqueClient())), CreatedOrder);
  });

  it("M8: production with Stripe takes orders; the demo (no SHOP_ENV) keeps its test provider", () => {
    const stripe = stripePaymentProviders("sk_test_x", {} as StripeClient);
    expect(takesOrdersWith(stripe, { SHOP_ENV: "production" })).toBe(true);
    expect(takesOrdersWith(testPaymentProviders, {})).toBe(true);
    expect(takesOrdersWith(testPaymentProviders, { SHOP_ENV: "production", PAYMENTS_TEST_MODE: "1" })).toBe(true);
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(takesOrdersWith(testPaymentProviders, { SHOP_ENV: "production" })).toBe(false);
  });
});

describe("L3: a clamped quantity needs the total the shopper saw", () => {
  it("L3: 8 units with 5 in stock and no expected_total is refused (409), no order, no stock taken", async () => {
    const s = shop();
    await setStock(api, TOTE.variant_id, 5);
    const key = newKey();
    const body = orderBody(await s.token(), { items: [{ cart_item_id: "1", ...TOTE, units: 8 }] });
    const refused = await failure(await s.order(body, key, from(uniqueClient())), 409);
    expect(refused).toMatchObject({ error_code: OUT_OF_STOCK_ERROR_CODE, message: "Only 5 left in stock of Canvas Market Tote. Please review your order; nothing was charged." });
    expect(await ordersWithKey(api, key)).toHaveLength(0);
    expect(await stockOf(api, TOTE.variant_id)).toBe(5);

    // With the total the cart showed for the 5 left, the same attempt orders them.
    const calc = await data(
      await s.post("/api/cart/calc", { items: body.items, coupon_codes: [], email: body.email, blings: 0, shipping_method_id: body.shipping_method_id }),
      CartCalcResponse,
    );
    const order = await data(await s.order({ ...body, expected_total: calc.grand_total }, key, from(uniqueClient())), CreatedOrder);
    expect(order.amount).toBe(calc.grand_total);
    expect(await stockOf(api, TOTE.variant_id)).toBe(0);
  });
});

describe("L8: test card tokens are bound to who made them", () => {
  it("L8: user B cannot pay with user A's token; A can", async () => {
    const s = shop();
    const alice = await signedInShopper(api);
    const bob = await signedInShopper(api);
    const token = await s.token(alice.headers);
    const [row] = await api.db.select().from(t.testPaymentTokens).where(eq(t.testPaymentTokens.id, token));
    expect(row!.userId).toBe(alice.userId);

    const stolen = await failure(await s.order(orderBody(token, { email: bob.email }), newKey(), { ...bob.headers, ...from(uniqueClient()) }), 402);
    expect(stolen).toMatchObject({ message: "please provide a valid payment method.", error_code: PAYMENT_FAILED_ERROR_CODE });
    // Nor as a guest.
    await failure(await s.order(orderBody(token, { email: uniqueEmail() }), newKey(), from(uniqueClient())), 402);
    expect(await stockOf(api, TOTE.variant_id)).toBe(50);

    const own = await data(await s.order(orderBody(token, { email: alice.email }), newKey(), { ...alice.headers, ...from(uniqueClient()) }), CreatedOrder);
    expect((await s.pay(own)).status).toBe(200);
  });

  it("L8: only the user who made a token can save it as a card", async () => {
    const s = shop();
    const alice = await signedInShopper(api);
    const bob = await signedInShopper(api);
    const alices = await s.token(alice.headers);
    const guests = await s.token();
    for (const token of [alices, guests]) {
      expect((await failure(await s.post("/api/users/credit_cards/", { token }, bob.headers), 400)).message).toBe("Please enter a valid credit card.");
    }
    expect((await s.post("/api/users/credit_cards/", { token: alices }, alice.headers)).status).toBe(200);
  });

  it("L8: a guest's token pays for one order only", async () => {
    const s = shop();
    const token = await s.token();
    const body = orderBody(token, { email: uniqueEmail() });
    const key = newKey();
    const first = await data(await s.order(body, key, from(uniqueClient())), CreatedOrder);
    // Its own retry is the same order.
    expect(await data(await s.order(body, key, from(uniqueClient())), CreatedOrder)).toEqual(first);
    const reused = await failure(await s.order(orderBody(token, { email: uniqueEmail() }), newKey(), from(uniqueClient())), 402);
    expect(reused.error_code).toBe(PAYMENT_FAILED_ERROR_CODE);
    const signedIn = await signedInShopper(api);
    await failure(await s.order(orderBody(token, { email: signedIn.email }), newKey(), { ...signedIn.headers, ...from(uniqueClient()) }), 402);
  });
});

describe("S1: what unpaid orders may hold is bounded in units, per client and per email", () => {
  const ITEM = { item_id: "itm-004", store_id: DEMO };
  const detailsOf = async (s: ReturnType<typeof shop>) => data(await s.app.request(`/api/items/${ITEM.item_id}/${ITEM.store_id}/details`), ItemDetail);
  const lineOf = (variantId: string, units: number, i: number) => ({ cart_item_id: `c${i}`, ...ITEM, variant_id: variantId, units });
  const stocks = async (ids: string[]) => (await api.db.select({ stock: t.variants.stock }).from(t.variants).where(inArray(t.variants.id, ids))).map((v) => v.stock);

  it("S1: the hoarding probe: one client cannot hold more than the bound, and the item stays in stock for other shoppers", async () => {
    const s = shop();
    const hoarder = uniqueClient();
    const variants = (await detailsOf(s)).variants.map((v) => v.id);
    expect(variants.length).toBeGreaterThan(4);
    for (const id of variants) await setStock(api, id, 6);

    // The probe: one line per variant, every unit of it: refused whole, nothing taken.
    const probe = orderBody(await s.token(), { email: uniqueEmail(), items: variants.map((id, i) => lineOf(id, 6, i)) });
    const key = newKey();
    expect((await failure(await s.order(probe, key, from(hoarder)), 409)).message).toBe(
      "One order can hold at most 20 items. Please order fewer, or split your order; nothing was charged.",
    );
    expect(await ordersWithKey(api, key)).toHaveLength(0);
    expect(await stocks(variants)).toEqual(variants.map(() => 6));

    // One line over the per-line bound.
    await setStock(api, variants[0]!, 30);
    const wide = orderBody(await s.token(), { email: uniqueEmail(), items: [lineOf(variants[0]!, MAX_UNITS_PER_LINE + 1, 0)] });
    const { name } = await detailsOf(s);
    expect((await failure(await s.order(wide, newKey(), from(hoarder)), 409)).message).toBe(
      `You can order at most ${MAX_UNITS_PER_LINE} of ${name} at a time. Please lower the quantity; nothing was charged.`,
    );
    await setStock(api, variants[0]!, 6);

    // Within the bounds, over several orders and emails: 20 units at most from this client.
    const first = orderBody(await s.token(), { email: uniqueEmail(), items: variants.slice(0, 2).map((id, i) => lineOf(id, 6, i)) });
    const second = orderBody(await s.token(), { email: uniqueEmail(), items: variants.slice(2, 4).map((id, i) => lineOf(id, i === 0 ? 6 : 2, i)) });
    await data(await s.order(first, newKey(), from(hoarder)), CreatedOrder);
    await data(await s.order(second, newKey(), from(hoarder)), CreatedOrder);
    const over = await s.order(orderBody(await s.token(), { email: uniqueEmail(), items: [lineOf(variants[4]!, 1, 0)] }), newKey(), from(hoarder));
    expect((await failure(over, 429)).message).toBe(
      "Too many items are waiting for payment (at most 20 at once). Please finish paying for your other order, or try again in a few minutes. Nothing was charged.",
    );
    expect(over.headers.get("retry-after")).toBe(String(PAYMENT_START_HOLD_MINUTES * 60));
    expect(await stocks(variants.slice(4))).toEqual(variants.slice(4).map(() => 6));

    // Everyone else still sees the item in stock and can buy it.
    expect((await detailsOf(s)).out_of_stock).toBe(false);
    const shopper = await data(await s.order(orderBody(await s.token(), { email: uniqueEmail(), items: [lineOf(variants[4]!, 2, 0)] }), newKey(), from(uniqueClient())), CreatedOrder);
    expect((await s.pay(shopper)).status).toBe(200);

    // The hoarder's unpaid orders let go two minutes later (the next order's sweep): every unit is back.
    now = new Date(now.getTime() + (PAYMENT_START_HOLD_MINUTES * 60 + 1) * 1000);
    await data(await s.order(orderBody(await s.token(), { email: uniqueEmail() }), newKey(), from(uniqueClient())), CreatedOrder);
    expect(await stocks(variants.slice(0, 4))).toEqual(variants.slice(0, 4).map(() => 6));
  });

  it("S1: an email's unpaid orders are bounded in units whatever the client, for signed-in shoppers as for guests", async () => {
    const s = shop();
    await setStock(api, TOTE.variant_id, 50);
    const me = await signedInShopper(api);
    const tote = (units: number) => [{ cart_item_id: "1", ...TOTE, units }];
    const place = async (units: number) => s.order(orderBody(await s.token(me.headers), { email: me.email, items: tote(units) }), newKey(), { ...me.headers, ...from(uniqueClient()) });
    const held = await data(await place(10), CreatedOrder);
    await data(await place(10), CreatedOrder);
    expect((await failure(await place(1), 429)).message).toContain("Too many items are waiting for payment");
    expect(await stockOf(api, TOTE.variant_id)).toBe(30);
    // Paying one frees its place: its units are bought, not held.
    expect((await s.pay(held)).status).toBe(200);
    await data(await place(1), CreatedOrder);
    expect(await stockOf(api, TOTE.variant_id)).toBe(29);
  });
});

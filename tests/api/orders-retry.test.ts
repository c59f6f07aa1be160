/**
 * Finding 15.10: every refused card left an order behind (three before the paid one). Now the
 * shopper's next card pays the same order: one order per checkout, its stock held meanwhile, given
 * back when the shopper gives it up or it expires. The first test drives the browser's own placing
 * code (lib/checkout/place-order.ts with the test provider's adapter) against the API.
 */
import { eq } from "drizzle-orm";
import { confirmOrder, createOrder } from "@/lib/api/calls/checkout";
import { IDEMPOTENCY_HEADER } from "@/lib/api/schemas/checkout";
import { OrdersPage } from "@/lib/api/schemas/order-history";
import { createApiClient } from "@/lib/api/http";
import { randomAttemptKey } from "@/lib/checkout/order-attempt";
import { createOrderPlacer, type PlaceOrderOutcome } from "@/lib/checkout/place-order";
import { createTestPaymentAdapter } from "@/lib/payments/test-adapter";
import { createApp } from "@/server/app";
import * as t from "@/server/db/schema";
import { DEFAULT_ORDER_LIMITS, REFUSED_GRACE_MINUTES, UNPAID_HOLD_MINUTES } from "@/server/orders/limits";
import { sweepInBackground } from "@/server/orders/sweep";
import { orderServices } from "@/server/orders/services";
import { createAuthLimits } from "@/server/auth/limits";
import { data, openTestApi, type TestApi } from "./helpers";
import { CARDS, FUTURE_YEAR, newKey, orderBody, orderSteps, setStock, signedInShopper, stockOf, TOTE, withTempOutbox } from "./orders-support";

let api: TestApi;
let steps: ReturnType<typeof orderSteps>;
let now = new Date();
withTempOutbox();
beforeAll(async () => {
  // The shop's own limits (3 open unpaid orders per client and per email), on a clock the tests move.
  const base = await openTestApi();
  const app = createApp(Promise.resolve(base.db), { now: () => now, orderLimits: { ...DEFAULT_ORDER_LIMITS, attemptsPerClient: { max: 1000, windowMs: 60_000 } } });
  api = { ...base, app, post: (path, body, headers = {}) => Promise.resolve(app.request(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) })) };
  steps = orderSteps(api);
});
afterAll(() => api.close());
beforeEach(() => setStock(api, TOTE.variant_id, 8));

const ordersOf = (email: string) => api.db.select().from(t.orders).where(eq(t.orders.email, email));

/** A shopper on checkout step 2 with the test card form (signed in with `headers`): `card` is what the form holds. */
function shopper(headers: Record<string, string> = {}) {
  const keys: string[] = [];
  const browser = createApiClient({
    baseUrl: "http://shop.test",
    fetch: async (input, init) => {
      const request = new Request(input, init);
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      if (request.method === "POST" && new URL(request.url).pathname === "/api/order") keys.push(request.headers.get(IDEMPOTENCY_HEADER) ?? "");
      return api.app.request(request);
    },
  });
  const form = { number: "", denyAuthentication: true };
  const adapter = createTestPaymentAdapter({
    api: browser,
    readCard: () => ({ number: form.number, expiry: `12 / ${String(FUTURE_YEAR).slice(2)}`, cvc: "123" }),
    authenticate: async () => (form.denyAuthentication ? "deny" : "approve"),
  });
  const placer = createOrderPlacer({ createOrder: (body, key) => createOrder(browser, body, key), confirmOrder: (id, secret) => confirmOrder(browser, id, secret), newAttemptKey: randomAttemptKey });
  let version = 0;
  return {
    /** the idempotency key of each POST /api/order sent */
    keys,
    /** Types `number` into the card field and presses Place order. */
    async payWith(number: string, request: ReturnType<typeof orderBody>): Promise<PlaceOrderOutcome | null> {
      form.number = number;
      version += 1;
      return placer.place({ request, payment: { kind: "new-card", version, adapter } });
    },
  };
}

describe("a refused card, then another", () => {
  it("15.10: three refused cards, then a fourth pays: one order, paid, its stock taken once, never held back by the cap on open orders", async () => {
    const email = "four-cards@example.com";
    const request = orderBody(undefined, { email });
    const me = shopper();
    for (const [card, message] of [
      [CARDS.declined, "Your card was declined."],
      [CARDS.insufficient, "Your card has insufficient funds."],
      [CARDS.threeDs, "We are unable to authenticate your payment method. Please choose a different payment method and try again."],
    ] as const) {
      expect(await me.payWith(card, request)).toEqual({ kind: "card-error", message });
      expect(await stockOf(api, TOTE.variant_id)).toBe(7);
    }
    const paid = await me.payWith(CARDS.visa, request);
    expect(paid).toMatchObject({ kind: "placed" });

    const orders = await ordersOf(email);
    expect(orders.map((o) => ({ number: o.orderNumber, status: o.status }))).toEqual([{ number: (paid as { orderNumber: string }).orderNumber, status: "paid" }]);
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);
    const payments = await api.db.select().from(t.payments).where(eq(t.payments.orderId, orders[0]!.id));
    expect(payments.map((p) => p.status).sort()).toEqual(["failed", "failed", "failed", "succeeded"]);
  });

  it("finding 17: a declined card then 4242, signed in: one attempt (one key), one order, paid; My Orders lists that one order", async () => {
    const me = await signedInShopper(api);
    const browser = shopper(me.headers);
    const request = orderBody(undefined, { email: me.email });
    expect(await browser.payWith(CARDS.declined, request)).toEqual({ kind: "card-error", message: "Your card was declined." });
    const paid = await browser.payWith(CARDS.visa, request);
    expect(paid).toMatchObject({ kind: "placed" });

    expect(browser.keys).toHaveLength(2);
    expect(new Set(browser.keys).size).toBe(1);
    const orders = await ordersOf(me.email);
    expect(orders.map((o) => o.status)).toEqual(["paid"]);
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);
    const listed = await data(await api.app.request("/api/orders/?pageNo=1", { headers: me.headers }), OrdersPage);
    expect(listed.datas.map((o) => o.order_number)).toEqual([(paid as { orderNumber: string }).orderNumber]);
  });

  it("finding 17: a declined order left for longer than its grace ends canceled, never listed; the next card then places one new order", async () => {
    const me = await signedInShopper(api);
    const browser = shopper(me.headers);
    const request = orderBody(undefined, { email: me.email });
    expect(await browser.payWith(CARDS.declined, request)).toMatchObject({ kind: "card-error" });
    now = new Date(now.getTime() + (REFUSED_GRACE_MINUTES + 1) * 60_000);
    await sweepInBackground(api.db, orderServices(async () => api.db, { now: () => now }, createAuthLimits(async () => api.db)));
    expect((await ordersOf(me.email)).map((o) => o.status)).toEqual(["canceled"]);
    expect(await data(await api.app.request("/api/orders/?pageNo=1", { headers: me.headers }), OrdersPage)).toMatchObject({ datas: [] });

    const paid = await browser.payWith(CARDS.visa, request);
    expect(paid).toMatchObject({ kind: "placed" });
    expect((await ordersOf(me.email)).map((o) => o.status).sort()).toEqual(["canceled", "paid"]);
    const listed = await data(await api.app.request("/api/orders/?pageNo=1", { headers: me.headers }), OrdersPage);
    expect(listed.datas.map((o) => o.order_number)).toEqual([(paid as { orderNumber: string }).orderNumber]);
  });

  it("15.10: a refused order nobody comes back to expires after the hold, and its stock comes back", async () => {
    const email = "walked-away@example.com";
    expect(await shopper().payWith(CARDS.declined, orderBody(undefined, { email }))).toMatchObject({ kind: "card-error" });
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);

    now = new Date(now.getTime() + (UNPAID_HOLD_MINUTES + 1) * 60_000);
    await sweepInBackground(api.db, orderServices(async () => api.db, { now: () => now }, createAuthLimits(async () => api.db)));
    expect((await ordersOf(email)).map((o) => o.status)).toEqual(["canceled"]);
    expect(await stockOf(api, TOTE.variant_id)).toBe(8);
  });

  it("15.10: a shopper who changes the order after a refusal gets it at once: the refused order lets its stock go", async () => {
    const email = "changed-mind@example.com";
    await setStock(api, TOTE.variant_id, 1);
    const me = shopper();
    expect(await me.payWith(CARDS.declined, orderBody(undefined, { email }))).toMatchObject({ kind: "card-error" });
    expect(await stockOf(api, TOTE.variant_id)).toBe(0);

    // Another shipping method: another order, and the last tote is theirs again.
    expect(await me.payWith(CARDS.visa, orderBody(undefined, { email, shipping_method_id: "express-shipping" }))).toMatchObject({ kind: "placed" });
    expect((await ordersOf(email)).map((o) => o.status).sort()).toEqual(["canceled", "paid"]);
    expect(await stockOf(api, TOTE.variant_id)).toBe(0);
  });

  it("15.10: another buyer's identical request does not take over a refused order", async () => {
    const order = await steps.created(orderBody(await steps.token(CARDS.declined), { email: "first@example.com" }));
    await steps.paid(order.client_secret!);
    await steps.confirm(order.id, order.client_secret!);

    const other = await steps.created(orderBody(await steps.token(), { email: "second@example.com" }), newKey());
    expect(other.id).not.toBe(order.id);
    const { headers } = await signedInShopper(api);
    const signedIn = await steps.created(orderBody(await steps.token(), { email: "first@example.com" }), newKey(), headers);
    expect(signedIn.id).not.toBe(order.id);
  });
});

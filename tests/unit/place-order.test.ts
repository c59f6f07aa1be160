import { describe, expect, it, vi } from "vitest";
import type { ApiResult } from "@/lib/api/errors";
import { OUT_OF_STOCK_ERROR_CODE, TOTAL_CHANGED_ERROR_CODE, type CreatedOrder } from "@/lib/api/schemas/checkout";
import type { OrderRequest } from "@/lib/checkout/order-request";
import { ORDER_ERROR_MESSAGE } from "@/lib/checkout/order-attempt";
import { createOrderPlacer, type PaymentChoice, type PlaceOrderDeps } from "@/lib/checkout/place-order";
import { PROVIDER_UNAVAILABLE_MESSAGE, type PaymentAdapter } from "@/lib/payments/adapter";
import { createTestPaymentAdapter } from "@/lib/payments/test-adapter";
import { AUTH_FAILED, DECLINED, fakeOrderServer, fakeTestProvider, INCORRECT_NUMBER } from "@/tests/support/fake-payments";

const request = (total = 5000): OrderRequest => ({
  items: [{ cart_item_id: "l1", item_id: "dress", store_id: "s1", variant_id: "v1", units: 1 }],
  coupon_codes: [],
  email: "guest@example.com",
  shipping_address: { name: "Ada Guest", address: "1 Main St", address2: "", city: "Austin", state: "", zip_code: "78701", phone: "5125550100", country: "US" },
  shipping_method_id: "basic-shipping",
  blings: 0,
  expected_total: total,
});

/** The real test-provider adapter over a fake provider; `number` is what the card form holds. */
function world(number = "4242 4242 4242 4242", answer: "approve" | "deny" = "approve") {
  const provider = fakeTestProvider();
  const server = fakeOrderServer(provider, { "card-1": "" });
  const authenticate = vi.fn(async () => answer);
  const card = { number };
  const adapter = createTestPaymentAdapter({ api: provider.api, readCard: () => ({ number: card.number, expiry: "12 / 40", cvc: "123" }), authenticate });
  let keys = 0;
  const deps: PlaceOrderDeps = { createOrder: vi.fn(server.createOrder), confirmOrder: vi.fn(server.confirmOrder), newAttemptKey: () => `key-${++keys}` };
  const placer = createOrderPlacer(deps);
  const newCard = (version = 1): PaymentChoice => ({ kind: "new-card", version, adapter });
  return { provider, server, authenticate, card, adapter, deps, placer, newCard };
}

const tokensMade = (w: ReturnType<typeof world>) => w.provider.calls.filter((c) => c.path === "/api/payments/test/tokens").length;

describe("placing an order", () => {
  it("creates, confirms with the provider and settles: placed", async () => {
    const w = world();
    const outcome = await w.placer.place({ request: request(), payment: w.newCard() });
    expect(outcome).toEqual({ kind: "placed", orderId: "order-1", orderNumber: "SO-1001" });
    expect(w.server.created).toHaveLength(1);
    expect(w.server.created[0]!.body.credit_card_token).toMatch(/^tok_test_/);
    expect(w.server.created[0]!.body.expected_total).toBe(5000);
    expect(w.server.confirmed).toEqual(["order-1"]);
    expect(w.authenticate).not.toHaveBeenCalled();
  });

  it("pays with a saved card by its id, without tokenising", async () => {
    const w = world();
    const token = await w.adapter.tokenizeCard();
    w.provider.calls.length = 0;
    const server = fakeOrderServer(w.provider, { "card-1": token.ok ? token.value : "" });
    const placer = createOrderPlacer({ createOrder: server.createOrder, confirmOrder: server.confirmOrder, newAttemptKey: () => "k" });
    const outcome = await placer.place({ request: request(), payment: { kind: "saved-card", cardId: "card-1", adapter: w.adapter } });
    expect(outcome).toMatchObject({ kind: "placed" });
    expect(server.created[0]!.body).toMatchObject({ credit_card_id: "card-1" });
    expect(server.created[0]!.body.credit_card_token).toBeUndefined();
    expect(tokensMade(w)).toBe(0);
  });

  it("places a free order with no payment at all", async () => {
    const w = world();
    const outcome = await w.placer.place({ request: request(0), payment: { kind: "free" } });
    expect(outcome).toMatchObject({ kind: "placed", orderNumber: "SO-1001" });
    expect(w.server.confirmed).toEqual([]);
    expect(w.provider.calls).toEqual([]);
  });

  it("finding 17: a declined card, then 4242: the provider's words, then the same attempt pays the same order (one order)", async () => {
    const w = world("4000 0000 0000 0002");
    expect(await w.placer.place({ request: request(), payment: w.newCard() })).toEqual({ kind: "card-error", message: DECLINED });
    expect(w.server.confirmed).toEqual(["order-1"]);

    w.card.number = "4242 4242 4242 4242";
    expect(await w.placer.place({ request: request(), payment: w.newCard(2) })).toMatchObject({ kind: "placed", orderNumber: "SO-1001" });
    expect(w.server.created.map((c) => c.key)).toEqual(["key-1", "key-1"]);
    expect(w.server.orders.size).toBe(1);
    // Each card its own token.
    expect(new Set(w.server.created.map((c) => c.body.credit_card_token)).size).toBe(2);
  });

  it("finding 17: the same card again after a decline continues the attempt with a fresh token; a changed order starts a new one", async () => {
    const w = world("4000 0000 0000 0002");
    await w.placer.place({ request: request(), payment: w.newCard() });
    await w.placer.place({ request: request(), payment: w.newCard() });
    expect(w.server.created.map((c) => c.key)).toEqual(["key-1", "key-1"]);
    expect(tokensMade(w)).toBe(2);
    await w.placer.place({ request: { ...request(), email: "other@example.com" }, payment: w.newCard() });
    expect(w.server.created.map((c) => c.key)).toEqual(["key-1", "key-1", "key-2"]);
  });

  it("finding 17: a mistyped card between a decline and a good one changes nothing: the good one pays the declined order", async () => {
    const w = world("4000 0000 0000 0002");
    await w.placer.place({ request: request(), payment: w.newCard(1) });
    w.card.number = "1234 5678 9012 3456";
    expect(await w.placer.place({ request: request(), payment: w.newCard(2) })).toEqual({ kind: "card-error", message: INCORRECT_NUMBER });
    w.card.number = "4242 4242 4242 4242";
    expect(await w.placer.place({ request: request(), payment: w.newCard(3) })).toMatchObject({ kind: "placed", orderNumber: "SO-1001" });
    expect(w.server.orders.size).toBe(1);
  });

  it("finding 17: when the server let the declined order go (its hold ended), the next card starts a new attempt at once", async () => {
    const w = world("4000 0000 0000 0002");
    await w.placer.place({ request: request(), payment: w.newCard(1) });
    w.server.orders.get("key-1")!.expired = true;
    w.card.number = "4242 4242 4242 4242";
    expect(await w.placer.place({ request: request(), payment: w.newCard(2) })).toMatchObject({ kind: "placed", orderNumber: "SO-1002" });
    expect(w.server.created.map((c) => c.key)).toEqual(["key-1", "key-1", "key-2"]);
  });

  it("a wallet's payment after a decline is a new attempt (its payment method is used once; the server takes the order over)", async () => {
    const w = world("4000 0000 0000 0002");
    await w.placer.place({ request: request(), payment: w.newCard() });
    w.card.number = "4242 4242 4242 4242";
    await w.placer.place({ request: request(), payment: { kind: "wallet", adapter: w.adapter } });
    expect(w.server.created.map((c) => c.key)).toEqual(["key-1", "key-2"]);
  });

  it("refuses a mistyped card before any order exists", async () => {
    const w = world("1234 5678 9012 3456");
    expect(await w.placer.place({ request: request(), payment: w.newCard() })).toEqual({ kind: "card-error", message: INCORRECT_NUMBER });
    expect(w.server.created).toEqual([]);
  });

  it("asks for 3-D Secure and places the order when the shopper approves", async () => {
    const w = world("4000 0025 0000 3155", "approve");
    expect(await w.placer.place({ request: request(), payment: w.newCard() })).toMatchObject({ kind: "placed" });
    expect(w.authenticate).toHaveBeenCalledOnce();
  });

  it("fails with the provider's message when the shopper denies 3-D Secure", async () => {
    const w = world("4000 0025 0000 3155", "deny");
    expect(await w.placer.place({ request: request(), payment: w.newCard() })).toEqual({ kind: "card-error", message: AUTH_FAILED });
    expect(w.server.confirmed).toEqual(["order-1"]);
  });

  it("reports a changed total with the server's message and charges nothing", async () => {
    const w = world();
    const message = "Your order total has changed to $ 52.00. Please review your order; nothing was charged.";
    w.deps.createOrder = vi.fn(async (): Promise<ApiResult<CreatedOrder>> => ({ ok: false, error: { kind: "http", status: 409, message, code: TOTAL_CHANGED_ERROR_CODE } }));
    const placer = createOrderPlacer(w.deps);
    expect(await placer.place({ request: request(), payment: w.newCard() })).toEqual({ kind: "total-changed", message });
    expect(w.server.confirmed).toEqual([]);
    // Placing again with the new total is a new attempt.
    await placer.place({ request: request(5200), payment: w.newCard() });
    expect(vi.mocked(w.deps.createOrder).mock.calls.map(([, key]) => key)).toEqual(["key-1", "key-2"]);
  });

  it("reports a line that sold out meanwhile", async () => {
    const w = world();
    const message = "Sorry, Silk Dress just sold out. Nothing was charged.";
    w.deps.createOrder = async () => ({ ok: false, error: { kind: "http", status: 409, message, code: OUT_OF_STOCK_ERROR_CODE } });
    expect(await createOrderPlacer(w.deps).place({ request: request(), payment: w.newCard() })).toEqual({ kind: "out-of-stock", message });
  });

  it("shows the server's message for another refusal, else the spec's text", async () => {
    const w = world();
    w.deps.createOrder = async () => ({ ok: false, error: { kind: "http", status: 400, message: "Please select a shipping option" } });
    expect(await createOrderPlacer(w.deps).place({ request: request(), payment: w.newCard() })).toEqual({ kind: "error", message: "Please select a shipping option" });
    w.deps.createOrder = async () => ({ ok: false, error: { kind: "http", status: 400, message: "" } });
    expect(await createOrderPlacer(w.deps).place({ request: request(), payment: w.newCard() })).toEqual({ kind: "error", message: ORDER_ERROR_MESSAGE });
  });

  it("retries a request lost on the network with the same key and token: one order", async () => {
    const w = world();
    const create = w.deps.createOrder;
    let drop = true;
    // The server takes the order but the answer never arrives.
    w.deps.createOrder = vi.fn(async (body, key) => {
      const result = await create(body, key);
      if (!drop) return result;
      drop = false;
      return { ok: false, error: { kind: "network", message: "a server error occurred." } } as const;
    });
    const placer = createOrderPlacer(w.deps);
    expect(await placer.place({ request: request(), payment: w.newCard() })).toEqual({ kind: "error", message: ORDER_ERROR_MESSAGE });
    expect(await placer.place({ request: request(), payment: w.newCard() })).toMatchObject({ kind: "placed", orderNumber: "SO-1001" });
    expect(w.server.orders.size).toBe(1);
    const bodies = vi.mocked(w.deps.createOrder).mock.calls;
    expect(bodies.map(([, key]) => key)).toEqual(["key-1", "key-1"]);
    expect(bodies[0]![0].credit_card_token).toBe(bodies[1]![0].credit_card_token);
    expect(tokensMade(w)).toBe(1);
  });

  it("does not reuse a lost attempt once the shopper changed the card or the order", async () => {
    const w = world();
    w.deps.createOrder = vi.fn(async () => ({ ok: false, error: { kind: "network", message: "x" } }) as const);
    const placer = createOrderPlacer(w.deps);
    await placer.place({ request: request(), payment: w.newCard(1) });
    await placer.place({ request: request(), payment: w.newCard(2) });
    await placer.place({ request: { ...request(), email: "other@example.com" }, payment: w.newCard(2) });
    expect(vi.mocked(w.deps.createOrder).mock.calls.map(([, key]) => key)).toEqual(["key-1", "key-2", "key-3"]);
  });

  it("confirms again on retry when the settle call was lost", async () => {
    const w = world();
    const confirm = w.deps.confirmOrder;
    let drop = true;
    w.deps.confirmOrder = vi.fn(async (id, secret) => {
      if (drop) {
        drop = false;
        return { ok: false, error: { kind: "network", message: "x" } } as const;
      }
      return confirm(id, secret);
    });
    const placer = createOrderPlacer(w.deps);
    expect(await placer.place({ request: request(), payment: w.newCard() })).toMatchObject({ kind: "error" });
    expect(await placer.place({ request: request(), payment: w.newCard() })).toMatchObject({ kind: "placed", orderNumber: "SO-1001" });
    expect(w.server.orders.size).toBe(1);
  });

  it("says so when the provider cannot be reached to tokenise", async () => {
    const w = world();
    const down: PaymentAdapter = { ...w.adapter, tokenizeCard: async () => ({ ok: false, kind: "unavailable", message: PROVIDER_UNAVAILABLE_MESSAGE }) };
    expect(await w.placer.place({ request: request(), payment: { kind: "new-card", version: 1, adapter: down } })).toEqual({ kind: "error", message: PROVIDER_UNAVAILABLE_MESSAGE });
    expect(w.server.created).toEqual([]);
  });

  it("places one order on a double submit", async () => {
    const w = world();
    const [first, second] = await Promise.all([
      w.placer.place({ request: request(), payment: w.newCard() }),
      w.placer.place({ request: request(), payment: w.newCard() }),
    ]);
    expect(first).toMatchObject({ kind: "placed" });
    expect(second).toBeNull();
    expect(w.server.created).toHaveLength(1);
    expect(tokensMade(w)).toBe(1);
  });
});

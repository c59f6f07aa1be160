import { and, eq } from "drizzle-orm";
import { CartCalcResponse } from "@/lib/api/schemas/cart";
import { IDEMPOTENCY_HEADER, OrderDetail, OUT_OF_STOCK_ERROR_CODE, PAYMENT_FAILED_ERROR_CODE, TOTAL_CHANGED_ERROR_CODE } from "@/lib/api/schemas/checkout";
import { formatMoney } from "@/lib/money";
import { ServerCart } from "@/lib/api/schemas/user";
import * as t from "@/server/db/schema";
import { data, failure, openTestApi, type TestApi } from "./helpers";
import { MANY_ORDERS } from "./many-orders";
import { ADDRESS, CARDS, DEMO, newKey, orderBody, orderSteps, ordersWithKey, setStock, signedInShopper, stockOf, TOTE, withTempOutbox } from "./orders-support";

let api: TestApi;
let steps: ReturnType<typeof orderSteps>;
withTempOutbox();
beforeAll(async () => {
  api = await openTestApi(MANY_ORDERS);
  steps = orderSteps(api);
});
afterAll(() => api.close());
beforeEach(() => setStock(api, TOTE.variant_id, 8));

/** The grand total the cart calculation gives for an order body: what the order must charge. */
async function calcTotal(body: ReturnType<typeof orderBody>, headers: Record<string, string> = {}) {
  const priced = await data(
    await api.post("/api/cart/calc", { items: body.items, coupon_codes: body.coupon_codes ?? [], email: body.email, blings: body.blings ?? 0, shipping_method_id: body.shipping_method_id }, headers),
    CartCalcResponse,
  );
  return priced.grand_total;
}

const intentsOf = (orderId: string) => api.db.select().from(t.testPaymentIntents).where(eq(t.testPaymentIntents.orderId, orderId));
const orderRow = async (id: string) => (await api.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
const mailsTo = (to: string) => api.db.select().from(t.outboxMail).where(and(eq(t.outboxMail.to, to), eq(t.outboxMail.kind, "order-confirmation")));

describe("placing and paying an order with the test provider", () => {
  it.each([
    ["visa", CARDS.visa],
    ["mastercard", CARDS.mastercard],
  ])("a %s card pays: the order is paid, the stock taken once, a confirmation mailed", async (_brand, number) => {
    const email = `paid-${_brand}@example.com`;
    const body = orderBody(await steps.token(number), { email });
    const expected = await calcTotal(body);
    const order = await steps.created(body);
    expect(order).toMatchObject({ status: "pending_payment", provider: "test", amount: expected });
    expect(order.client_secret).toMatch(/^pi_test_\w+_secret_/);
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);

    expect(await steps.paid(order.client_secret!)).toMatchObject({ status: "succeeded", message: null });
    // Confirms racing (a retry, a second tab) and a late one: all paid, one mail.
    const answers = [...(await Promise.all([0, 1, 2].map(() => steps.confirmed(order.id, order.client_secret!)))), await steps.confirmed(order.id, order.client_secret!)];
    for (const answer of answers) expect(answer).toEqual({ id: order.id, order_number: order.order_number, status: "paid" });

    expect(await stockOf(api, TOTE.variant_id)).toBe(7);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: "paid", grandTotal: expected, email });
    expect(row.paidAt).toBeInstanceOf(Date);
    const [payment] = await api.db.select().from(t.payments).where(eq(t.payments.orderId, order.id));
    expect(payment).toMatchObject({ status: "succeeded", amount: expected, provider: "test" });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(order.order_number);
    expect(mails[0]!.body).toContain(formatMoney(expected));
    expect(mails[0]!.body).toContain(`/demo/orders/lookup?order_id=${order.order_number}&email=${encodeURIComponent(email)}`);
  });

  it.each([
    ["declined", CARDS.declined, "Your card was declined."],
    ["insufficient funds", CARDS.insufficient, "Your card has insufficient funds."],
  ])("a %s card fails: 402 with the provider's words; the order stays open, its stock held, for another card (15.10)", async (_case, number, message) => {
    const order = await steps.created(orderBody(await steps.token(number), { email: `refused-${_case.replace(/ /g, "-")}@example.com` }));
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);
    expect(await steps.paid(order.client_secret!)).toMatchObject({ status: "failed", message });

    // Confirms racing (a retry, a second tab) and a late one all see the failure.
    const answers = [...(await Promise.all([0, 1, 2].map(() => steps.confirm(order.id, order.client_secret!)))), await steps.confirm(order.id, order.client_secret!)];
    for (const answer of answers) expect(await failure(answer, 402)).toMatchObject({ message, error_code: PAYMENT_FAILED_ERROR_CODE });
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);
    expect((await orderRow(order.id)).status).toBe("pending_payment");
    const [payment] = await api.db.select().from(t.payments).where(eq(t.payments.orderId, order.id));
    expect(payment).toMatchObject({ status: "failed", failureMessage: message });
    // The refused intent is canceled at the provider: it can never be paid later.
    expect((await intentsOf(order.id))[0]).toMatchObject({ status: "failed" });
  });

  it("a card that needs authentication is not paid until approved", async () => {
    const order = await steps.created(orderBody(await steps.token(CARDS.threeDs)));
    expect((await steps.paid(order.client_secret!)).status).toBe("requires_action");
    expect((await failure(await steps.confirm(order.id, order.client_secret!), 409)).message).toBe("Payment not completed yet.");
    expect(await steps.paid(order.client_secret!, "approve")).toMatchObject({ status: "succeeded" });
    expect((await steps.confirmed(order.id, order.client_secret!)).status).toBe("paid");
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);
  });

  it("denied authentication fails the payment; the order stays open for another card", async () => {
    const order = await steps.created(orderBody(await steps.token(CARDS.threeDs), { email: "denied@example.com" }));
    expect((await steps.paid(order.client_secret!)).status).toBe("requires_action");
    const denied = await steps.paid(order.client_secret!, "deny");
    const message = "We are unable to authenticate your payment method. Please choose a different payment method and try again.";
    expect(denied).toMatchObject({ status: "failed", message });
    expect(await failure(await steps.confirm(order.id, order.client_secret!), 402)).toMatchObject({ message, error_code: PAYMENT_FAILED_ERROR_CODE });
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);
    expect((await orderRow(order.id)).status).toBe("pending_payment");
  });

  it("confirming needs the order's own client secret", async () => {
    const first = await steps.created(orderBody(await steps.token()));
    const second = await steps.created(orderBody(await steps.token()));
    await steps.paid(first.client_secret!);
    expect((await failure(await steps.confirm(first.id, second.client_secret!), 404)).message).toBe("Order not found.");
    expect((await failure(await steps.confirm("no-such-order", first.client_secret!), 404)).message).toBe("Order not found.");
    expect((await failure(await steps.pay(`${second.client_secret!.split("_secret_")[0]}_secret_wrong`), 404)).message).toBe("No such payment intent.");
    expect((await orderRow(first.id)).status).toBe("pending_payment");
  });

  it("a payment method the provider does not know voids the order at once (402) and returns the stock", async () => {
    const refused = await failure(await steps.create(orderBody("tok_test_unknown")), 402);
    expect(refused).toMatchObject({ message: "please provide a valid payment method.", error_code: PAYMENT_FAILED_ERROR_CODE });
    expect(await stockOf(api, TOTE.variant_id)).toBe(8);
  });
});

describe("idempotency per checkout attempt", () => {
  it("the same key again answers the same order and client secret: one order, one intent, one decrement", async () => {
    const body = orderBody(await steps.token());
    const key = newKey();
    const first = await steps.created(body, key);
    const again = await steps.created(body, key);
    expect(again).toEqual(first);
    expect(await ordersWithKey(api, key)).toHaveLength(1);
    expect(await intentsOf(first.id)).toHaveLength(1);
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);

    // Still the same answer once paid.
    await steps.paid(first.client_secret!);
    await steps.confirmed(first.id, first.client_secret!);
    expect(await steps.created(body, key)).toEqual({ ...first, status: "paid" });
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);
  });

  it("concurrent requests with one key (a double click) make one order and one intent", async () => {
    const body = orderBody(await steps.token());
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => steps.created(body, key)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.client_secret)).size).toBe(1);
    expect(await ordersWithKey(api, key)).toHaveLength(1);
    expect(await intentsOf(answers[0]!.id)).toHaveLength(1);
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);
  });

  it("the same key with a different request is refused and changes nothing", async () => {
    const token = await steps.token();
    const key = newKey();
    await steps.created(orderBody(token), key);
    const other = orderBody(token, { items: [{ cart_item_id: "1", ...TOTE, units: 2 }] });
    const refused = await failure(await steps.create(other, key), 409);
    expect(refused.error_code).toBeUndefined();
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);
    // Another shopper cannot reuse it either (it would hand them the client secret).
    const { headers } = await signedInShopper(api);
    await failure(await steps.create(orderBody(token), key, headers), 409);
  });

  it("15.10: a key whose card was refused pays the same order with the next card", async () => {
    const email = "same-key-retry@example.com";
    const key = newKey();
    const order = await steps.created(orderBody(await steps.token(CARDS.declined), { email }), key);
    await steps.paid(order.client_secret!);
    await failure(await steps.confirm(order.id, order.client_secret!), 402);

    const visa = orderBody(await steps.token(), { email });
    const retry = await steps.created(visa, key);
    expect(retry).toMatchObject({ id: order.id, order_number: order.order_number, status: "pending_payment" });
    expect(retry.client_secret).not.toBe(order.client_secret);
    // The same request again answers the same payment.
    expect((await steps.created(visa, key)).client_secret).toBe(retry.client_secret);
    await steps.paid(retry.client_secret!);
    expect(await steps.confirmed(order.id, retry.client_secret!)).toMatchObject({ status: "paid" });
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);
    // The refused payment stays refused; asking about it after the order was paid says paid.
    expect(await steps.confirmed(order.id, order.client_secret!)).toMatchObject({ status: "paid" });
  });

  it("a key whose order was voided answers PAYMENT_FAILED: the browser starts a new attempt", async () => {
    const body = orderBody("tok_test_unknown", { email: "voided-key@example.com" });
    const key = newKey();
    await failure(await steps.create(body, key), 402);
    expect((await failure(await steps.create(body, key), 409)).error_code).toBe(PAYMENT_FAILED_ERROR_CODE);
  });

  it("needs the idempotency-key header", async () => {
    const refused = await failure(await api.post("/api/order", orderBody(await steps.token())), 400);
    expect(refused.message).toContain(IDEMPOTENCY_HEADER);
    await failure(await api.post("/api/order", orderBody(await steps.token()), { [IDEMPOTENCY_HEADER]: "short" }), 400);
    expect(await stockOf(api, TOTE.variant_id)).toBe(8);
  });
});

describe("the server prices the order", () => {
  it("ignores prices and totals the browser sends", async () => {
    const body = orderBody(await steps.token());
    const expected = await calcTotal(body);
    const tampered = { ...body, grand_total: 1, amount: 1, items: [{ ...body.items[0]!, price: 1, seen_price: 1 }] };
    const order = await steps.created(tampered as typeof body);
    expect(order.amount).toBe(expected);
    expect((await orderRow(order.id)).grandTotal).toBe(expected);
  });

  it("a total that changed since the shopper saw it is refused with the new total, nothing reserved", async () => {
    const body = orderBody(await steps.token());
    const expected = await calcTotal(body);
    const key = newKey();
    const refused = await failure(await steps.create({ ...body, expected_total: expected - 100 }, key), 409);
    expect(refused.error_code).toBe(TOTAL_CHANGED_ERROR_CODE);
    expect(refused.message).toContain(formatMoney(expected));
    expect(await ordersWithKey(api, key)).toHaveLength(0);
    expect(await stockOf(api, TOTE.variant_id)).toBe(8);
    // With the total it shows, the same attempt goes through.
    expect((await steps.created({ ...body, expected_total: expected }, key)).amount).toBe(expected);
  });

  it("recomputes discounts: a coupon, a member price and the bundle discount", async () => {
    const body = orderBody(await steps.token(), {
      email: "coupon-buyer@example.com",
      coupon_codes: [{ store_id: DEMO, coupon_code: "style10" }],
      items: [
        { cart_item_id: "1", ...TOTE, units: 1 },
        { cart_item_id: "2", item_id: "itm-017", store_id: DEMO, variant_id: "itm-017-camel-m", units: 1 },
        {
          cart_item_id: "3",
          item_id: "itm-065",
          store_id: DEMO,
          variant_id: null,
          units: 1,
          bundle: [
            { item_id: "itm-022", variant_id: "itm-022-denim-28" },
            { item_id: "itm-014", variant_id: "itm-014-white-m" },
          ],
        },
      ],
    });
    for (const variant of ["itm-017-camel-m", "itm-022-denim-28", "itm-014-white-m"]) await setStock(api, variant, 10);
    const expected = await calcTotal(body);
    const order = await steps.created(body);
    expect(order.amount).toBe(expected);
    const row = await orderRow(order.id);
    const items = await api.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id));
    // The snapshot adds up to the order's totals.
    expect(items.reduce((s, i) => s + i.originalPrice * i.units, 0)).toBe(row.itemsTotal);
    expect(items.reduce((s, i) => s + (i.originalPrice - i.price) * i.units + i.discountPrice, 0)).toBe(row.totalDiscount);
    expect(row.couponDiscount).toBeGreaterThan(0);
    // the code as the shop names it (finding 15.18)
    expect(row.couponCodes).toEqual([{ store_id: DEMO, coupon_code: "STYLE10" }]);
    // A bundle takes each part's stock.
    expect(await stockOf(api, "itm-022-denim-28")).toBe(9);
    expect(await stockOf(api, "itm-014-white-m")).toBe(9);
  });

  it.each([
    ["an option not chosen", { items: [{ cart_item_id: "1", ...TOTE, variant_id: null, units: 1 }] }, "please select item option"],
    ["an ended pre-order", { items: [{ cart_item_id: "1", item_id: "itm-027", store_id: DEMO, variant_id: "itm-027-camel-m", units: 1 }] }, "offer ended"],
    ["an item the store does not sell", { items: [{ cart_item_id: "1", item_id: "itm-060", store_id: DEMO, variant_id: "itm-060-gold", units: 1 }] }, "This item is no longer available."],
    ["an unknown coupon", { coupon_codes: [{ store_id: DEMO, coupon_code: "NOPE" }] }, 'Coupon code "NOPE" is not valid.'],
  ])("refuses %s with the line's or coupon's own message (409)", async (_case, overrides, message) => {
    const key = newKey();
    const refused = await failure(await steps.create(orderBody(await steps.token(), overrides as Parameters<typeof orderBody>[1]), key), 409);
    expect(refused.message).toBe(message);
    expect(await ordersWithKey(api, key)).toHaveLength(0);
  });

  it("a sold-out line is a clear OUT_OF_STOCK refusal", async () => {
    await setStock(api, TOTE.variant_id, 0);
    const refused = await failure(await steps.create(orderBody(await steps.token())), 409);
    expect(refused).toMatchObject({ error_code: OUT_OF_STOCK_ERROR_CODE, message: "Sorry, Canvas Market Tote just sold out. Nothing was charged." });
  });

  it("orders the units in stock when fewer are left than asked, at the total the shopper saw (the cart showed the clamp)", async () => {
    await setStock(api, TOTE.variant_id, 2);
    const body = orderBody(await steps.token(), { items: [{ cart_item_id: "1", ...TOTE, units: 5 }] });
    const forTwo = await calcTotal({ ...body, items: [{ ...body.items[0]!, units: 2 }] });
    const order = await steps.created({ ...body, expected_total: forTwo });
    expect(order.amount).toBe(forTwo);
    expect((await api.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id)))[0]!.units).toBe(2);
    expect(await stockOf(api, TOTE.variant_id)).toBe(0);
  });

  it("needs an existing shipping method, and an address unless it is pick-up", async () => {
    const token = await steps.token();
    expect((await failure(await steps.create(orderBody(token, { shipping_method_id: "teleport" })), 400)).message).toBe("Please select a shipping option");
    expect((await failure(await steps.create(orderBody(token, { shipping_address: null })), 400)).message).toBe("Please enter a shipping address.");
    const pickUp = await steps.created(orderBody(token, { shipping_method_id: "pick-up", billing_address: ADDRESS }));
    const row = await orderRow(pickUp.id);
    expect(row.shippingAddress).toBeNull();
    expect(row.billingAddress).toMatchObject({ name: ADDRESS.name, zip_code: ADDRESS.zip_code });
    expect(row.shipping).toBe(0);
    expect(row.shippingMethodName).toBe("pick up");
  });

  it("a pick-up order with something to pay needs a billing address (there is no shipping address to bill to); nothing is created", async () => {
    const key = newKey();
    expect((await failure(await steps.create(orderBody(await steps.token(), { shipping_method_id: "pick-up" }), key), 400)).message).toBe("please enter a valid billing address.");
    expect(await ordersWithKey(api, key)).toHaveLength(0);
    expect(await stockOf(api, TOTE.variant_id)).toBe(8);
    // A shipped order without one bills to the shipping address (BR-CHK-09), as before.
    const shipped = await steps.created(orderBody(await steps.token()));
    expect((await orderRow(shipped.id)).billingAddress).toMatchObject({ name: ADDRESS.name, address: ADDRESS.address });
  });

  it("CHK-15: a free pick-up order (a 100% coupon) needs no billing address and no card, and keeps none", async () => {
    const body = orderBody(undefined, { shipping_method_id: "pick-up", coupon_codes: [{ store_id: DEMO, coupon_code: "FREEORDER" }] });
    expect(await calcTotal(body)).toBe(0);
    const order = await steps.created(body);
    expect(order).toMatchObject({ status: "paid", client_secret: null, amount: 0 });
    const row = await orderRow(order.id);
    expect(row.billingAddress).toBeNull();
    expect(row.shippingAddress).toBeNull();
  });

  it("needs a payment method when something is to pay", async () => {
    const key = newKey();
    expect((await failure(await steps.create(orderBody(undefined), key), 400)).message).toBe("please provide a valid payment method.");
    expect(await ordersWithKey(api, key)).toHaveLength(0);
    expect(await stockOf(api, TOTE.variant_id)).toBe(8);
  });

  it("a shared-cart order needs the shared cart to exist", async () => {
    expect((await failure(await steps.create(orderBody(await steps.token(), { share_cart_id: "no-such-share" })), 404)).message).toBe("This shared cart no longer exists.");
  });

  it("malformed requests are 400s", async () => {
    const key = { [IDEMPOTENCY_HEADER]: newKey() };
    expect((await failure(await api.post("/api/order", "{not json", key), 400)).message).toBe("Malformed JSON in request body.");
    await failure(await api.post("/api/order", { ...orderBody("tok"), items: [] }, key), 400);
    await failure(await api.post("/api/order", { ...orderBody("tok"), items: [{ ...TOTE, cart_item_id: "1", units: 0 }] }, key), 400);
    await failure(await api.post("/api/order", { ...orderBody("tok"), email: "nope" }, key), 400);
    await failure(await api.post("/api/order", { ...orderBody("tok"), expected_total: 10.5 }, key), 400);
    await failure(await api.post("/api/order/confirm", { id: "x" }), 400);
    await failure(await api.post("/api/order/detail", { email: "a@b.co" }), 400);
    await failure(await api.post("/api/payments/test/tokens", { number: "abcd", exp_month: 13, exp_year: 2030, cvc: "1" }), 400);
    await failure(await api.post("/api/payments/test/intents/x/confirm", { client_secret: "" }), 400);
  });
});

describe("signed-in orders", () => {
  it("spend blings up to the balance (held at order time, given back when the order is given up)", async () => {
    const me = await signedInShopper(api, 500);
    const body = orderBody(await steps.token(CARDS.declined), { email: me.email, blings: 10_000 });
    const full = await calcTotal({ ...body, blings: 0 });
    const order = await steps.created(body, newKey(), me.headers);
    expect(order.amount).toBe(full - 500);
    const balance = async () => (await api.db.select({ b: t.users.blings }).from(t.users).where(eq(t.users.id, me.userId)))[0]!.b;
    expect(await balance()).toBe(0);
    await steps.paid(order.client_secret!);
    await failure(await steps.confirm(order.id, order.client_secret!), 402);
    // Held for the next card; another order instead gives them back.
    expect(await balance()).toBe(0);
    await steps.created(orderBody(await steps.token(CARDS.visa), { email: me.email, items: [{ cart_item_id: "1", ...TOTE, units: 2 }] }), newKey(), me.headers);
    expect(await balance()).toBe(500);
  });

  it("a guest's blings are ignored", async () => {
    const body = orderBody(await steps.token(), { blings: 500 });
    expect((await steps.created(body)).amount).toBe(await calcTotal({ ...body, blings: 0 }));
  });

  it("a free order (blings cover it) is paid at once, without the provider, and leaves the cart", async () => {
    const me = await signedInShopper(api, 100_000);
    const cart = await data(await api.post("/api/cart", { ...TOTE, units: 1 }, me.headers), ServerCart);
    const line = cart.items[0]!;
    const body = orderBody(undefined, { email: me.email, blings: 100_000, items: [{ ...line }] });
    const total = await calcTotal({ ...body, blings: 0 });
    const order = await steps.created(body, newKey(), me.headers);
    expect(order).toMatchObject({ status: "paid", client_secret: null, provider: null, amount: 0 });
    expect(await intentsOf(order.id)).toHaveLength(0);
    expect((await api.db.select({ b: t.users.blings }).from(t.users).where(eq(t.users.id, me.userId)))[0]!.b).toBe(100_000 - total);
    expect((await data(await api.get("/api/cart", me.headers), ServerCart)).items).toEqual([]);
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it("paying removes the ordered lines from the account's cart, and only those", async () => {
    const me = await signedInShopper(api);
    await setStock(api, "itm-014-white-m", 10);
    await api.post("/api/cart", { ...TOTE, units: 1 }, me.headers);
    const cart = await data(await api.post("/api/cart", { item_id: "itm-014", store_id: DEMO, variant_id: "itm-014-white-m", units: 1 }, me.headers), ServerCart);
    const tote = cart.items.find((l) => l.item_id === TOTE.item_id)!;
    const order = await steps.created(orderBody(await steps.token(), { email: me.email, items: [tote] }), newKey(), me.headers);
    // Not before it is paid.
    expect((await data(await api.get("/api/cart", me.headers), ServerCart)).items).toHaveLength(2);
    await steps.paid(order.client_secret!);
    await steps.confirmed(order.id, order.client_secret!);
    expect((await data(await api.get("/api/cart", me.headers), ServerCart)).items.map((l) => l.item_id)).toEqual(["itm-014"]);
  });

  it("is_update_shipping saves the address to the account once", async () => {
    const me = await signedInShopper(api);
    for (let i = 0; i < 2; i++) {
      await steps.created(orderBody(await steps.token(), { email: me.email, is_update_shipping: true }), newKey(), me.headers);
    }
    const saved = await api.db.select().from(t.addresses).where(eq(t.addresses.userId, me.userId));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name: ADDRESS.name, zipCode: ADDRESS.zip_code, isDefault: true });
    // A guest's flag saves nothing anywhere.
    const before = (await api.db.select().from(t.addresses)).length;
    await steps.created(orderBody(await steps.token(), { is_update_shipping: true }));
    expect((await api.db.select().from(t.addresses)).length).toBe(before);
  });
});

describe("guest order lookup (POST /api/order/detail)", () => {
  const NOT_FOUND = "User or order not found, please check the email and order id.";

  it("finds a paid order by email (any case) and number, with its lines and totals", async () => {
    const email = "lookup@example.com";
    const order = await steps.created(orderBody(await steps.token(), { email }));
    await steps.paid(order.client_secret!);
    await steps.confirmed(order.id, order.client_secret!);
    const res = await api.post("/api/order/detail", { email: "LookUp@Example.com", number: order.order_number.toLowerCase() });
    const detail = await data(res, OrderDetail);
    expect(detail).toMatchObject({ id: order.id, order_number: order.order_number, type: "Order", status: "paid", email, grand_total: order.amount, shipping_method: "Standard Shipping" });
    expect(detail.shipping_address).toMatchObject({ name: ADDRESS.name, zip_code: ADDRESS.zip_code });
    expect(detail.stores).toHaveLength(1);
    expect(detail.stores[0]).toMatchObject({ store_name: "Dana's Edit", store_user_name: "demo" });
    expect(detail.stores[0]!.items[0]).toMatchObject({ item_id: TOTE.item_id, name: "Canvas Market Tote", units: 1, optionStr: expect.stringContaining("Color") });
  });

  it("answers the same 404 for a wrong email, an unknown number, and an unpaid or failed order", async () => {
    const pending = await steps.created(orderBody(await steps.token(), { email: "pending@example.com" }));
    const failedOrder = await steps.created(orderBody(await steps.token(CARDS.declined), { email: "failed@example.com" }));
    await steps.paid(failedOrder.client_secret!);
    await steps.confirm(failedOrder.id, failedOrder.client_secret!);
    const paid = await steps.created(orderBody(await steps.token(), { email: "owner@example.com" }));
    await steps.paid(paid.client_secret!);
    await steps.confirmed(paid.id, paid.client_secret!);

    for (const body of [
      { email: "someone.else@example.com", number: paid.order_number },
      { email: "owner@example.com", number: "SF00000000" },
      { email: "pending@example.com", number: pending.order_number },
      { email: "failed@example.com", number: failedOrder.order_number },
    ]) {
      expect((await failure(await api.post("/api/order/detail", body, { "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 200)}` }), 404)).message).toBe(NOT_FOUND);
    }
  });

  it("finds the seeded order of repeat@example.com", async () => {
    expect((await api.post("/api/order/detail", { email: "repeat@example.com", number: "SF100001" })).status).toBe(200);
  });

  it("limits lookups that find nothing, per client", async () => {
    const { createApp } = await import("@/server/app");
    const limited = createApp(Promise.resolve(api.db), { orderLookupLimit: { max: 3, windowMs: 60_000 } });
    const lookup = (body: unknown, ip: string) =>
      limited.request("/api/order/detail", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body: JSON.stringify(body) });
    for (let i = 0; i < 3; i++) expect((await lookup({ email: "x@example.com", number: `SF0000000${i}` }, "198.51.100.7")).status).toBe(404);
    const limitedAnswer = await lookup({ email: "repeat@example.com", number: "SF100001" }, "198.51.100.7");
    expect(limitedAnswer.status).toBe(429);
    expect(limitedAnswer.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another client is not affected.
    expect((await lookup({ email: "repeat@example.com", number: "SF100001" }, "198.51.100.8")).status).toBe(200);
  });
});

/**
 * The account's order history on the seeded shopper (server/seed/orders-history.ts): orders,
 * returns, pre-sale cancels and the plan's return cost; sessions, another user's ids, bad input
 * and double submits.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { IDEMPOTENCY_HEADER } from "@/lib/api/schemas/checkout";
import { AccountOrderDetail, CurrentPlan, OrdersPage, PresaleCancelResult, ReturnDetail, ReturnsPage } from "@/lib/api/schemas/order-history";
import { createApp } from "@/server/app";
import { hashToken } from "@/server/auth/session";
import * as t from "@/server/db/schema";
import { HISTORY_PAGE_SIZE } from "@/server/orders/history";
import { testPaymentProviders } from "@/server/payments/test-provider";
import { RETURN_MAIL_KIND } from "@/server/returns/request";
import { totalAfterRefunds } from "@/lib/orders/refund-rules";
import { data, failure, fileTestApi } from "./helpers";
import { signedInShopper, stockOf, withTempOutbox } from "./orders-support";
import { captureLogs } from "../support/logs";

const api = fileTestApi();
withTempOutbox();

const SHOPPER = "user-shopper";

async function sessionOf(userId: string): Promise<Record<string, string>> {
  const token = `test-${randomUUID()}`;
  await api.db.insert(t.sessions).values({ id: randomUUID(), userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return { "x-access-token": token };
}

const returnKey = () => ({ [IDEMPOTENCY_HEADER]: `return-${randomUUID()}` });
const orderOf = async (id: string, headers: Record<string, string>) => data(await api.get(`/api/order/${id}`, headers), AccountOrderDetail);
const lineOf = (order: AccountOrderDetail, id: string) => order.stores.flatMap((s) => s.items).find((i) => i.id === id)!;

describe("sessions", () => {
  it("every call answers 401 without a session", async () => {
    for (const path of ["/api/orders/?pageNo=1", "/api/order/order-history-1", "/api/return/all?pageNo=1", "/api/return/return-history-7", "/api/plans/current"]) {
      await failure(await api.get(path), 401);
    }
    await failure(await api.post("/api/return", { order_id: "order-history-1", items: [{ order_item_id: "order-history-1-item-1", units: 1 }], reason: "Size" }, returnKey()), 401);
    await failure(await api.put("/api/preorder/cancel", { order_id: "order-history-3", reason: "Price" }), 401);
  });
});

describe("GET /api/orders", () => {
  it("lists the shopper's orders in every state, newest first", async () => {
    const page = await data(await api.get("/api/orders/?pageNo=1", await sessionOf(SHOPPER)), OrdersPage);
    expect(page.datas.map((o) => o.order_number)).toEqual(["SF200006", "SF200005", "SF200003", "SF200001", "SF200009", "SF200007", "SF200004", "SF200008", "SF200002"]);
    expect(page).toMatchObject({ has_more: false, length: 9 });
    const box = page.datas[0]!;
    expect(box).toMatchObject({ type: 1, is_share_box: true, is_confirmed: false, is_allowed_to_confirm: true, stylist_user_name: "demo", items_count: 2 });
    expect(box.pics).toHaveLength(2);
    expect(page.datas.find((o) => o.order_number === "SF200004")).toMatchObject({ is_canceled: true, is_allowed_to_confirm: false, stylist_user_name: null });
    expect(page.datas.find((o) => o.order_number === "SF200001")).toMatchObject({ items_count: 3, is_share_box: false });
  });

  it("pages by pageNo, 10 a page, and a new account starts empty", async () => {
    const { userId, email, headers } = await signedInShopper(api);
    expect(await data(await api.get("/api/orders/?pageNo=1", headers), OrdersPage)).toEqual({ datas: [], has_more: false, length: 0 });
    expect(await data(await api.get("/api/return/all?pageNo=1", headers), ReturnsPage)).toEqual({ return_orders: [], count: 0, has_more: false });
    const base = Date.now() - 86_400_000;
    await api.db.insert(t.orders).values(
      Array.from({ length: HISTORY_PAGE_SIZE + 1 }, (_, i) => ({
        id: `${userId}-${i}`,
        orderNumber: `PG${userId.slice(0, 8)}${i}`,
        userId,
        email,
        status: "paid",
        itemsTotal: 100,
        grandTotal: 100,
        createdAt: new Date(base + i * 1000),
      })),
    );
    // An unpaid order is nobody's history.
    await api.db.insert(t.orders).values({ id: `${userId}-unpaid`, orderNumber: `PG${userId.slice(0, 8)}u`, userId, email, itemsTotal: 100, grandTotal: 100 });
    const first = await data(await api.get("/api/orders?pageNo=1", headers), OrdersPage);
    expect(first).toMatchObject({ has_more: true, length: HISTORY_PAGE_SIZE });
    expect(first.datas[0]!.id).toBe(`${userId}-${HISTORY_PAGE_SIZE}`);
    const second = await data(await api.get("/api/orders?pageNo=2", headers), OrdersPage);
    expect(second).toMatchObject({ has_more: false, length: 1 });
    expect(second.datas[0]!.id).toBe(`${userId}-0`);
  });

  it("refuses a page number that is not a positive integer", async () => {
    const headers = await sessionOf(SHOPPER);
    await failure(await api.get("/api/orders?pageNo=0", headers), 400);
    await failure(await api.get("/api/orders?pageNo=x", headers), 400);
  });
});

describe("GET /api/order/{id}", () => {
  it("says which lines may be returned: within the window, not past it", async () => {
    const headers = await sessionOf(SHOPPER);
    const recent = await orderOf("order-history-1", headers);
    expect(recent).toMatchObject({ order_number: "SF200001", is_allowed_to_return: true, remark: "Something for a summer wedding, please!" });
    expect(lineOf(recent, "order-history-1-item-1")).toMatchObject({ is_allowed_to_return: true, returnable_units: 1, return_message: "" });
    const old = await orderOf("order-history-2", headers);
    expect(old.is_allowed_to_return).toBe(false);
    expect(lineOf(old, "order-history-2-item-1")).toMatchObject({ is_allowed_to_return: false, returnable_units: 1 });
  });

  it("groups a two-store order by store, each line with its tracking", async () => {
    const order = await orderOf("order-history-5", await sessionOf(SHOPPER));
    expect(order.stores.map((s) => s.store_name)).toHaveLength(2);
    for (const store of order.stores) expect(store.items[0]!.tracking_number).toBeTruthy();
  });

  it("shows the pre-sale part and the returns of an order", async () => {
    const headers = await sessionOf(SHOPPER);
    const presale = await orderOf("order-history-3", headers);
    expect(presale.order_items.map((i) => i.id)).toEqual(["order-history-3-item-1"]);
    // An unshipped pre-sale line is canceled, not returned; the shipped tote may be returned.
    expect(lineOf(presale, "order-history-3-item-1").is_allowed_to_return).toBe(false);
    expect(lineOf(presale, "order-history-3-item-2").is_allowed_to_return).toBe(true);
    const returned = await orderOf("order-history-8", headers);
    expect(returned.return_history).toEqual([expect.objectContaining({ status: "refunded", return_order_id: "return-history-8" })]);
    expect(lineOf(returned, "order-history-8-item-1")).toMatchObject({ returnable_units: 0, return_message: "Returned", is_allowed_to_return: false });
  });

  it("another user's order is a 404, like an unknown id", async () => {
    const { headers } = await signedInShopper(api);
    await failure(await api.get("/api/order/order-history-1", headers), 404);
    await failure(await api.get("/api/order/no-such-order", await sessionOf(SHOPPER)), 404);
  });
});

describe("returns: list, detail, plan", () => {
  it("lists the shopper's returns; the one in progress has no refund yet", async () => {
    const headers = await sessionOf(SHOPPER);
    const page = await data(await api.get("/api/return/all?pageNo=1", headers), ReturnsPage);
    expect(page.count).toBeGreaterThanOrEqual(2);
    const inProgress = await data(await api.get("/api/return/return-history-7", headers), ReturnDetail);
    expect(inProgress).toMatchObject({ order_id: "order-history-7", status: "requested", refund_amount: null, refund_blings: null, shipping: 800 });
    expect(inProgress.order_items).toHaveLength(1);
    const refunded = await data(await api.get("/api/return/return-history-8", headers), ReturnDetail);
    expect(refunded.refund_amount).toBe(refunded.items_total + refunded.tax - refunded.shipping);
  });

  it("another user's return is a 404", async () => {
    const { headers } = await signedInShopper(api);
    await failure(await api.get("/api/return/return-history-7", headers), 404);
  });

  it("the current plan carries the return cost: the shopper's basic plan, a stylist's subscription", async () => {
    expect(await data(await api.get("/api/plans/current", await sessionOf(SHOPPER)), CurrentPlan)).toMatchObject({ key: "shopper1", return_cost: 800 });
    expect(await data(await api.get("/api/plans/current", await sessionOf("user-stylist-demo")), CurrentPlan)).toMatchObject({ key: "seller1", return_cost: 0 });
  });
});

describe("POST /api/return", () => {
  const body = (over: Record<string, unknown> = {}) => ({ order_id: "order-history-1", items: [{ order_item_id: "order-history-1-item-2", units: 1 }], reason: "Size", ...over });
  const mails = async () => api.db.select().from(t.outboxMail).where(and(eq(t.outboxMail.kind, RETURN_MAIL_KIND), eq(t.outboxMail.to, "shopper@example.com")));

  it("creates one return for a double submit, deducts the return cost and mails the instructions", async () => {
    const headers = { ...(await sessionOf(SHOPPER)), ...returnKey() };
    const mailsBefore = (await mails()).length;
    const [first, second] = await Promise.all([api.post("/api/return", body(), headers), api.post("/api/return", body(), headers)]);
    const made = await data(first, ReturnDetail);
    expect((await data(second, ReturnDetail)).id).toBe(made.id);
    expect(made).toMatchObject({ status: "requested", reason: "Size", shipping: 800, items_total: 2800, refund_amount: null });
    expect(made.order_items).toEqual([expect.objectContaining({ name: "Everyday Cotton Tee", units: 1 })]);
    const sent = await mails();
    expect(sent).toHaveLength(mailsBefore + 1);
    expect(sent.at(-1)!.body).toContain(made.number);
    expect(sent.at(-1)!.body).toContain("RETURN SHIPPING LABEL");
    const order = await orderOf("order-history-1", headers);
    expect(lineOf(order, "order-history-1-item-2").returnable_units).toBe(1);
    expect(order.return_history.map((r) => r.return_order_id)).toContain(made.id);
  });

  it("refuses units beyond what is left, and none", async () => {
    const headers = await sessionOf(SHOPPER);
    const tooMany = await failure(await api.post("/api/return", body({ items: [{ order_item_id: "order-history-1-item-1", units: 2 }] }), { ...headers, ...returnKey() }), 400);
    expect(tooMany.message).toBe("At most 1 of Rosewood Wrap Dress can be returned.");
    await failure(await api.post("/api/return", body({ items: [{ order_item_id: "order-history-1-item-1", units: 0 }] }), { ...headers, ...returnKey() }), 400);
    const none = await failure(await api.post("/api/return", body({ items: [] }), { ...headers, ...returnKey() }), 400);
    expect(none.issues?.map((i) => i.message)).toContain("please select one or more items to return.");
  });

  it("refuses a reason not in the list, and a missing key", async () => {
    const headers = await sessionOf(SHOPPER);
    const reason = await failure(await api.post("/api/return", body({ reason: "Bored" }), { ...headers, ...returnKey() }), 400);
    expect(reason.issues?.map((i) => i.message)).toContain("please select a return reason");
    await failure(await api.post("/api/return", body(), headers), 400);
  });

  it("refuses an order that is not yours, a line of another order, and an order past the window", async () => {
    const { headers: other } = await signedInShopper(api);
    await failure(await api.post("/api/return", body(), { ...other, ...returnKey() }), 404);
    const headers = await sessionOf(SHOPPER);
    await failure(await api.post("/api/return", body({ items: [{ order_item_id: "order-history-5-item-1", units: 1 }] }), { ...headers, ...returnKey() }), 400);
    const past = await failure(await api.post("/api/return", body({ order_id: "order-history-2", items: [{ order_item_id: "order-history-2-item-1", units: 1 }] }), { ...headers, ...returnKey() }), 409);
    expect(past.message).toBe("Past the return window, contact customer service");
  });

  it("refuses an unshipped pre-sale line (it is canceled instead) and a key used for another order", async () => {
    const headers = { ...(await sessionOf(SHOPPER)), ...returnKey() };
    await failure(await api.post("/api/return", body({ order_id: "order-history-3", items: [{ order_item_id: "order-history-3-item-1", units: 1 }] }), headers), 409);
    await data(await api.post("/api/return", body({ order_id: "order-history-5", items: [{ order_item_id: "order-history-5-item-1", units: 1 }] }), headers), ReturnDetail);
    const reused = await failure(await api.post("/api/return", body(), headers), 409);
    expect(reused.message).toBe("This idempotency key was used for another return request.");
  });
});

describe("PUT /api/preorder/cancel", () => {
  it("cancels the open pre-sale lines once: stock back, one refund through the provider", async () => {
    const headers = await sessionOf(SHOPPER);
    const stock = await stockOf(api, "itm-012-gold-s");
    const [first, second] = await Promise.all([
      api.put("/api/preorder/cancel", { order_id: "order-history-3", reason: "Price" }, headers),
      api.put("/api/preorder/cancel", { order_id: "order-history-3", reason: "Price" }, headers),
    ]);
    const results = [await data(first, PresaleCancelResult), await data(second, PresaleCancelResult)];
    const done = results.find((r) => r.canceled_item_ids.length)!;
    expect(done.canceled_item_ids).toEqual(["order-history-3-item-1"]);
    expect(results.filter((r) => r.canceled_item_ids.length === 0)).toHaveLength(1);
    expect(await stockOf(api, "itm-012-gold-s")).toBe(stock + 1);
    const refunds = await api.db.select().from(t.refunds).where(eq(t.refunds.orderId, "order-history-3"));
    expect(refunds).toEqual([expect.objectContaining({ amount: done.refund_amount, reason: "Price", refundId: expect.stringMatching(/^re_test_/) })]);
    // The line's price and its share of the tax, no more.
    const [line] = await api.db.select().from(t.orderItems).where(eq(t.orderItems.id, "order-history-3-item-1"));
    expect(line).toMatchObject({ isCanceled: true, cancelReason: "Price" });
    expect(done.refund_amount).toBeGreaterThan(line!.price);
    expect(done.refund_amount).toBeLessThan(line!.price * 1.1);
    const order = await orderOf("order-history-3", headers);
    expect(order.is_canceled).toBe(false);
  });

  it("finding 8: the order names what a cancel takes back and its refund before it, and shows the refund and the new total after", async () => {
    const { userId, email, headers } = await signedInShopper(api);
    const orderId = `${userId}-finding-8`;
    // A pre-sale line to cancel, a pre-sale line shipped already (not canceled), a regular line.
    const lines = [
      { id: `${orderId}-open`, name: "Satin Midi Dress (Pre-order)", price: 10000, type: 3, trackingNumber: null },
      { id: `${orderId}-shipped`, name: "Canvas Tote (Pre-order)", price: 4000, type: 3, trackingNumber: "9400111899223100000099" },
      { id: `${orderId}-regular`, name: "Silk Scarf", price: 2000, type: 0, trackingNumber: null },
    ];
    const [tax, shipping] = [1400, 800];
    const grandTotal = 16000 + shipping + tax;
    await api.db.insert(t.orders).values({ id: orderId, orderNumber: `F8${userId.slice(0, 8)}`, userId, email, status: "paid", itemsTotal: 16000, shipping, tax, grandTotal });
    await api.db.insert(t.orderItems).values(lines.map((l) => ({ ...l, orderId, storeId: "store-demo", itemId: "itm-012", variantId: "itm-012-gold-m", code: "SF-1012", thumb: "", units: 1, originalPrice: l.price })));
    await api.db.insert(t.testPaymentIntents).values({ id: `pi_${orderId}`, clientSecret: `pi_${orderId}_secret`, amount: grandTotal, currency: "usd", tokenId: "tok_seed_history", status: "succeeded", orderId, idempotencyKey: `f8-${orderId}` });
    await api.db.insert(t.payments).values({ id: `payment-${orderId}`, orderId, provider: "test", intentId: `pi_${orderId}`, amount: grandTotal, status: "succeeded" });

    // Before: the open pre-sale line only, and its price with its share of the tax (1400 × 10000 / 16000 = 875).
    const before = await orderOf(orderId, headers);
    expect(before.presale_cancel).toEqual({ items: [{ id: `${orderId}-open`, name: "Satin Midi Dress (Pre-order)", units: 1 }], refund_amount: 10875 });
    expect(before.refunds).toEqual([]);

    // The cancel refunds exactly what was shown.
    const done = await data(await api.put("/api/preorder/cancel", { order_id: orderId, reason: "Changed My Mind" }, headers), PresaleCancelResult);
    expect(done).toEqual({ canceled_item_ids: [`${orderId}-open`], refund_amount: before.presale_cancel!.refund_amount });

    // After: nothing left to cancel, the refund listed, the total as charged and the new total below it.
    const after = await orderOf(orderId, headers);
    expect(after.presale_cancel).toBeNull();
    expect(after.refunds).toEqual([{ id: expect.any(String), date: expect.any(String), amount: 10875, reason: "Changed My Mind" }]);
    expect(after.grand_total).toBe(grandTotal);
    expect(totalAfterRefunds(after.grand_total, after.refunds)).toBe(grandTotal - 10875);
  });

  it("finding 8: the preview never promises more than is left of the payment", async () => {
    const { userId, email, headers } = await signedInShopper(api);
    const orderId = `${userId}-finding-8-blings`;
    await api.db.insert(t.orders).values({ id: orderId, orderNumber: `F9${userId.slice(0, 8)}`, userId, email, status: "paid", itemsTotal: 10000, blings: 7000, grandTotal: 3000 });
    await api.db.insert(t.orderItems).values({ id: `${orderId}-1`, orderId, storeId: "store-demo", itemId: "itm-012", variantId: "itm-012-gold-m", name: "Satin Midi Dress (Pre-order)", code: "SF-1012", thumb: "", units: 1, price: 10000, originalPrice: 10000, type: 3 });
    await api.db.insert(t.testPaymentIntents).values({ id: `pi_${orderId}`, clientSecret: `pi_${orderId}_secret`, amount: 3000, currency: "usd", tokenId: "tok_seed_history", status: "succeeded", orderId, idempotencyKey: `f8-${orderId}` });
    await api.db.insert(t.payments).values({ id: `payment-${orderId}`, orderId, provider: "test", intentId: `pi_${orderId}`, amount: 3000, status: "succeeded" });
    expect((await orderOf(orderId, headers)).presale_cancel?.refund_amount).toBe(3000);
    expect((await data(await api.put("/api/preorder/cancel", { order_id: orderId, reason: "Price" }, headers), PresaleCancelResult)).refund_amount).toBe(3000);
  });

  it("answers an empty cancel for an order canceled already, and 'not cancelable' without pre-sale lines", async () => {
    const headers = await sessionOf(SHOPPER);
    expect(await data(await api.put("/api/preorder/cancel", { order_id: "order-history-4", reason: "Price" }, headers), PresaleCancelResult)).toEqual({ canceled_item_ids: [], refund_amount: 0 });
    const none = await failure(await api.put("/api/preorder/cancel", { order_id: "order-history-1", reason: "Price" }, headers), 409);
    expect(none.message).toBe("not cancelable");
  });

  it("refuses another user's order and a reason not in the list", async () => {
    const { headers } = await signedInShopper(api);
    await failure(await api.put("/api/preorder/cancel", { order_id: "order-history-3", reason: "Price" }, headers), 404);
    await failure(await api.put("/api/preorder/cancel", { order_id: "order-history-3", reason: "Size" }, await sessionOf(SHOPPER)), 400);
  });

  it("a refund the provider refuses still cancels, and keeps the refund to send again (no provider id yet)", async () => {
    const { userId, email, headers } = await signedInShopper(api);
    const orderId = `${userId}-presale`;
    await api.db.insert(t.orders).values({ id: orderId, orderNumber: `PS${userId.slice(0, 8)}`, userId, email, status: "paid", itemsTotal: 13500, grandTotal: 13500 });
    await api.db.insert(t.orderItems).values({ id: `${orderId}-1`, orderId, storeId: "store-demo", itemId: "itm-012", variantId: "itm-012-gold-m", name: "Satin Midi Dress (Pre-order)", code: "SF-1012", thumb: "", units: 1, price: 13500, originalPrice: 13500, type: 3 });
    await api.db.insert(t.payments).values({ id: `${orderId}-pay`, orderId, provider: "test", intentId: "pi_down", amount: 13500, status: "succeeded" });
    const down = createApp(Promise.resolve(api.db), {
      payments: { name: "test", open: (db) => Object.assign(Object.create(testPaymentProviders.open(db)), { refund: () => Promise.reject(new Error("provider down")) }) },
    });
    const { result: response, lines } = await captureLogs(async () => down.request("/api/preorder/cancel", { method: "PUT", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ order_id: orderId, reason: "Price" }) }));
    expect(await data(response, PresaleCancelResult)).toEqual({ canceled_item_ids: [`${orderId}-1`], refund_amount: 13500 });
    expect(lines.filter((line) => line.level === 50)).not.toEqual([]);
    expect(await api.db.select().from(t.refunds).where(eq(t.refunds.orderId, orderId))).toEqual([expect.objectContaining({ amount: 13500, refundId: null })]);
    const order = await orderOf(orderId, headers);
    expect(order.is_canceled).toBe(true);
  });
});

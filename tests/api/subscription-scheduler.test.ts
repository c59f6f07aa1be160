/**
 * The occasion scheduler: a due occasion's box order is made once with several schedulers running at
 * the same time, nothing is charged for a prepaid pack, a monthly subscription's next month is charged
 * once and appended, a refused card marks the subscription and is not asked again, and a new card gets
 * one try. The box orders stay out of the regular orders list (ACCT-14 reaches them).
 */
import { and, eq } from "drizzle-orm";
import { AccountOrderDetail, OrdersPage } from "@/lib/api/schemas/order-history";
import { SubscriptionDetail } from "@/lib/api/schemas/subscription-account";
import * as t from "@/server/db/schema";
import { testOffSessionCharger, type OffSessionCharger } from "@/server/subscriptions/charges";
import { nextMonthOf } from "@/server/subscriptions/renewals";
import { DEFAULT_BUFFER_DAYS, giftBufferDays, runOccasionScheduler } from "@/server/subscriptions/scheduler";
import { data, fileTestApi } from "./helpers";
import { CARDS } from "./orders-support";
import { movableClock, planShopper } from "./plans-support";
import { giftSubscription, occasionsOf, savedCard, subscriptionRow } from "./subscription-account-support";

const clock = movableClock(new Date("2026-03-10T12:00:00Z"));
const api = fileTestApi({ now: clock.now });

/** Every charge the provider was asked for: the exactly-once proofs count these. */
const asked: string[] = [];
const counting: OffSessionCharger = (db, input) => {
  asked.push(input.idempotencyKey);
  return testOffSessionCharger(clock.now)(db, input);
};
/** One scheduler run, as one server process would do it. */
const run = (at = clock.now()) => runOccasionScheduler({ db: api.db, now: at, bufferDays: 7, charge: counting });

const chargesOf = (subscriptionId: string) => api.db.select().from(t.subscriptionCharges).where(eq(t.subscriptionCharges.subscriptionId, subscriptionId));
const ordersOf = (userId: string) => api.db.select().from(t.orders).where(and(eq(t.orders.userId, userId), eq(t.orders.type, 2)));

describe("due occasions", () => {
  it("makes a due box once with two schedulers at the same time, charges nothing for a pack, and leaves later ones", async () => {
    const me = await planShopper(api);
    const card = await savedCard(api, me.headers);
    // 2026-03-15 is 5 days away: inside the 7-day buffer. 2026-05-09 is not.
    const sub = await giftSubscription(api, me, { cardId: card, occasions: [{ date: "2026-03-15", price: 0, discountPrice: 0 }, { date: "2026-05-09" }] });
    const before = asked.length;
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.orders + b.orders).toBe(1);
    expect(asked.length).toBe(before);

    const [first, second] = await occasionsOf(api, sub.id);
    expect(first).toMatchObject({ status: 1, shippedDate: "2026-03-10", claimedUntil: null });
    expect(second).toMatchObject({ status: 0, orderId: null, claimedUntil: null });
    const orders = await ordersOf(me.userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ id: first!.orderId, type: 2, status: "paid", grandTotal: 0 });
    const lines = await api.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, orders[0]!.id));
    expect(lines.map((l) => [l.itemId, l.variantId, l.units])).toEqual([["itm-037", "itm-037-cream", 1]]);

    // ACCT-14 shows it; the regular list does not count it.
    const order = await data(await api.get(`/api/order/${first!.orderId}`, me.headers), AccountOrderDetail);
    expect(order.order_number).toBe(orders[0]!.orderNumber);
    expect((await data(await api.get("/api/orders?pageNo=1", me.headers), OrdersPage)).datas).toHaveLength(0);
    expect((await subscriptionRow(api, sub.id)).status).toBe(0);

    // Running again makes nothing more; the last box completes the pack.
    await Promise.all([run(), run()]);
    expect(await ordersOf(me.userId)).toHaveLength(1);
    await run(new Date("2026-05-03T00:00:00Z"));
    expect(await ordersOf(me.userId)).toHaveLength(2);
    expect((await subscriptionRow(api, sub.id)).status).toBe(1);
    const detail = await data(await api.get(`/api/subscription/${sub.id}`, me.headers), SubscriptionDetail);
    expect(detail.occasions.map((o) => o.status)).toEqual([1, 1]);
    expect(detail.occasions[1]).toMatchObject({ shipped_date: "2026-05-03", create_date: "2026-05-03" });
  });

  it("makes no box for a canceled occasion nor for a canceled subscription", async () => {
    const me = await planShopper(api);
    const sub = await giftSubscription(api, me, { occasions: [{ date: "2026-03-12", status: 2 }, { date: "2026-03-13" }] });
    const stopped = await giftSubscription(api, me, { occasions: [{ date: "2026-03-12" }] });
    await api.db.update(t.subscriptions).set({ status: 2 }).where(eq(t.subscriptions.id, stopped.id));
    await run();
    expect((await occasionsOf(api, sub.id)).map((o) => o.status)).toEqual([2, 1]);
    expect((await occasionsOf(api, stopped.id))[0]!.status).toBe(0);
    expect(await ordersOf(me.userId)).toHaveLength(1);
  });
});

describe("monthly subscriptions (M)", () => {
  it("charges the next month once with two schedulers at the same time and appends it", async () => {
    const me = await planShopper(api);
    const card = await savedCard(api, me.headers);
    const sub = await giftSubscription(api, me, { type: "M", cardId: card, occasions: [{ date: "2026-03-14", price: 2499, discountPrice: 375 }] });
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.orders + b.orders).toBe(1);
    expect(a.months + b.months).toBe(1);
    const charges = await chargesOf(sub.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ period: "2026-04-14", amount: 2124, status: "succeeded", creditCardId: card });
    expect(asked.filter((key) => key.includes(sub.id))).toEqual([`gift-month-${sub.id}-2026-04-14-${card}`]);
    const months = await occasionsOf(api, sub.id);
    expect(months.map((o) => [o.date, o.status, o.price, o.discountPrice])).toEqual([
      ["2026-03-14", 1, 2499, 375],
      ["2026-04-14", 0, 2499, 375],
    ]);
    expect((await subscriptionRow(api, sub.id)).status).toBe(0);

    // Nothing more until that month is due.
    await Promise.all([run(), run()]);
    expect(await chargesOf(sub.id)).toHaveLength(1);
    await run(new Date("2026-04-08T00:00:00Z"));
    expect((await chargesOf(sub.id)).map((c) => c.period).sort()).toEqual(["2026-04-14", "2026-05-14"]);
    expect(await ordersOf(me.userId)).toHaveLength(2);
  });

  it("a refused card marks the subscription, is not asked again, and a new card gets one try", async () => {
    const me = await planShopper(api);
    // A card that passed its set-up when it was saved (finding 1: a declined one is never kept) and is refused at the charge.
    const refused = await savedCard(api, me.headers, CARDS.insufficient);
    const sub = await giftSubscription(api, me, { type: "M", cardId: refused, occasions: [{ date: "2026-03-14", price: 2499, discountPrice: 0 }] });
    await Promise.all([run(), run()]);
    expect(await chargesOf(sub.id)).toMatchObject([{ period: "2026-04-14", status: "failed", failureMessage: "Your card has insufficient funds." }]);
    expect((await subscriptionRow(api, sub.id)).isCreditCardInvalid).toBe(true);
    expect((await occasionsOf(api, sub.id)).map((o) => o.date)).toEqual(["2026-03-14"]);
    const detail = await data(await api.get(`/api/subscription/${sub.id}`, me.headers), SubscriptionDetail);
    expect(detail).toMatchObject({ is_credit_card_invalid: true, status: 0 });

    // Not asked again while the card is known to be refused, nor when the same card is put back.
    await run();
    await api.put("/api/subscription/credit_card", { id: sub.id, credit_card_id: refused }, me.headers);
    await run();
    expect(asked.filter((key) => key.includes(sub.id))).toHaveLength(1);
    expect((await subscriptionRow(api, sub.id)).isCreditCardInvalid).toBe(true);

    // A new card: one try on the next run, and the month is appended.
    const good = await savedCard(api, me.headers, CARDS.mastercard);
    await api.put("/api/subscription/credit_card", { id: sub.id, credit_card_id: good }, me.headers);
    await Promise.all([run(), run()]);
    expect(asked.filter((key) => key.includes(sub.id))).toEqual([`gift-month-${sub.id}-2026-04-14-${refused}`, `gift-month-${sub.id}-2026-04-14-${good}`]);
    expect((await chargesOf(sub.id)).map((c) => c.status).sort()).toEqual(["failed", "succeeded"]);
    expect((await occasionsOf(api, sub.id)).map((o) => [o.date, o.status])).toEqual([
      ["2026-03-14", 1],
      ["2026-04-14", 0],
    ]);
    expect((await subscriptionRow(api, sub.id)).isCreditCardInvalid).toBe(false);
  });

  it("a charge left pending by a run that died is asked again with the same key only once its claim has run out", async () => {
    const me = await planShopper(api);
    const card = await savedCard(api, me.headers);
    const sub = await giftSubscription(api, me, { type: "M", cardId: card, occasions: [{ date: "2026-02-14", status: 1 }] });
    const died = new Date("2026-03-10T11:58:00Z");
    await api.db.insert(t.subscriptionCharges).values({ id: `pending-${sub.id}`, subscriptionId: sub.id, period: "2026-03-14", creditCardId: card, amount: 2499, status: "pending", createdAt: died });
    await run();
    expect(asked.filter((key) => key.includes(sub.id))).toHaveLength(0);
    expect((await occasionsOf(api, sub.id)).map((o) => o.date)).toEqual(["2026-02-14"]);

    await Promise.all([run(new Date("2026-03-10T12:04:00Z")), run(new Date("2026-03-10T12:04:00Z"))]);
    expect(asked.filter((key) => key.includes(sub.id))).toEqual([`gift-month-${sub.id}-2026-03-14-${card}`]);
    expect(await chargesOf(sub.id)).toMatchObject([{ id: `pending-${sub.id}`, status: "succeeded" }]);
    expect((await occasionsOf(api, sub.id)).map((o) => [o.date, o.status])).toEqual([
      ["2026-02-14", 1],
      ["2026-03-14", 0],
    ]);
  });

  it("ends when its scheduled month is canceled: nothing more is charged", async () => {
    const me = await planShopper(api);
    const card = await savedCard(api, me.headers);
    const sub = await giftSubscription(api, me, { type: "M", cardId: card, occasions: [{ date: "2026-02-14", status: 1 }, { date: "2026-06-14" }] });
    await api.put(`/api/subscription/cancel_occasion?id=${sub.occasionIds[1]}`, {}, me.headers);
    expect((await subscriptionRow(api, sub.id)).status).toBe(2);
    await run(new Date("2026-06-10T00:00:00Z"));
    expect(await chargesOf(sub.id)).toHaveLength(0);
  });
});

describe("settings", () => {
  it("reads the buffer from GIFT_BUFFER_DAYS, else a week", () => {
    expect(giftBufferDays({})).toBe(DEFAULT_BUFFER_DAYS);
    expect(giftBufferDays({ GIFT_BUFFER_DAYS: "10" })).toBe(10);
    expect(giftBufferDays({ GIFT_BUFFER_DAYS: "-1" })).toBe(DEFAULT_BUFFER_DAYS);
    expect(giftBufferDays({ GIFT_BUFFER_DAYS: "soon" })).toBe(DEFAULT_BUFFER_DAYS);
  });

  it("bills the same day next month, the 31st on the month's last day", () => {
    expect(nextMonthOf("2026-01-31")).toBe("2026-02-28");
    expect(nextMonthOf("2026-12-05")).toBe("2027-01-05");
  });
});

/**
 * A shopper's gift subscriptions after the purchase (ACCT-13, API-64, API-65, API-20): the paged
 * list, the detail, cancelling a scheduled occasion and the card update — only ever the caller's.
 */
import { CreditCardList } from "@/lib/api/schemas/checkout";
import { AccountOrderDetail, OrdersPage } from "@/lib/api/schemas/order-history";
import { SUBSCRIPTION_NOT_FOUND, SubscriptionDetail, SubscriptionMessage, SubscriptionsPage } from "@/lib/api/schemas/subscription-account";
import { eq } from "drizzle-orm";
import * as t from "@/server/db/schema";
import { data, failure, fileTestApi } from "./helpers";
import { CARDS } from "./orders-support";
import { planShopper } from "./plans-support";
import { shopperSession } from "./replacement-support";
import { giftSubscription, occasionsOf, savedCard, subscriptionRow } from "./subscription-account-support";

const api = fileTestApi();

const FIVE = [{ date: "2030-02-14" }, { date: "2030-05-09" }, { date: "2030-07-01" }, { date: "2030-09-30" }, { date: "2030-12-25" }];

describe("GET api/subscription/all (ACCT-13)", () => {
  it("needs a session", async () => {
    await failure(await api.get("/api/subscription/all?pageNo=1"), 401);
  });

  it("pages the caller's subscriptions, newest first, and never another user's", async () => {
    const me = await planShopper(api);
    const other = await planShopper(api);
    expect(await data(await api.get("/api/subscription/all?pageNo=1", me.headers), SubscriptionsPage)).toEqual({ datas: [], current_page: 1, has_more: false });
    for (let i = 0; i < 11; i++) await giftSubscription(api, me, { occasions: FIVE, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    await giftSubscription(api, other, { occasions: FIVE });

    const first = await data(await api.get("/api/subscription/all?pageNo=1", me.headers), SubscriptionsPage);
    expect(first.datas).toHaveLength(10);
    expect(first).toMatchObject({ current_page: 1, has_more: true });
    expect(first.datas[0]).toMatchObject({ type: "SO", type_title: "5 Special Occasions", status: 0, recipient_name: "Grace", occasions_count: 5, next_date: "2030-02-14" });
    expect(first.datas[0]!.date).toBe("2026-01-11T00:00:00.000Z");
    const second = await data(await api.get("/api/subscription/all?pageNo=2", me.headers), SubscriptionsPage);
    expect(second).toMatchObject({ current_page: 2, has_more: false });
    expect(second.datas).toHaveLength(1);
    expect(second.datas[0]!.date).toBe("2026-01-01T00:00:00.000Z");
  });

  it("refuses a malformed page number with a 400", async () => {
    const me = await planShopper(api);
    await failure(await api.get("/api/subscription/all?pageNo=zero", me.headers), 400);
    await failure(await api.get("/api/subscription/all?pageNo=0", me.headers), 400);
  });
});

describe("GET api/subscription/{id} (API-64)", () => {
  it("answers the subscription with its occasions in date order", async () => {
    const me = await planShopper(api);
    const sub = await giftSubscription(api, me, { occasions: [{ date: "2030-05-09", price: 0, discountPrice: 0 }, { date: "2030-02-14", status: 2 }] });
    const detail = await data(await api.get(`/api/subscription/${sub.id}`, me.headers), SubscriptionDetail);
    expect(detail).toMatchObject({ id: sub.id, status: 0, type_title: "5 Special Occasions", notes: "With love", recipient_name: "Grace", is_credit_card_invalid: false });
    expect(detail.occasions.map((o) => [o.date, o.status, o.price, o.discount_price, o.order_id, o.shipped_date, o.create_date])).toEqual([
      ["2030-02-14", 2, 2999, 500, null, null, null],
      ["2030-05-09", 0, 0, 0, null, null, "2030-05-02"],
    ]);
  });

  it("is a 404 'subscription box id not found' for another user's subscription and an unknown id", async () => {
    const owner = await planShopper(api);
    const intruder = await planShopper(api);
    const sub = await giftSubscription(api, owner, { occasions: FIVE });
    expect((await failure(await api.get(`/api/subscription/${sub.id}`, intruder.headers), 404)).message).toBe(SUBSCRIPTION_NOT_FOUND);
    expect((await failure(await api.get("/api/subscription/no-such-id", owner.headers), 404)).message).toBe(SUBSCRIPTION_NOT_FOUND);
    await failure(await api.get(`/api/subscription/${sub.id}`), 401);
    await failure(await api.get(`/api/subscription/${"x".repeat(200)}`, owner.headers), 400);
  });
});

describe("PUT api/subscription/cancel_occasion (API-65, GIFT-15)", () => {
  it("cancels a scheduled occasion of the caller's, once", async () => {
    const me = await planShopper(api);
    const sub = await giftSubscription(api, me, { occasions: FIVE });
    const target = sub.occasionIds[1]!;
    expect(await data(await api.put(`/api/subscription/cancel_occasion?id=${target}`, {}, me.headers), SubscriptionMessage)).toEqual({ message: "" });
    const rows = await occasionsOf(api, sub.id);
    expect(rows.map((o) => o.status)).toEqual([0, 2, 0, 0, 0]);
    expect((await subscriptionRow(api, sub.id)).status).toBe(0);
    await failure(await api.put(`/api/subscription/cancel_occasion?id=${target}`, {}, me.headers), 409);
  });

  it("refuses another user's occasion with a 404 and leaves it scheduled", async () => {
    const owner = await planShopper(api);
    const intruder = await planShopper(api);
    const sub = await giftSubscription(api, owner, { occasions: FIVE });
    await failure(await api.put(`/api/subscription/cancel_occasion?id=${sub.occasionIds[0]}`, {}, intruder.headers), 404);
    expect((await occasionsOf(api, sub.id))[0]!.status).toBe(0);
    await failure(await api.put(`/api/subscription/cancel_occasion?id=${sub.occasionIds[0]}`, {}), 401);
  });

  it("refuses a missing id with a 400 and an occasion already made with a 409", async () => {
    const me = await planShopper(api);
    const sub = await giftSubscription(api, me, { occasions: [{ date: "2030-01-01", status: 1 }, { date: "2030-02-01" }] });
    await failure(await api.put("/api/subscription/cancel_occasion", {}, me.headers), 400);
    await failure(await api.put("/api/subscription/cancel_occasion?id=%00", {}, me.headers), 400);
    await failure(await api.put(`/api/subscription/cancel_occasion?id=${"x".repeat(500)}`, {}, me.headers), 400);
    await failure(await api.put(`/api/subscription/cancel_occasion?id=${sub.occasionIds[0]}`, {}, me.headers), 409);
  });

  it("completes a pack whose last scheduled occasion is canceled after a box was made; cancels one that made none", async () => {
    const me = await planShopper(api);
    const made = await giftSubscription(api, me, { occasions: [{ date: "2030-01-01", status: 1 }, { date: "2030-02-01" }] });
    await data(await api.put(`/api/subscription/cancel_occasion?id=${made.occasionIds[1]}`, {}, me.headers), SubscriptionMessage);
    expect((await subscriptionRow(api, made.id)).status).toBe(1);
    const none = await giftSubscription(api, me, { type: "OT", occasions: [{ date: "2030-02-01" }] });
    await data(await api.put(`/api/subscription/cancel_occasion?id=${none.occasionIds[0]}`, {}, me.headers), SubscriptionMessage);
    expect((await subscriptionRow(api, none.id)).status).toBe(2);
  });
});

describe("PUT /api/subscription/credit_card (API-20, GIFT-16)", () => {
  it("sets one of the caller's cards and clears is_credit_card_invalid", async () => {
    const me = await planShopper(api);
    const old = await savedCard(api, me.headers);
    const sub = await giftSubscription(api, me, { type: "M", cardId: old, invalidCard: true, occasions: [{ date: "2030-01-01", status: 1 }] });
    const fresh = await savedCard(api, me.headers, CARDS.mastercard);
    expect(await data(await api.put("/api/subscription/credit_card", { id: sub.id, credit_card_id: fresh }, me.headers), SubscriptionMessage)).toEqual({ message: "" });
    expect(await subscriptionRow(api, sub.id)).toMatchObject({ creditCardId: fresh, isCreditCardInvalid: false });
    expect((await data(await api.get(`/api/subscription/${sub.id}`, me.headers), SubscriptionDetail)).is_credit_card_invalid).toBe(false);
  });

  it("is a 404 for another user's subscription, and for another user's card on the caller's own", async () => {
    const owner = await planShopper(api);
    const intruder = await planShopper(api);
    const ownerCard = await savedCard(api, owner.headers);
    const intruderCard = await savedCard(api, intruder.headers);
    const sub = await giftSubscription(api, owner, { cardId: ownerCard, invalidCard: true, occasions: FIVE });
    const intruderSub = await giftSubscription(api, intruder, { cardId: intruderCard, invalidCard: true, occasions: FIVE });
    expect((await failure(await api.put("/api/subscription/credit_card", { id: sub.id, credit_card_id: intruderCard }, intruder.headers), 404)).message).toBe(SUBSCRIPTION_NOT_FOUND);
    // The intruder cannot hang the owner's card on their own subscription either.
    expect((await failure(await api.put("/api/subscription/credit_card", { id: intruderSub.id, credit_card_id: ownerCard }, intruder.headers), 404)).message).toBe("Credit card not found.");
    expect(await subscriptionRow(api, sub.id)).toMatchObject({ creditCardId: ownerCard, isCreditCardInvalid: true });
    expect(await subscriptionRow(api, intruderSub.id)).toMatchObject({ creditCardId: intruderCard, isCreditCardInvalid: true });
  });

  it("refuses malformed input, an invalid card and a canceled subscription", async () => {
    const me = await planShopper(api);
    const card = await savedCard(api, me.headers);
    const sub = await giftSubscription(api, me, { cardId: card, occasions: FIVE });
    await failure(await api.put("/api/subscription/credit_card", { id: sub.id }, me.headers), 400);
    await failure(await api.put("/api/subscription/credit_card", { id: sub.id, credit_card_id: 42 }, me.headers), 400);
    await failure(await api.put("/api/subscription/credit_card", "{not json", me.headers), 400);
    await failure(await api.put("/api/subscription/credit_card", { id: sub.id, credit_card_id: "c".repeat(500) }, me.headers), 400);
    await api.db.update(t.creditCards).set({ isInvalid: true }).where(eq(t.creditCards.id, card));
    expect((await failure(await api.put("/api/subscription/credit_card", { id: sub.id, credit_card_id: card }, me.headers), 400)).message).toBe("Please select a valid credit card.");
    const good = await savedCard(api, me.headers, CARDS.mastercard);
    await api.db.update(t.subscriptions).set({ status: 2 }).where(eq(t.subscriptions.id, sub.id));
    await failure(await api.put("/api/subscription/credit_card", { id: sub.id, credit_card_id: good }, me.headers), 409);
    expect((await data(await api.get("/api/users/credit_cards", me.headers), CreditCardList)).length).toBe(2);
  });
});

describe("the seeded shopper's subscriptions (docs/seed.md)", () => {
  it("has a pack with an occasion in each state and a monthly box whose card was refused; the boxes stay out of My Orders", async () => {
    const headers = await shopperSession(api);
    const page = await data(await api.get("/api/subscription/all?pageNo=1", headers), SubscriptionsPage);
    expect(page.datas.map((s) => [s.id, s.type_title, s.status])).toEqual([
      ["sub-seed-monthly", "Monthly Subscription", 0],
      ["sub-seed-pack", "5 Special Occasions", 0],
    ]);
    const pack = await data(await api.get("/api/subscription/sub-seed-pack", headers), SubscriptionDetail);
    expect(pack.occasions.map((o) => [o.status, o.price, o.order_id])).toEqual([
      [1, 0, "order-seed-gift-1"],
      [2, 2999, null],
      [0, 2999, null],
      [0, 2999, null],
      [0, 2999, null],
    ]);
    const monthly = await data(await api.get("/api/subscription/sub-seed-monthly", headers), SubscriptionDetail);
    expect(monthly).toMatchObject({ is_credit_card_invalid: true, status: 0 });
    const box = await data(await api.get("/api/order/order-seed-gift-1", headers), AccountOrderDetail);
    expect(box.order_number).toBe("SF210001");
    const orders = await data(await api.get("/api/orders?pageNo=1", headers), OrdersPage);
    expect(orders.datas.map((o) => o.order_number).filter((n) => n.startsWith("SF21"))).toEqual([]);
  });
});

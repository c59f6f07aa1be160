/**
 * POST /api/subscription (API-70, GIFT-12): one charge of the package's price, one subscription with
 * its occasions; idempotent; a refused card writes nothing; bad input is a 4xx with a reason.
 */
import { randomUUID } from "node:crypto";
import * as t from "@/server/db/schema";
import { PURCHASE_MESSAGES } from "@/server/gift/purchase";
import { CreditCardList } from "@/lib/api/schemas/checkout";
import { SubscriptionPurchase } from "@/lib/api/schemas/subscription";
import { GIFT_MESSAGES } from "@/lib/gift/messages";
import { data, failure, fileTestApi } from "./helpers";
import { CARDS } from "./orders-support";
import { cardToken, movableClock, planShopper } from "./plans-support";
import { giftBody, giftChargesOf, giftKey, subscriptionsOf } from "./subscription-support";

const clock = movableClock();
const api = fileTestApi({ now: clock.now });

const buy = (headers: Record<string, string>, body: object, key = giftKey()) => api.post("/api/subscription", body, { ...headers, ...key });

describe("POST /api/subscription", () => {
  it("needs a session", async () => {
    expect((await failure(await buy({}, giftBody({ credit_card_token: "tok" })), 401)).message).toBe("Please sign in to continue.");
  });

  it("buys the SO pack with a new card: one charge of the pack, five occasions, the first box free, the card kept", async () => {
    const me = await planShopper(api);
    const token = await cardToken(api, me.headers);
    const answer = await data(await buy(me.headers, giftBody({ credit_card_token: token, coupon_code: "style10", preselect_items: [{ item_id: "itm-041", units: 1 }] })), SubscriptionPurchase);
    // 4 × 29.99 = 119.96, 10 % off = 107.96, tax 8.25 % = 8.91
    expect(answer).toMatchObject({ type: "SO", subscription_code: "gfb", grand_total: 10796 + 891 });
    const { subs, occasions } = await subscriptionsOf(api, me.userId);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ type: "SO", itemId: "gift-gfb-so-2", storeId: "store-demo", styleId: "classic", status: 0, senderName: "Ada", recipientName: "Grace", couponCode: "STYLE10" });
    expect(subs[0]!.creditCardId).not.toBeNull();
    const byDate = [...occasions].sort((a, b) => a.date.localeCompare(b.date));
    expect(byDate.map((o) => [o.eventType, o.date, o.price, o.status])).toEqual([
      ["mo", "2026-05-09", 0, 0],
      ["bi", "2026-07-01", 2999, 0],
      ["Our anniversary", "2026-09-30", 2999, 0],
      ["ch", "2026-12-25", 2999, 0],
      ["va", "2027-02-14", 2999, 0],
    ]);
    expect(byDate.reduce((sum, o) => sum + o.discountPrice, 0)).toBe(1200);
    expect(byDate[1]!.preselectItems).toEqual([{ item_id: "itm-041", variant_id: null, units: 1 }]);
    expect((await giftChargesOf(api, me.userId)).map((c) => c.amount)).toEqual([answer.grand_total]);
  });

  it("buys a month (M) and one box (OT) with a saved card: one occasion each, each charged once", async () => {
    const me = await planShopper(api);
    await buy(me.headers, giftBody({ item_id: "gift-gfb-ot-2", occasions: [{ event_type: "Graduation", date: "2026-06-01" }], credit_card_token: await cardToken(api, me.headers) }));
    const { subs } = await subscriptionsOf(api, me.userId);
    const cardId = subs[0]!.creditCardId!;
    const monthly = await data(await buy(me.headers, giftBody({ item_id: "gift-gfb-m-2", occasions: [{ event_type: "month", date: "2026-03-17", is_immediate: true }], credit_card_id: cardId })), SubscriptionPurchase);
    expect(monthly.occasions).toEqual([expect.objectContaining({ event_type: "month", date: "2026-03-17", price: 2549, discount_price: 0 })]);
    expect((await giftChargesOf(api, me.userId)).map((c) => c.amount).sort()).toEqual([2549 + 210, 2999 + 247].sort());
  });

  it("is idempotent: the same key again, or twice at once, makes one subscription and one charge", async () => {
    const me = await planShopper(api);
    const body = giftBody({ credit_card_token: await cardToken(api, me.headers) });
    const key = giftKey();
    const first = await data(await buy(me.headers, body, key), SubscriptionPurchase);
    expect(await data(await buy(me.headers, body, key), SubscriptionPurchase)).toEqual(first);
    expect((await subscriptionsOf(api, me.userId)).subs).toHaveLength(1);
    expect(await giftChargesOf(api, me.userId)).toHaveLength(1);
    expect((await failure(await buy(me.headers, { ...body, sender_name: "Someone else" }, key), 409)).message).toBe(PURCHASE_MESSAGES.keyReused);

    const other = await planShopper(api);
    const otherBody = giftBody({ credit_card_token: await cardToken(api, other.headers) });
    const otherKey = giftKey();
    const answers = await Promise.all([buy(other.headers, otherBody, otherKey), buy(other.headers, otherBody, otherKey)]);
    expect(answers.map((r) => r.status)).toContain(200);
    for (const r of answers) expect([200, 409]).toContain(r.status);
    expect((await subscriptionsOf(api, other.userId)).subs).toHaveLength(1);
    expect(await giftChargesOf(api, other.userId)).toHaveLength(1);
  });

  it("a declined card charges nothing and writes nothing; the key may be retried with another card", async () => {
    const me = await planShopper(api);
    const key = giftKey();
    const declined = await failure(await buy(me.headers, giftBody({ credit_card_token: await cardToken(api, me.headers, CARDS.declined) }), key), 402);
    expect(declined.message).toBe("Your card was declined.");
    expect((await subscriptionsOf(api, me.userId)).subs).toHaveLength(0);
    expect(await giftChargesOf(api, me.userId)).toHaveLength(0);
    await data(await buy(me.headers, giftBody({ credit_card_token: await cardToken(api, me.headers) }), key), SubscriptionPurchase);
    expect((await subscriptionsOf(api, me.userId)).subs).toHaveLength(1);
  });

  it("finding 1: a declined card is never the default: the refused card is not kept; the card that pays is the default", async () => {
    const me = await planShopper(api);
    await failure(await buy(me.headers, giftBody({ credit_card_token: await cardToken(api, me.headers, CARDS.declined) })), 402);
    expect(await data(await api.get("/api/users/credit_cards", me.headers), CreditCardList)).toEqual([]);
    await data(await buy(me.headers, giftBody({ credit_card_token: await cardToken(api, me.headers) })), SubscriptionPurchase);
    const cards = await data(await api.get("/api/users/credit_cards", me.headers), CreditCardList);
    expect(cards.map((c) => [c.last_four, c.is_default])).toEqual([["4242", true]]);
    expect((await subscriptionsOf(api, me.userId)).subs.map((s) => s.creditCardId)).toEqual([cards[0]!._id]);
  });

  it("never pays with another user's saved card or ships to another user's address", async () => {
    const owner = await planShopper(api);
    await buy(owner.headers, giftBody({ item_id: "gift-gfb-ot-2", occasions: [{ event_type: "Graduation", date: "2026-06-01" }], credit_card_token: await cardToken(api, owner.headers) }));
    const ownersCard = (await subscriptionsOf(api, owner.userId)).subs[0]!.creditCardId!;
    const [ownersAddress] = await api.db.insert(t.addresses).values({ id: randomUUID(), userId: owner.userId, name: "Owner", address: "2 Elm St", city: "Springfield", zipCode: "62701", phone: "2175550101" }).returning();
    const other = await planShopper(api);
    const stolenCard = await failure(await buy(other.headers, giftBody({ credit_card_id: ownersCard })), 400);
    expect(stolenCard.issues).toContainEqual({ path: "credit_card_id", message: PURCHASE_MESSAGES.payment });
    const stolenAddress = await failure(await buy(other.headers, giftBody({ shipping_address: undefined, shipping_address_id: ownersAddress!.id, credit_card_token: await cardToken(api, other.headers) })), 400);
    expect(stolenAddress.issues).toContainEqual({ path: "shipping_address_id", message: PURCHASE_MESSAGES.shippingAddress });
    expect((await subscriptionsOf(api, other.userId)).subs).toHaveLength(0);
    expect(await giftChargesOf(api, owner.userId)).toHaveLength(1);
  });

  it("answers every problem of the form in one 400, with the spec's words", async () => {
    const me = await planShopper(api);
    const token = await cardToken(api, me.headers);
    const error = await failure(
      await buy(me.headers, giftBody({ credit_card_token: token, style_id: "nope", sender_name: "Ada", recipient_name: "", occasions: [{ event_type: "va", date: "2026-03-11" }], billing_address: { name: "" } })),
      400,
    );
    expect(error.issues?.map((i) => i.message)).toEqual([GIFT_MESSAGES.style, GIFT_MESSAGES.recipientName, GIFT_MESSAGES.allOccasions, PURCHASE_MESSAGES.billingAddress]);
    const early = await failure(await buy(me.headers, giftBody({ item_id: "gift-gfb-ot-2", occasions: [{ event_type: "va", date: "2026-03-16" }], credit_card_token: token })), 400);
    expect(early.message).toBe(GIFT_MESSAGES.date);
    const coupon = await failure(await buy(me.headers, giftBody({ coupon_code: "NOPE", credit_card_token: token })), 400);
    expect(coupon.message).toBe('Coupon code "NOPE" is not valid.');
    expect((await failure(await buy(me.headers, giftBody({ store_id: "store-luna", credit_card_token: token })), 400)).message).toBe(PURCHASE_MESSAGES.store);
    expect((await failure(await buy(me.headers, giftBody({})), 400)).message).toBe(PURCHASE_MESSAGES.payment);
    expect((await failure(await buy(me.headers, giftBody({ credit_card_id: "someone-elses-card" })), 400)).message).toBe(PURCHASE_MESSAGES.payment);
    expect((await subscriptionsOf(api, me.userId)).subs).toHaveLength(0);
  });

  it("refuses malformed bodies and overlong strings with a 4xx, never a 500; an unknown package is a 404", async () => {
    const me = await planShopper(api);
    for (const body of [{}, "not json", { ...giftBody({}), occasions: "x" }, giftBody({ sender_name: "x".repeat(500) }), giftBody({ coupon_code: "C".repeat(100) }), giftBody({ item_id: "x".repeat(100) })]) {
      const response = await buy(me.headers, body as object);
      expect(response.status).toBe(400);
    }
    expect((await failure(await buy(me.headers, giftBody({ item_id: "nope", credit_card_token: "tok" })), 404)).message).toBe(GIFT_MESSAGES.notFound);
    // A regular item is no gift package.
    expect((await failure(await buy(me.headers, giftBody({ item_id: "itm-001", credit_card_token: "tok" })), 404)).message).toBe(GIFT_MESSAGES.notFound);
  });
});

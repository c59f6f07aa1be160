/**
 * The box checkout of stylist onboarding (ONB-18/19, API-78/79): the box cart, then the box order on
 * the regular orders' rails (stock taken atomically, idempotent, the box fee paid like an order) and
 * the plan bought through the plans module (test subscription provider).
 */
import { and, eq } from "drizzle-orm";
import { IDEMPOTENCY_HEADER, SavedAddressList, CreditCardList } from "@/lib/api/schemas/checkout";
import { BoxCart, BoxOrder, type BoxOrderRequest } from "@/lib/api/schemas/goldbox";
import { AccountOrderDetail, OrdersPage } from "@/lib/api/schemas/order-history";
import * as t from "@/server/db/schema";
import { data, failure, fileTestApi } from "./helpers";
import { MANY_ORDERS } from "./many-orders";
import { ADDRESS, CARDS, newKey, orderSteps, setStock, stockOf, withTempOutbox } from "./orders-support";
import { BILLING, cardToken, chargesOf, planShopper, plansOf } from "./plans-support";

withTempOutbox();
const api = fileTestApi(MANY_ORDERS);
const steps = orderSteps(api);

/** In stock, single items of the demo store (none a bundle or a pre-order). */
const PICKS = {
  linen: { id: "itm-003", variant_id: "itm-003-ivory-m" },
  gingham: { id: "itm-004", variant_id: "itm-004-red-m" },
  polka: { id: "itm-006", variant_id: "itm-006-navy-m" },
  pleated: { id: "itm-007", variant_id: "itm-007-lilac-m" },
  knit: { id: "itm-010", variant_id: "itm-010-camel-m" },
  coral: { id: "itm-011", variant_id: "itm-011-coral-m" },
  tote: { id: "itm-037", variant_id: "itm-037-cream" },
} as const;

const SHIPPING = { name: ADDRESS.name, address: ADDRESS.address, address2: "", city: ADDRESS.city, state: ADDRESS.state, zip_code: ADDRESS.zip_code, phone: ADDRESS.phone };

type Headers = Record<string, string>;

const bulk = (headers: Headers, items: { id: string; variant_id: string }[]) => api.post("/api/goldcart/bulk", { items }, headers);
const order = (headers: Headers, body: BoxOrderRequest, key = newKey()) => api.post("/api/goldbox/order", body, { ...headers, [IDEMPOTENCY_HEADER]: key });

const orderBody = (overrides: Partial<BoxOrderRequest>): BoxOrderRequest => ({
  shipping_address: SHIPPING,
  billing_address: BILLING,
  plan_pay: "month",
  blings: 0,
  shipping_method_id: "basic-shipping",
  agree_terms: true,
  ...overrides,
});

/** A new stylist (0-0) with a box of `picks` in the box cart and a test card token of theirs. */
async function stylistWithBox(picks: { id: string; variant_id: string }[] = [PICKS.linen, PICKS.gingham], card: string = CARDS.visa) {
  const me = await planShopper(api);
  await data(await bulk(me.headers, picks), BoxCart);
  return { ...me, token: await cardToken(api, me.headers, card) };
}

const ordersOf = (userId: string) => api.db.select().from(t.orders).where(eq(t.orders.userId, userId));
const intentsOf = async (orderId: string) => api.db.select().from(t.testPaymentIntents).where(eq(t.testPaymentIntents.orderId, orderId));
const mailsTo = (to: string) => api.db.select().from(t.outboxMail).where(and(eq(t.outboxMail.to, to), eq(t.outboxMail.kind, "order-confirmation")));

describe("POST /api/goldcart/bulk", () => {
  it("replaces the box cart and answers its lines with prices, the limits and the box fee", async () => {
    const me = await planShopper(api);
    await data(await bulk(me.headers, [PICKS.polka, PICKS.pleated, PICKS.knit]), BoxCart);
    const cart = await data(await bulk(me.headers, [PICKS.tote, PICKS.linen]), BoxCart);
    expect(cart).toMatchObject({ count: 2, min_pick: 1, max_pick: 6, items_value: 3800 + 7800, box_fee: 2000 });
    // The tote is listed by two stores: the first one ships it, unless the stylist's own store lists it.
    expect(cart.items.map((i) => [i.id, i.variant_id, i.price, i.store_id])).toEqual([
      ["itm-037", "itm-037-cream", 3800, "store-chloe"],
      ["itm-003", "itm-003-ivory-m", 7800, "store-demo"],
    ]);
    const rows = await api.db.select().from(t.boxCartLines).where(eq(t.boxCartLines.userId, me.userId));
    expect(rows.map((r) => r.variantId)).toEqual(["itm-037-cream", "itm-003-ivory-m"]);
    const ownStore = `store-${me.userId}`;
    await api.db.insert(t.stores).values({ id: ownStore, slug: `s${me.userId.slice(0, 8)}`, ownerId: me.userId, name: "Mine" });
    await api.db.insert(t.storeItems).values({ storeId: ownStore, itemId: "itm-037" });
    expect((await data(await bulk(me.headers, [PICKS.tote]), BoxCart)).items[0]!.store_id).toBe(ownStore);
    expect(cart.items[1]).toMatchObject({ name: "Sunday Linen Midi", optionStr: "Color: Ivory / Size: M" });
  });

  it("BR-VAL-36: no style, or more than six, is refused in the spec's words and the cart is kept", async () => {
    const me = await planShopper(api);
    await data(await bulk(me.headers, [PICKS.tote]), BoxCart);
    expect((await failure(await bulk(me.headers, []), 400)).message).toBe("Please select 1 item to continue");
    const seven = [...Object.values(PICKS)];
    expect(seven).toHaveLength(7);
    expect((await failure(await bulk(me.headers, seven), 400)).message).toBe("Please select 6 items most to continue");
    expect(await api.db.select().from(t.boxCartLines).where(eq(t.boxCartLines.userId, me.userId))).toHaveLength(1);
  });

  it("lists every style that cannot be boxed: sold out, unknown, a bundle, a pre-order, a style twice, a variant of another item", async () => {
    const me = await planShopper(api);
    const body = await failure(
      await bulk(me.headers, [
        PICKS.tote,
        { id: "itm-002", variant_id: "itm-002-black-m" },
        { id: "itm-999", variant_id: "itm-999-x" },
        { id: "itm-012", variant_id: "itm-012-gold-s" },
        { id: "itm-003", variant_id: "itm-003-sky-m" },
        { id: "itm-004", variant_id: "itm-037-cream" },
      ]),
      409,
    );
    expect(body.issues).toEqual([
      { path: "items.1", message: "Midnight Slip Dress: Out of stock" },
      { path: "items.2", message: "This item is no longer available." },
      { path: "items.3", message: "Satin Midi Dress (Pre-order) cannot go in a box." },
      { path: "items.5", message: "This item is no longer available." },
    ]);
    const twice = await failure(await bulk(me.headers, [PICKS.linen, { id: "itm-003", variant_id: "itm-003-sky-m" }]), 409);
    expect(twice.issues).toEqual([{ path: "items.1", message: "Sunday Linen Midi is in the box already." }]);
    expect(await api.db.select().from(t.boxCartLines).where(eq(t.boxCartLines.userId, me.userId))).toEqual([]);
  });

  it("needs a session", async () => {
    await failure(await bulk({}, [PICKS.tote]), 401);
    await failure(await order({}, orderBody({ credit_card_token: "tok_test_x" })), 401);
  });
});

describe("POST /api/goldbox/order", () => {
  it("happy path: plan fee + 'Style Myself Box Fee'; the plan is billed through the subscription provider; the box fee is paid like an order", async () => {
    const me = await stylistWithBox();
    const stockBefore = await stockOf(api, PICKS.linen.variant_id);
    const placed = await data(await order(me.headers, orderBody({ credit_card_token: me.token })), BoxOrder);
    expect(placed).toMatchObject({ status: "pending_payment", amount: 2000, box_fee: 2000, plan_fee: 2500, grand_total: 4500, plan_started: true, vip: false, free_days: 0, items_count: 2, provider: "test" });
    expect(placed.plan).toMatchObject({ plan_id: "seller1", pay: "month", status: "active", price: 2500 });
    expect(placed.client_secret).toBeTruthy();
    expect(await stockOf(api, PICKS.linen.variant_id)).toBe(stockBefore - 1);

    // The plan: one initial charge of its price, on the card saved to the account by the plan checkout.
    expect((await chargesOf(api, me.userId)).map((c) => [c.kind, c.amount, c.status])).toEqual([["initial", 2500, "succeeded"]]);
    const [user] = await api.db.select().from(t.users).where(eq(t.users.id, me.userId));
    expect([user!.planLevel, user!.planSubLevel]).toEqual([2, 0]);
    expect(await data(await api.get("/api/users/credit_cards", me.headers), CreditCardList)).toHaveLength(1);

    // The box fee: confirmed in the browser, settled from the provider's view, mailed.
    expect((await steps.paid(placed.client_secret!)).status).toBe("succeeded");
    expect(await steps.confirmed(placed.id, placed.client_secret!)).toMatchObject({ status: "paid", order_number: placed.order_number });
    expect(await mailsTo(me.email)).toHaveLength(1);

    // A try-on box in the user's orders: type 1, the styles at price 0, grand total the box fee.
    const page = await data(await api.get("/api/orders/?pageNo=1", me.headers), OrdersPage);
    expect(page.datas).toEqual([expect.objectContaining({ id: placed.id, type: 1, grand_total: 2000, items_count: 2, is_confirmed: false, is_allowed_to_confirm: true })]);
    const detail = await data(await api.get(`/api/order/${placed.id}`, me.headers), AccountOrderDetail);
    expect(detail).toMatchObject({ grand_total: 2000, items_total: 7800 + 6400, total_discount: 7800 + 6400, shipping: 0, tax: 0, is_goldbox_order: true, is_allowed_to_return: false });
    expect(detail.stores[0]!.items.map((i) => [i.name, i.price, i.original_price])).toEqual([
      ["Sunday Linen Midi", 0, 7800],
      ["Gingham Picnic Dress", 0, 6400],
    ]);
  });

  it("ONB-10: a VIP code waives the plan fee (the fee alone); the plan is granted without a charge and the code used up", async () => {
    const me = await stylistWithBox();
    const placed = await data(await order(me.headers, orderBody({ credit_card_token: me.token, vip_code: " vipstyle ", plan_id: "seller2" })), BoxOrder);
    expect(placed).toMatchObject({ amount: 2000, plan_fee: 0, grand_total: 2000, plan_started: true, vip: true });
    expect(placed.plan).toMatchObject({ plan_id: "seller1", status: "active" });
    expect(await chargesOf(api, me.userId)).toEqual([]);
    await steps.paid(placed.client_secret!);
    await steps.confirmed(placed.id, placed.client_secret!);

    // A code applied to the account beforehand (API-12) counts the same way, and is used up too.
    const held = await stylistWithBox([PICKS.tote]);
    await data(await api.post("/api/user/vip_code", { vip_code: "VIPSTYLE" }, held.headers), (await import("@/lib/api/schemas/plan")).VipCodeCheck);
    expect(await data(await order(held.headers, orderBody({ credit_card_token: held.token })), BoxOrder)).toMatchObject({ grand_total: 2000, vip: true });
    const [user] = await api.db.select().from(t.users).where(eq(t.users.id, held.userId));
    expect(user!.vipCode).toBeNull();
  });

  it("C-26 / BR-BOX-02: a user who already has a plan pays the box fee alone, and no plan is bought", async () => {
    const me = await stylistWithBox([PICKS.knit]);
    await api.db.update(t.users).set({ planLevel: 2, planSubLevel: 0 }).where(eq(t.users.id, me.userId));
    const placed = await data(await order(me.headers, orderBody({ credit_card_token: me.token, vip_code: "VIPSTYLE", coupon_code: "NOPE" })), BoxOrder);
    expect(placed).toMatchObject({ amount: 2000, plan_fee: 0, grand_total: 2000, plan_started: false, vip: false });
    expect(await plansOf(api, me.userId)).toEqual([]);
    expect(await chargesOf(api, me.userId)).toEqual([]);
  });

  it("a plan coupon's free days delay the plan's charge: the fee alone now", async () => {
    const me = await stylistWithBox([PICKS.coral]);
    const placed = await data(await order(me.headers, orderBody({ credit_card_token: me.token, coupon_code: "free30" })), BoxOrder);
    expect(placed).toMatchObject({ plan_fee: 0, grand_total: 2000, free_days: 30 });
    expect(placed.plan).toMatchObject({ status: "trialing" });
    expect(await chargesOf(api, me.userId)).toEqual([]);
  });

  it("a box plan without a box fee: the plan picked is charged, and the box is paid at once and mailed", async () => {
    await api.db.update(t.plans).set({ handlingFee: 0 }).where(eq(t.plans.key, "seller2"));
    try {
      const me = await stylistWithBox([PICKS.gingham]);
      const placed = await data(await order(me.headers, orderBody({ credit_card_token: me.token, plan_id: "seller2", plan_pay: "year" })), BoxOrder);
      expect(placed).toMatchObject({ status: "paid", amount: 0, box_fee: 0, plan_fee: 39_00 * 12, grand_total: 39_00 * 12, client_secret: null, provider: null });
      expect(placed.plan).toMatchObject({ plan_id: "seller2", pay: "year" });
      expect(await mailsTo(me.email)).toHaveLength(1);
    } finally {
      await api.db.update(t.plans).set({ handlingFee: 2000 }).where(eq(t.plans.key, "seller2"));
    }
  });

  it("ONB-10: an invalid VIP code stops the order with 'vip code invalid': nothing is created, a held code is reset", async () => {
    const me = await stylistWithBox([PICKS.polka]);
    const stock = await stockOf(api, PICKS.polka.variant_id);
    expect((await failure(await order(me.headers, orderBody({ credit_card_token: me.token, vip_code: "NOPE" })), 400)).message).toBe("vip code invalid");
    await api.db.update(t.users).set({ vipCode: "RETIRED" }).where(eq(t.users.id, me.userId));
    expect((await failure(await order(me.headers, orderBody({ credit_card_token: me.token })), 400)).message).toBe("vip code invalid");
    const [user] = await api.db.select().from(t.users).where(eq(t.users.id, me.userId));
    expect(user!.vipCode).toBeNull();
    expect(await ordersOf(me.userId)).toEqual([]);
    expect(await plansOf(api, me.userId)).toEqual([]);
    expect(await stockOf(api, PICKS.polka.variant_id)).toBe(stock);
  });

  it("a declined card: the plan's charge is refused, the order is void with its stock back, nothing is held or charged", async () => {
    const me = await stylistWithBox([PICKS.pleated], CARDS.declined);
    const stock = await stockOf(api, PICKS.pleated.variant_id);
    const key = newKey();
    expect((await failure(await order(me.headers, orderBody({ credit_card_token: me.token }), key), 402)).message).toBe("Your card was declined.");
    const [voided] = await ordersOf(me.userId);
    expect(voided!.status).toBe("failed");
    expect(await intentsOf(voided!.id)).toEqual([]);
    expect(await stockOf(api, PICKS.pleated.variant_id)).toBe(stock);
    expect(await plansOf(api, me.userId)).toEqual([]);
    // The same attempt again is told to start a new one.
    expect((await failure(await order(me.headers, orderBody({ credit_card_token: me.token }), key), 409)).error_code).toBe(102003);
    // A new attempt with a good card orders the box.
    const good = await cardToken(api, me.headers);
    expect(await data(await order(me.headers, orderBody({ credit_card_token: good })), BoxOrder)).toMatchObject({ grand_total: 4500 });
  });

  it("a box fee refused at confirmation keeps the order for the next card (as regular orders), which pays that same order", async () => {
    const me = await stylistWithBox([PICKS.gingham], CARDS.declined);
    await api.db.update(t.users).set({ planLevel: 2 }).where(eq(t.users.id, me.userId));
    const first = await data(await order(me.headers, orderBody({ credit_card_token: me.token })), BoxOrder);
    expect((await steps.paid(first.client_secret!)).status).toBe("failed");
    await failure(await steps.confirm(first.id, first.client_secret!), 402);
    const good = await cardToken(api, me.headers);
    const second = await data(await order(me.headers, orderBody({ credit_card_token: good })), BoxOrder);
    expect(second.id).toBe(first.id);
    await steps.paid(second.client_secret!);
    await steps.confirmed(second.id, second.client_secret!);
    expect((await ordersOf(me.userId)).map((o) => o.status)).toEqual(["paid"]);
  });

  it("idempotent: a double submit makes one order, one plan charge and one intent, in a row or at once", async () => {
    const me = await stylistWithBox([PICKS.linen]);
    const key = newKey();
    const body = orderBody({ credit_card_token: me.token });
    const first = await data(await order(me.headers, body, key), BoxOrder);
    const again = await data(await order(me.headers, body, key), BoxOrder);
    expect(again).toMatchObject({ id: first.id, client_secret: first.client_secret, grand_total: 4500 });
    expect(await ordersOf(me.userId)).toHaveLength(1);
    expect(await chargesOf(api, me.userId)).toHaveLength(1);
    expect(await intentsOf(first.id)).toHaveLength(1);
    // The same key with another box or form is another request.
    expect((await failure(await order(me.headers, { ...body, plan_pay: "year" }, key), 409)).message).toMatch(/already used/);

    const racer = await stylistWithBox([PICKS.tote]);
    const raceKey = newKey();
    const raceBody = orderBody({ credit_card_token: racer.token });
    const answers = await Promise.all([order(racer.headers, raceBody, raceKey), order(racer.headers, raceBody, raceKey)]);
    expect(answers.map((a) => a.status).sort()).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const orders = await ordersOf(racer.userId);
    expect(orders).toHaveLength(1);
    expect(await chargesOf(api, racer.userId)).toHaveLength(1);
    // Whatever the racer saw, the next retry of the attempt answers the one order, paid once.
    const settled = await data(await order(racer.headers, raceBody, raceKey), BoxOrder);
    expect(settled.id).toBe(orders[0]!.id);
    expect(await intentsOf(settled.id)).toHaveLength(1);
  });

  it("two stylists racing for the last unit: one box is ordered, the other is refused cleanly with nothing charged", async () => {
    const last = { id: "itm-008", variant_id: "itm-008-sky-m" };
    await setStock(api, last.variant_id, 1);
    const a = await stylistWithBox([last]);
    const b = await stylistWithBox([last]);
    const answers = await Promise.all([order(a.headers, orderBody({ credit_card_token: a.token })), order(b.headers, orderBody({ credit_card_token: b.token }))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect((await loser.json()).message).toBe("Sorry, Striped Shirt Dress just sold out. Nothing was charged.");
    expect(await stockOf(api, last.variant_id)).toBe(0);
    const losingUser = answers[0]!.status === 409 ? a : b;
    expect(await ordersOf(losingUser.userId)).toEqual([]);
    expect(await plansOf(api, losingUser.userId)).toEqual([]);
    expect(await chargesOf(api, losingUser.userId)).toEqual([]);
  });

  it("BR-VAL-35: every problem of the form is answered at once, in the spec's words, and nothing is created", async () => {
    const me = await planShopper(api);
    const body = await failure(await order(me.headers, { shipping_address: { ...SHIPPING, zip_code: "1" }, billing_address: { ...BILLING, phone: "" }, coupon_code: "NOPE" }), 400);
    expect(body.issues).toEqual([
      { path: "shipping_address", message: "please provide vaild shipping address." },
      { path: "billing_address", message: "please provide vaild billing address." },
      { path: "credit_card_token", message: "please provide vaild payment information." },
      { path: "agree_terms", message: "please agree our terms and conditions." },
      { path: "items", message: "Please select 1 item to continue" },
      { path: "coupon_code", message: "Coupon code invalid." },
    ]);
    expect(body.message).toBe("please provide vaild shipping address.");
    const none = await failure(await order(me.headers, {}), 400);
    expect(none.issues?.map((i) => i.message)).toContain("please provide vaild shipping address.");
    // A card id and a token at once is not valid payment information either.
    const both = await stylistWithBox([PICKS.tote]);
    expect((await failure(await order(both.headers, orderBody({ credit_card_token: both.token, credit_card_id: "card-x" })), 400)).issues).toEqual([
      { path: "credit_card_id", message: "please provide vaild payment information." },
    ]);
    expect(await ordersOf(me.userId)).toEqual([]);
    expect(await ordersOf(both.userId)).toEqual([]);
  });

  it("malformed input is a 400 with the reason: strings too long, blings or a shipping method the box does not take", async () => {
    const me = await stylistWithBox([PICKS.tote]);
    for (const spoiled of [
      { shipping_address: { ...SHIPPING, name: "x".repeat(121) } },
      { vip_code: "V".repeat(61) },
      { coupon_code: "C".repeat(41) },
      { credit_card_token: "t".repeat(256) },
      { blings: 100 },
      { shipping_method_id: "express-shipping" },
      { plan_pay: "week" },
    ]) {
      const answer = await failure(await order(me.headers, { ...orderBody({ credit_card_token: me.token }), ...(spoiled as object) }), 400);
      expect(answer.message).toMatch(/^Invalid request body/);
    }
    await failure(await api.post("/api/goldcart/bulk", { items: [{ id: "i".repeat(65), variant_id: "v" }] }, me.headers), 400);
    expect(await ordersOf(me.userId)).toEqual([]);
  });

  it("authorization: user B cannot order with A's saved card or A's saved address", async () => {
    const a = await planShopper(api);
    await data(await api.post("/api/users/credit_cards", { token: await cardToken(api, a.headers), is_default: true }, a.headers), CreditCardList);
    const [aCard] = await data(await api.get("/api/users/credit_cards", a.headers), CreditCardList);
    await data(await api.post("/api/users/shipping_address", { ...SHIPPING, country: "US", is_default: true }, a.headers), SavedAddressList);
    const [aAddress] = await data(await api.get("/api/users/shipping_address", a.headers), SavedAddressList);

    const b = await stylistWithBox([PICKS.tote]);
    const answer = await failure(await order(b.headers, orderBody({ shipping_address: undefined, shipping_address_id: aAddress!._id, credit_card_id: aCard!._id })), 400);
    expect(answer.issues).toEqual([
      { path: "shipping_address_id", message: "please provide vaild shipping address." },
      { path: "credit_card_id", message: "please provide vaild payment information." },
    ]);
    expect(await ordersOf(b.userId)).toEqual([]);

    // A's own saved card and address do order A's box.
    await data(await bulk(a.headers, [PICKS.tote]), BoxCart);
    const mine = await data(await order(a.headers, orderBody({ shipping_address: undefined, shipping_address_id: aAddress!._id, credit_card_id: aCard!._id })), BoxOrder);
    expect(mine).toMatchObject({ grand_total: 4500, plan_started: true });
  });
});

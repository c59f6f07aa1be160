/**
 * The box checkout of stylist onboarding (ONB-18/19, API-78/79): the box cart, then the box order on
 * the regular orders' rails (stock taken atomically, idempotent, the box fee paid like an order) and
 * the plan bought through the plans module (test subscription provider). The styles are box-catalogue
 * items of this file's own (in no store, known names and prices); a box ships under the stylist's store.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { IDEMPOTENCY_HEADER, SavedAddressList, CreditCardList } from "@/lib/api/schemas/checkout";
import { BoxCart, BoxOrder, type BoxOrderRequest } from "@/lib/api/schemas/goldbox";
import { AccountOrderDetail, OrdersPage } from "@/lib/api/schemas/order-history";
import { CurrentUser } from "@/lib/api/schemas/user";
import * as t from "@/server/db/schema";
import { data, failure, fileTestApi, type TestApi } from "./helpers";
import { MANY_ORDERS } from "./many-orders";
import { ADDRESS, CARDS, newKey, orderSteps, setStock, stockOf, withTempOutbox } from "./orders-support";
import { BILLING, cardToken, chargesOf, planShopper, plansOf } from "./plans-support";

withTempOutbox();
const api = fileTestApi(MANY_ORDERS);
const steps = orderSteps(api);

type Pick = { id: string; variant_id: string };
type Fixture = { id: string; name: string; stage: 1 | 2; dollars: number; stock?: number; preorder?: boolean };

/** Box-catalogue items of this file: stage 1 (Essentials) and stage 2 (Exclusive), one variant each. */
const FIXTURES = {
  wrap: { id: "gbx-wrap", name: "Harbor Wrap Dress", stage: 1, dollars: 78 },
  tee: { id: "gbx-tee", name: "Harbor Crew Tee", stage: 1, dollars: 24 },
  jeans: { id: "gbx-jeans", name: "Harbor Straight Jeans", stage: 1, dollars: 64 },
  chino: { id: "gbx-chino", name: "Harbor Chinos", stage: 1, dollars: 52 },
  coat: { id: "gbx-coat", name: "Aurelia Wool Coat", stage: 2, dollars: 320 },
  scarf: { id: "gbx-scarf", name: "Aurelia Silk Scarf", stage: 2, dollars: 45 },
  bag: { id: "gbx-bag", name: "Aurelia Camera Bag", stage: 2, dollars: 210 },
  ring: { id: "gbx-ring", name: "Aurelia Signet Ring", stage: 2, dollars: 95 },
  blazer: { id: "gbx-blazer", name: "Aurelia Velvet Blazer", stage: 2, dollars: 260 },
  clutch: { id: "gbx-clutch", name: "Aurelia Evening Clutch", stage: 2, dollars: 130 },
  last: { id: "gbx-last", name: "Aurelia Striped Shirt Dress", stage: 2, dollars: 150 },
  soldOut: { id: "gbx-sold-out", name: "Harbor Slip Dress", stage: 1, dollars: 58, stock: 0 },
  preorder: { id: "gbx-preorder", name: "Harbor Satin Midi (Pre-order)", stage: 1, dollars: 98, preorder: true },
} satisfies Record<string, Fixture>;

const pick = (f: Fixture): Pick => ({ id: f.id, variant_id: `${f.id}-m` });
const P = Object.fromEntries(Object.entries(FIXTURES).map(([key, f]) => [key, pick(f)])) as Record<keyof typeof FIXTURES, Pick>;
/** A box the seeded box plans take: six styles (their min and max count), three of them Essentials. */
const BOX = [P.wrap, P.tee, P.jeans, P.coat, P.scarf, P.bag];
const BOX_VALUE = (78 + 24 + 64 + 320 + 45 + 210) * 100;
const EXCLUSIVES = [P.coat, P.scarf, P.bag, P.ring, P.blazer, P.clutch];

async function addBoxItems(api: TestApi) {
  await api.db.insert(t.brands).values({ id: "brand-gbx", name: "Goldbox Fixture Brand" });
  await api.db.insert(t.boxCategories).values({ id: "gbx-category", name: "Goldbox Fixture", position: 95 });
  for (const f of Object.values(FIXTURES) as Fixture[]) {
    await api.db.insert(t.items).values({ id: f.id, code: f.id.toUpperCase(), name: f.name, brandId: "brand-gbx", thumb: `/fixture/${f.id}.png`, isPreorder: f.preorder ?? false });
    await api.db.insert(t.variants).values({ id: `${f.id}-m`, itemId: f.id, options: [{ name: "Color", option: "Black" }, { name: "Size", option: "M" }], sku: `${f.id}-M`.toUpperCase(), price: f.dollars * 100, retailPrice: f.dollars * 100, stock: f.stock ?? 100 });
    await api.db.insert(t.boxItems).values({ itemId: f.id, stage: f.stage, categoryId: "gbx-category", searchText: f.name });
  }
}

beforeAll(() => addBoxItems(api));

const SHIPPING = { name: ADDRESS.name, address: ADDRESS.address, address2: "", city: ADDRESS.city, state: ADDRESS.state, zip_code: ADDRESS.zip_code, phone: ADDRESS.phone };

type Headers = Record<string, string>;

const bulk = (headers: Headers, items: Pick[]) => api.post("/api/goldcart/bulk", { items }, headers);
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

/** A new user at tier 0-0 with an open store (as `POST /api/store/create` leaves it): `GET /api/user` says can_buy_box. */
async function stylist() {
  const me = await planShopper(api);
  const [user] = await api.db.update(t.users).set({ accountType: "seller", storeOpened: true }).where(eq(t.users.id, me.userId)).returning();
  const storeId = `store-${randomUUID()}`;
  await api.db.insert(t.stores).values({ id: storeId, slug: user!.userName, ownerId: me.userId, name: `${user!.userName}'s Picks` });
  return { ...me, storeId, userName: user!.userName };
}

/** A new stylist with `picks` in the box cart and a test card token of theirs. */
async function stylistWithBox(picks: Pick[] = BOX, card: string = CARDS.visa) {
  const me = await stylist();
  await data(await bulk(me.headers, picks), BoxCart);
  return { ...me, token: await cardToken(api, me.headers, card) };
}

const ordersOf = (userId: string) => api.db.select().from(t.orders).where(eq(t.orders.userId, userId));
const intentsOf = async (orderId: string) => api.db.select().from(t.testPaymentIntents).where(eq(t.testPaymentIntents.orderId, orderId));
const mailsTo = (to: string) => api.db.select().from(t.outboxMail).where(and(eq(t.outboxMail.to, to), eq(t.outboxMail.kind, "order-confirmation")));
/** Finding S3: another box order of the stylist waits for payment. */
const BOX_WAITING = "Your other Get Styled Box order is waiting for payment. Please finish paying for it, or try again in a few minutes.";
const cartOf = (userId: string) => api.db.select().from(t.boxCartLines).where(eq(t.boxCartLines.userId, userId));

describe("POST /api/goldcart/bulk", () => {
  it("replaces the box cart and answers its lines with prices, the limits and the box fee; every line ships under the stylist's store", async () => {
    const me = await stylist();
    expect((await data(await api.get("/api/user", me.headers), CurrentUser)).can_buy_box).toBe(true);
    await data(await bulk(me.headers, EXCLUSIVES.slice(0, 5).concat(P.chino)), BoxCart);
    const cart = await data(await bulk(me.headers, BOX), BoxCart);
    expect(cart).toMatchObject({ count: 6, min_pick: 6, max_pick: 6, items_value: BOX_VALUE, box_fee: 2000 });
    expect(cart.items.map((i) => [i.id, i.variant_id, i.price, i.store_id])).toEqual(BOX.map((p) => [p.id, p.variant_id, expect.any(Number), me.storeId]));
    expect(cart.items[0]).toMatchObject({ name: "Harbor Wrap Dress", brand: "Goldbox Fixture Brand", price: 7800, optionStr: "Color: Black / Size: M" });
    expect((await cartOf(me.userId)).map((r) => r.variantId)).toEqual(BOX.map((p) => p.variant_id));
  });

  it("C-26 / BR-BOX-01: the builder's checkout guard, in the spec's words; the cart is kept", async () => {
    const me = await stylist();
    await data(await bulk(me.headers, BOX), BoxCart);
    expect((await failure(await bulk(me.headers, []), 400)).message).toBe("Please select 1 item to continue");
    // Six styles, none of them Essentials (stage 1).
    expect((await failure(await bulk(me.headers, EXCLUSIVES), 400)).issues).toEqual([{ path: "items", message: "Please select 1 item to continue" }]);
    // minPick and maxPick: the box plan's min and max count (6 and 6).
    expect((await failure(await bulk(me.headers, BOX.slice(0, 5)), 400)).message).toBe("Please select 6 items to check out");
    expect((await failure(await bulk(me.headers, [...BOX, P.chino]), 400)).message).toBe("Please select 6 items to check out");
    expect(await cartOf(me.userId)).toHaveLength(6);
  });

  it("the box plan's own limits: a plan of 3 to 4 styles takes 3 or 4", async () => {
    await api.db.update(t.plans).set({ minCount: 3, maxCount: 4 }).where(eq(t.plans.key, "seller1"));
    try {
      const me = await stylist();
      expect(await data(await bulk(me.headers, [P.wrap, P.coat, P.scarf]), BoxCart)).toMatchObject({ count: 3, min_pick: 3, max_pick: 4 });
      expect((await failure(await bulk(me.headers, [P.wrap, P.coat]), 400)).message).toBe("Please select 6 items to check out");
      expect((await failure(await bulk(me.headers, [P.wrap, P.coat, P.scarf, P.bag, P.ring]), 400)).message).toBe("Please select 6 items to check out");
    } finally {
      await api.db.update(t.plans).set({ minCount: 6, maxCount: 6 }).where(eq(t.plans.key, "seller1"));
    }
  });

  it("lists every style that cannot be boxed: sold out, unknown, a pre-order, a store's item (not a box item), a variant of another item", async () => {
    const me = await stylist();
    const body = await failure(
      await bulk(me.headers, [P.wrap, P.soldOut, { id: "gbx-999", variant_id: "gbx-999-m" }, P.preorder, { id: "itm-003", variant_id: "itm-003-ivory-m" }, { id: P.tee.id, variant_id: P.coat.variant_id }]),
      409,
    );
    expect(body.issues).toEqual([
      { path: "items.1", message: "Harbor Slip Dress: Out of stock" },
      { path: "items.2", message: "This item is no longer available." },
      { path: "items.3", message: "Harbor Satin Midi (Pre-order) cannot go in a box." },
      { path: "items.4", message: "Sunday Linen Midi cannot go in a box." },
      { path: "items.5", message: "This item is no longer available." },
    ]);
    const twice = await failure(await bulk(me.headers, [P.wrap, P.tee, P.jeans, P.coat, P.scarf, P.wrap]), 409);
    expect(twice.issues).toEqual([{ path: "items.5", message: "Harbor Wrap Dress is in the box already." }]);
    expect(await cartOf(me.userId)).toEqual([]);
  });

  it("a regular store item is not for a box, even in a box of five box items", async () => {
    const me = await stylist();
    const body = await failure(await bulk(me.headers, [...BOX.slice(0, 5), { id: "itm-037", variant_id: "itm-037-cream" }]), 409);
    expect(body.issues).toEqual([{ path: "items.5", message: "Canvas Market Tote cannot go in a box." }]);
  });

  it("a user without an open store cannot fill a box: no store, a store not opened, a closed store", async () => {
    const none = await planShopper(api);
    expect(await failure(await bulk(none.headers, BOX), 403)).toMatchObject({ message: "Open your store to order a Get Styled Box." });
    const closed = await stylist();
    await api.db.update(t.stores).set({ isActive: false }).where(eq(t.stores.id, closed.storeId));
    expect((await failure(await bulk(closed.headers, BOX), 403)).message).toBe("Open your store to order a Get Styled Box.");
    const unopened = await stylist();
    await api.db.update(t.users).set({ storeOpened: false }).where(eq(t.users.id, unopened.userId));
    expect((await failure(await bulk(unopened.headers, BOX), 403)).message).toBe("Open your store to order a Get Styled Box.");
    for (const user of [none, closed, unopened]) expect(await cartOf(user.userId)).toEqual([]);
  });

  it("needs a session", async () => {
    await failure(await bulk({}, BOX), 401);
    await failure(await order({}, orderBody({ credit_card_token: "tok_test_x" })), 401);
  });
});

describe("POST /api/goldbox/order", () => {
  it("happy path: plan fee + 'Style Myself Box Fee'; the plan is billed through the subscription provider; the box fee is paid like an order", async () => {
    const me = await stylistWithBox();
    const stockBefore = await stockOf(api, P.wrap.variant_id);
    const placed = await data(await order(me.headers, orderBody({ credit_card_token: me.token })), BoxOrder);
    expect(placed).toMatchObject({ status: "pending_payment", amount: 2000, box_fee: 2000, plan_fee: 2500, grand_total: 4500, plan_started: true, vip: false, free_days: 0, items_count: 6, provider: "test" });
    expect(placed.plan).toMatchObject({ plan_id: "seller1", pay: "month", status: "active", price: 2500 });
    expect(placed.client_secret).toBeTruthy();
    expect(await stockOf(api, P.wrap.variant_id)).toBe(stockBefore - 1);

    // The plan: one initial charge of its price, on the card saved to the account by the plan checkout.
    expect((await chargesOf(api, me.userId)).map((c) => [c.kind, c.amount, c.status])).toEqual([["initial", 2500, "succeeded"]]);
    const [user] = await api.db.select().from(t.users).where(eq(t.users.id, me.userId));
    expect([user!.planLevel, user!.planSubLevel]).toEqual([2, 0]);
    expect(await data(await api.get("/api/users/credit_cards", me.headers), CreditCardList)).toHaveLength(1);

    // The box fee: confirmed in the browser, settled from the provider's view, mailed.
    expect((await steps.paid(placed.client_secret!)).status).toBe("succeeded");
    expect(await steps.confirmed(placed.id, placed.client_secret!)).toMatchObject({ status: "paid", order_number: placed.order_number });
    const [mail] = await mailsTo(me.email);
    // The mail's lookup link is under the stylist's own store, whose lines these are.
    expect(mail!.body).toContain(`/${me.userName}/orders/lookup?order_id=${placed.order_number}`);

    // A try-on box in the user's orders: type 1, the styles at price 0, grand total the box fee.
    const page = await data(await api.get("/api/orders/?pageNo=1", me.headers), OrdersPage);
    expect(page.datas).toEqual([expect.objectContaining({ id: placed.id, type: 1, grand_total: 2000, items_count: 6, is_confirmed: false, is_allowed_to_confirm: true })]);
    const detail = await data(await api.get(`/api/order/${placed.id}`, me.headers), AccountOrderDetail);
    expect(detail).toMatchObject({ grand_total: 2000, items_total: BOX_VALUE, total_discount: BOX_VALUE, shipping: 0, tax: 0, is_goldbox_order: true, is_allowed_to_return: false });
    // One store group: the stylist's own store, the styles at price 0 with their value as original price.
    expect(detail.stores).toHaveLength(1);
    expect(detail.stores[0]).toMatchObject({ store_name: `${me.userName}'s Picks`, store_user_name: me.userName, items_total: BOX_VALUE, sub_total: 0 });
    expect(detail.stores[0]!.items.map((i) => [i.name, i.price, i.original_price]).slice(0, 2)).toEqual([
      ["Harbor Wrap Dress", 0, 7800],
      ["Harbor Crew Tee", 0, 2400],
    ]);
    expect((await api.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, placed.id))).map((l) => l.storeId)).toEqual(BOX.map(() => me.storeId));
  });

  it("ONB-10: a VIP code waives the plan fee (the fee alone); the plan is granted without a charge and the code used up", async () => {
    const me = await stylistWithBox();
    const placed = await data(await order(me.headers, orderBody({ credit_card_token: me.token, vip_code: " vipstyle ", plan_id: "seller2" })), BoxOrder);
    expect(placed).toMatchObject({ amount: 2000, plan_fee: 0, grand_total: 2000, plan_started: true, vip: true });
    // The code's free month is a trial: nothing charged today, the plan's price when it ends.
    expect(placed.plan).toMatchObject({ plan_id: "seller1", status: "trialing", price: 2500 });
    expect(await chargesOf(api, me.userId)).toEqual([]);
    await steps.paid(placed.client_secret!);
    await steps.confirmed(placed.id, placed.client_secret!);

    // A code applied to the account beforehand (API-12) counts the same way, and is used up too.
    const held = await stylistWithBox();
    await data(await api.post("/api/user/vip_code", { vip_code: "VIPSTYLE" }, held.headers), (await import("@/lib/api/schemas/plan")).VipCodeCheck);
    expect(await data(await order(held.headers, orderBody({ credit_card_token: held.token })), BoxOrder)).toMatchObject({ grand_total: 2000, vip: true });
    const [user] = await api.db.select().from(t.users).where(eq(t.users.id, held.userId));
    expect(user!.vipCode).toBeNull();
  });

  it("C-26 / BR-BOX-02: a user who already has a plan pays the box fee alone, and no plan is bought", async () => {
    const me = await stylistWithBox();
    await api.db.update(t.users).set({ planLevel: 2, planSubLevel: 0 }).where(eq(t.users.id, me.userId));
    const placed = await data(await order(me.headers, orderBody({ credit_card_token: me.token, vip_code: "VIPSTYLE", coupon_code: "NOPE" })), BoxOrder);
    expect(placed).toMatchObject({ amount: 2000, plan_fee: 0, grand_total: 2000, plan_started: false, vip: false });
    expect(await plansOf(api, me.userId)).toEqual([]);
    expect(await chargesOf(api, me.userId)).toEqual([]);
  });

  it("a plan coupon's free days delay the plan's charge: the fee alone now", async () => {
    const me = await stylistWithBox();
    const placed = await data(await order(me.headers, orderBody({ credit_card_token: me.token, coupon_code: "free30" })), BoxOrder);
    expect(placed).toMatchObject({ plan_fee: 0, grand_total: 2000, free_days: 30 });
    expect(placed.plan).toMatchObject({ status: "trialing" });
    expect(await chargesOf(api, me.userId)).toEqual([]);
  });

  it("a box plan without a box fee: the plan picked is charged, and the box is paid at once and mailed", async () => {
    await api.db.update(t.plans).set({ handlingFee: 0 }).where(eq(t.plans.key, "seller2"));
    try {
      const me = await stylistWithBox();
      const placed = await data(await order(me.headers, orderBody({ credit_card_token: me.token, plan_id: "seller2", plan_pay: "year" })), BoxOrder);
      expect(placed).toMatchObject({ status: "paid", amount: 0, box_fee: 0, plan_fee: 39_00 * 12, grand_total: 39_00 * 12, client_secret: null, provider: null });
      expect(placed.plan).toMatchObject({ plan_id: "seller2", pay: "year" });
      expect(await mailsTo(me.email)).toHaveLength(1);
    } finally {
      await api.db.update(t.plans).set({ handlingFee: 2000 }).where(eq(t.plans.key, "seller2"));
    }
  });

  it("ONB-10: an invalid VIP code stops the order with 'vip code invalid': nothing is created, a held code is reset", async () => {
    const me = await stylistWithBox();
    const stock = await stockOf(api, P.jeans.variant_id);
    expect((await failure(await order(me.headers, orderBody({ credit_card_token: me.token, vip_code: "NOPE" })), 400)).message).toBe("vip code invalid");
    await api.db.update(t.users).set({ vipCode: "RETIRED" }).where(eq(t.users.id, me.userId));
    expect((await failure(await order(me.headers, orderBody({ credit_card_token: me.token })), 400)).message).toBe("vip code invalid");
    const [user] = await api.db.select().from(t.users).where(eq(t.users.id, me.userId));
    expect(user!.vipCode).toBeNull();
    expect(await ordersOf(me.userId)).toEqual([]);
    expect(await plansOf(api, me.userId)).toEqual([]);
    expect(await stockOf(api, P.jeans.variant_id)).toBe(stock);
  });

  it("a declined card: the plan's charge is refused, the order is void with its stock back, nothing is held or charged", async () => {
    const me = await stylistWithBox(BOX, CARDS.declined);
    const stock = await stockOf(api, P.bag.variant_id);
    const key = newKey();
    expect((await failure(await order(me.headers, orderBody({ credit_card_token: me.token }), key), 402)).message).toBe("Your card was declined.");
    const [voided] = await ordersOf(me.userId);
    expect(voided!.status).toBe("failed");
    expect(await intentsOf(voided!.id)).toEqual([]);
    expect(await stockOf(api, P.bag.variant_id)).toBe(stock);
    expect(await plansOf(api, me.userId)).toEqual([]);
    // The same attempt again is told to start a new one.
    expect((await failure(await order(me.headers, orderBody({ credit_card_token: me.token }), key), 409)).error_code).toBe(102003);
    // A new attempt with a good card orders the box.
    const good = await cardToken(api, me.headers);
    expect(await data(await order(me.headers, orderBody({ credit_card_token: good })), BoxOrder)).toMatchObject({ grand_total: 4500 });
  });

  it("finding 1: a declined card is never the default: refused twice, then 4242 pays; the one card kept is 4242, the default", async () => {
    const me = await stylistWithBox(BOX, CARDS.declined);
    expect((await failure(await order(me.headers, orderBody({ credit_card_token: me.token })), 402)).message).toBe("Your card was declined.");
    const again = await cardToken(api, me.headers, CARDS.declined);
    expect((await failure(await order(me.headers, orderBody({ credit_card_token: again })), 402)).message).toBe("Your card was declined.");
    expect(await data(await api.get("/api/users/credit_cards", me.headers), CreditCardList)).toEqual([]);
    const good = await cardToken(api, me.headers);
    const placed = await data(await order(me.headers, orderBody({ credit_card_token: good })), BoxOrder);
    await steps.paid(placed.client_secret!);
    await steps.confirmed(placed.id, placed.client_secret!);
    const cards = await data(await api.get("/api/users/credit_cards", me.headers), CreditCardList);
    expect(cards.map((c) => [c.last_four, c.is_default, c.is_invalid])).toEqual([["4242", true, false]]);
    // The plan renews on that card.
    expect((await plansOf(api, me.userId))[0]!.creditCardId).toBe(cards[0]!._id);
  });

  it("finding 3: a $0 plan today (FREE30, VIPSTYLE) still checks the card: the declined one is refused, the order void, no plan, no card", async () => {
    for (const extra of [{ coupon_code: "FREE30" }, { vip_code: "VIPSTYLE" }]) {
      const me = await stylistWithBox(BOX, CARDS.declined);
      const stock = await stockOf(api, P.bag.variant_id);
      expect((await failure(await order(me.headers, orderBody({ credit_card_token: me.token, ...extra })), 402)).message).toBe("Your card was declined.");
      expect((await ordersOf(me.userId)).map((o) => o.status)).toEqual(["failed"]);
      expect(await stockOf(api, P.bag.variant_id)).toBe(stock);
      expect(await plansOf(api, me.userId)).toEqual([]);
      expect(await data(await api.get("/api/users/credit_cards", me.headers), CreditCardList)).toEqual([]);
    }
  });

  it("a box fee refused at confirmation keeps the order for the next card (as regular orders), which pays that same order", async () => {
    const me = await stylistWithBox(BOX, CARDS.declined);
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
    const me = await stylistWithBox();
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

    const racer = await stylistWithBox();
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

  it("two box checkouts of one stylist at once (two tabs, two keys): one order, one plan and one charge; the other is refused before anything is held", async () => {
    const me = await stylistWithBox();
    const stock = await stockOf(api, P.wrap.variant_id);
    const body = orderBody({ credit_card_token: me.token });
    const answers = await Promise.all([order(me.headers, body), order(me.headers, body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = await failure(answers.find((r) => r.status === 409)!, 409);
    expect(refused.message).toBe(BOX_WAITING);
    expect((await plansOf(api, me.userId)).map((p) => p.status)).toEqual(["active"]);
    expect(await chargesOf(api, me.userId)).toHaveLength(1);
    expect((await ordersOf(me.userId)).map((o) => o.status)).toEqual(["pending_payment"]);
    expect(await stockOf(api, P.wrap.variant_id)).toBe(stock - 1);
  });

  it("S3: 8 parallel box orders of one stylist with distinct keys (a plan held already, so no plan step stops them): one payable order, seven 409s with nothing held", async () => {
    const me = await stylistWithBox();
    await api.db.update(t.users).set({ planLevel: 2 }).where(eq(t.users.id, me.userId));
    const stock = await stockOf(api, P.wrap.variant_id);
    const tokens = await Promise.all(Array.from({ length: 8 }, () => cardToken(api, me.headers)));
    const answers = await Promise.all(tokens.map((token) => order(me.headers, orderBody({ credit_card_token: token }), newKey())));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.status === 409)) expect((await failure(refused, 409)).message).toBe(BOX_WAITING);
    const orders = await ordersOf(me.userId);
    expect(orders.map((o) => o.status)).toEqual(["pending_payment"]);
    expect(await stockOf(api, P.wrap.variant_id)).toBe(stock - 1);

    // Paying it: one box, in progress; nothing else is payable.
    const paid = await data(answers.find((r) => r.status === 200)!, BoxOrder);
    await steps.paid(paid.client_secret!);
    await steps.confirmed(paid.id, paid.client_secret!);
    expect((await ordersOf(me.userId)).filter((o) => o.status === "paid")).toHaveLength(1);
    expect(await api.db.select().from(t.payments).where(eq(t.payments.status, "requires_confirmation")).then((rows) => rows.filter((p) => orders.some((o) => o.id === p.orderId)))).toEqual([]);
  });

  it("S3: one after another before paying: the second box order is refused while the first waits for payment, then while it is in progress", async () => {
    const me = await stylistWithBox();
    await api.db.update(t.users).set({ planLevel: 2 }).where(eq(t.users.id, me.userId));
    const first = await data(await order(me.headers, orderBody({ credit_card_token: me.token })), BoxOrder);
    const stock = await stockOf(api, P.wrap.variant_id);
    const waiting = await failure(await order(me.headers, orderBody({ credit_card_token: await cardToken(api, me.headers) })), 409);
    expect(waiting.message).toBe(BOX_WAITING);
    expect(await stockOf(api, P.wrap.variant_id)).toBe(stock);
    await steps.paid(first.client_secret!);
    await steps.confirmed(first.id, first.client_secret!);
    const third = await failure(await order(me.headers, orderBody({ credit_card_token: await cardToken(api, me.headers) })), 409);
    expect(third.message).toBe("Your ordered Box is in progress");
    expect((await ordersOf(me.userId)).map((o) => o.status)).toEqual(["paid"]);
  });

  it("S3: checked again at settlement: a box paid while another is in progress is voided, its stock back and its payment refunded", async () => {
    const me = await stylistWithBox();
    await api.db.update(t.users).set({ planLevel: 2 }).where(eq(t.users.id, me.userId));
    const first = await data(await order(me.headers, orderBody({ credit_card_token: me.token })), BoxOrder);
    // Two box orders open at once, as the order-time check no longer allows (it is what settlement guards against):
    // the first is hidden from it while the second is placed.
    await api.db.update(t.orders).set({ type: 0 }).where(eq(t.orders.id, first.id));
    const second = await data(await order(me.headers, orderBody({ credit_card_token: await cardToken(api, me.headers) })), BoxOrder);
    await api.db.update(t.orders).set({ type: 1 }).where(eq(t.orders.id, first.id));
    const stock = await stockOf(api, P.wrap.variant_id);

    await steps.paid(first.client_secret!);
    await steps.confirmed(first.id, first.client_secret!);
    await steps.paid(second.client_secret!);
    const refused = await failure(await steps.confirm(second.id, second.client_secret!), 402);
    expect(refused.message).toBe("You already have a Get Styled Box in progress, so this one was canceled and its payment refunded.");

    const orders = await ordersOf(me.userId);
    expect(orders.map((o) => [o.id, o.status]).sort()).toEqual([[first.id, "paid"], [second.id, "canceled"]].sort());
    expect(await stockOf(api, P.wrap.variant_id)).toBe(stock + 1);
    const refunds = await api.db.select().from(t.refunds).where(eq(t.refunds.orderId, second.id));
    expect(refunds).toMatchObject([{ amount: second.amount, refundId: expect.any(String) }]);
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it("ONB-07: a stylist whose box is in progress cannot order another: 409 'Your ordered Box is in progress', nothing created", async () => {
    const me = await stylistWithBox();
    const key = newKey();
    const first = await data(await order(me.headers, orderBody({ credit_card_token: me.token }), key), BoxOrder);
    await steps.paid(first.client_secret!);
    await steps.confirmed(first.id, first.client_secret!);
    expect((await data(await api.get("/api/user", me.headers), CurrentUser)).can_buy_box).toBe(false);
    const stock = await stockOf(api, P.wrap.variant_id);
    const again = await failure(await order(me.headers, orderBody({ credit_card_token: await cardToken(api, me.headers) })), 409);
    expect(again.message).toBe("Your ordered Box is in progress");
    expect(await ordersOf(me.userId)).toHaveLength(1);
    expect(await chargesOf(api, me.userId)).toHaveLength(1);
    expect(await stockOf(api, P.wrap.variant_id)).toBe(stock);
    // The attempt that ordered it still answers its order (a retry after a lost answer).
    expect(await data(await order(me.headers, orderBody({ credit_card_token: me.token }), key), BoxOrder)).toMatchObject({ id: first.id, status: "paid" });
  });

  it("two stylists racing for the last unit: one box is ordered, the other is refused cleanly with nothing charged", async () => {
    const last = P.last;
    await setStock(api, last.variant_id, 1);
    const a = await stylistWithBox([...BOX.slice(0, 5), last]);
    const b = await stylistWithBox([...BOX.slice(0, 5), last]);
    const answers = await Promise.all([order(a.headers, orderBody({ credit_card_token: a.token })), order(b.headers, orderBody({ credit_card_token: b.token }))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect((await loser.json()).message).toBe("Sorry, Aurelia Striped Shirt Dress just sold out. Nothing was charged.");
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
    const both = await stylistWithBox();
    expect((await failure(await order(both.headers, orderBody({ credit_card_token: both.token, credit_card_id: "card-x" })), 400)).issues).toEqual([
      { path: "credit_card_id", message: "please provide vaild payment information." },
    ]);
    expect(await ordersOf(me.userId)).toEqual([]);
    expect(await ordersOf(both.userId)).toEqual([]);
  });

  it("malformed input is a 400 with the reason: strings too long, blings or a shipping method the box does not take", async () => {
    const me = await stylistWithBox();
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
    const a = await stylist();
    await data(await api.post("/api/users/credit_cards", { token: await cardToken(api, a.headers), is_default: true }, a.headers), CreditCardList);
    const [aCard] = await data(await api.get("/api/users/credit_cards", a.headers), CreditCardList);
    await data(await api.post("/api/users/shipping_address", { ...SHIPPING, country: "US", is_default: true }, a.headers), SavedAddressList);
    const [aAddress] = await data(await api.get("/api/users/shipping_address", a.headers), SavedAddressList);

    const b = await stylistWithBox();
    const answer = await failure(await order(b.headers, orderBody({ shipping_address: undefined, shipping_address_id: aAddress!._id, credit_card_id: aCard!._id })), 400);
    expect(answer.issues).toEqual([
      { path: "shipping_address_id", message: "please provide vaild shipping address." },
      { path: "credit_card_id", message: "please provide vaild payment information." },
    ]);
    expect(await ordersOf(b.userId)).toEqual([]);

    // A's own saved card and address do order A's box.
    await data(await bulk(a.headers, BOX), BoxCart);
    const mine = await data(await order(a.headers, orderBody({ shipping_address: undefined, shipping_address_id: aAddress!._id, credit_card_id: aCard!._id })), BoxOrder);
    expect(mine).toMatchObject({ grand_total: 4500, plan_started: true });
  });

  it("checks the box cart again when ordering: no Essentials item is the 400's pick issue, a store's item a 409; nothing is created", async () => {
    const me = await stylistWithBox();
    const putInCart = (picks: Pick[]) =>
      api.db.transaction(async (tx) => {
        await tx.delete(t.boxCartLines).where(eq(t.boxCartLines.userId, me.userId));
        await tx.insert(t.boxCartLines).values(picks.map((p, position) => ({ userId: me.userId, position, itemId: p.id, variantId: p.variant_id })));
      });
    // A cart the builder's guard would not have sent (saved in another way, or before the rules changed).
    await putInCart(EXCLUSIVES);
    expect((await failure(await order(me.headers, orderBody({ credit_card_token: me.token })), 400)).issues).toEqual([{ path: "items", message: "Please select 1 item to continue" }]);
    await putInCart([...BOX.slice(0, 5), { id: "itm-003", variant_id: "itm-003-ivory-m" }]);
    const notForBox = await failure(await order(me.headers, orderBody({ credit_card_token: me.token })), 409);
    expect(notForBox.issues).toEqual([{ path: "items.5", message: "Sunday Linen Midi cannot go in a box." }]);
    expect(await ordersOf(me.userId)).toEqual([]);
    expect(await plansOf(api, me.userId)).toEqual([]);
    expect(await chargesOf(api, me.userId)).toEqual([]);
  });

  it("a stylist whose store closed after filling the box cannot order it: 403, nothing created, held or charged", async () => {
    const me = await stylistWithBox();
    const stock = await stockOf(api, P.wrap.variant_id);
    await api.db.update(t.stores).set({ isActive: false }).where(eq(t.stores.id, me.storeId));
    expect((await failure(await order(me.headers, orderBody({ credit_card_token: me.token })), 403)).message).toBe("Open your store to order a Get Styled Box.");
    expect(await ordersOf(me.userId)).toEqual([]);
    expect(await plansOf(api, me.userId)).toEqual([]);
    expect(await chargesOf(api, me.userId)).toEqual([]);
    expect(await stockOf(api, P.wrap.variant_id)).toBe(stock);
  });
});

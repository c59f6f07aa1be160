/**
 * The Get Styled Box a shopper orders from a stylist (SHARE-08/10/13, API-77/78/80/81): the share
 * link's availability, the box order with `share_cart_id` (no box cart, the shoppers' plan, the
 * stylist's $20 gift off the box fee), and the booking of a store's stylist (`/skd/{store}`).
 * The share link is the seeded `share-demo-weekend` of `demo` (can_share_box); `chloe` does not share boxes.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { IDEMPOTENCY_HEADER } from "@/lib/api/schemas/checkout";
import { BookingAvailability, BoxOrder, GoldboxAvailability, type BookingRequest, type BoxOrderRequest } from "@/lib/api/schemas/goldbox";
import { UserFigure } from "@/lib/api/schemas/figure";
import * as t from "@/server/db/schema";
import { data, failure, fileTestApi } from "./helpers";
import { MANY_ORDERS } from "./many-orders";
import { ADDRESS, newKey, orderSteps, withTempOutbox } from "./orders-support";
import { BILLING, cardToken, chargesOf, planShopper, plansOf } from "./plans-support";

withTempOutbox();
const api = fileTestApi(MANY_ORDERS);
const steps = orderSteps(api);

const SHARE = "share-demo-weekend";
const SHIPPING = { name: ADDRESS.name, address: ADDRESS.address, address2: "", city: ADDRESS.city, state: ADDRESS.state, zip_code: ADDRESS.zip_code, phone: ADDRESS.phone };
/** The size survey as the checkout's step 1 saves it (PUT /api/users/figure): a size for each women's category. */
const SIZES = { gender: "F", shirt: ["m"], dress: ["m"], jean: ["m"], shoes: ["m"] };
type Headers = Record<string, string>;

/** A new shopper at tier 0-0 with a test card token; `sized`: the size chart saved (the checkout's step 1). */
async function shopper(sized = true) {
  const me = await planShopper(api);
  if (sized) await data(await api.put("/api/users/figure", SIZES, me.headers), UserFigure);
  return { ...me, token: await cardToken(api, me.headers) };
}

const availability = (headers: Headers, id = SHARE) => api.get(`/api/goldbox/availability?share_cart_id=${encodeURIComponent(id)}`, headers);
const order = (headers: Headers, body: BoxOrderRequest, key = newKey()) => api.post("/api/goldbox/order", body, { ...headers, [IDEMPOTENCY_HEADER]: key });
const shareBody = (token: string, overrides: Partial<BoxOrderRequest> = {}): BoxOrderRequest => ({
  share_cart_id: SHARE,
  shipping_address: SHIPPING,
  billing_address: BILLING,
  plan_pay: "month",
  blings: 0,
  shipping_method_id: "basic-shipping",
  credit_card_token: token,
  ...overrides,
});
const book = (headers: Headers, body: BookingRequest, key = newKey()) => api.post("/api/sharebox/booking", body, { ...headers, [IDEMPOTENCY_HEADER]: key });
const bookBody = (token: string, stylist = "marcus"): BookingRequest => ({ stylist_user_name: stylist, addresses: { shipping: SHIPPING, billing: BILLING }, plan_pay: "month", card: { token } });
const ordersOf = (userId: string) => api.db.select().from(t.orders).where(eq(t.orders.userId, userId));

describe("GET /api/goldbox/availability (API-77)", () => {
  it("answers the share plan to buy, the box fee with the stylist's $20 gift, and allows the box", async () => {
    const me = await shopper();
    const offer = await data(await availability(me.headers), GoldboxAvailability);
    expect(offer).toEqual({
      share_cart_id: SHARE,
      stylist_user_name: "demo",
      plan: { plan_id: "shopper2", name: "Style Myself Plan", level: 1, monthly_fee: 1999, full_year_fee: 19188, buys: true },
      handling_fee_settings: { display_handling_fee: true, handling_fee: 2000, gift: 2000, charge: 0 },
      allow_gold_box: true,
      message: null,
      pending_gold_box_warning: null,
    });
  });

  it("404s in the spec's words: an unknown share id, a stylist whose store is closed", async () => {
    const me = await shopper();
    expect((await failure(await availability(me.headers, "share-nope"), 404)).message).toBe("Get Styled Box id not found.");
    const storeId = `store-${randomUUID()}`;
    const owner = await planShopper(api);
    await api.db.insert(t.stores).values({ id: storeId, slug: `s${randomUUID().slice(0, 8)}`, ownerId: owner.userId, name: "Closed", isActive: false, canShareBox: true });
    const shareId = `share-${randomUUID()}`;
    await api.db.insert(t.shareCarts).values({ id: shareId, storeId, sharerUserId: owner.userId });
    expect((await failure(await availability(me.headers, shareId), 404)).message).toBe("Get Styled Box, Stylist ID not found.");
  });

  it("a store that does not share boxes: allow_gold_box false with the reason; the order is refused (403)", async () => {
    const me = await shopper();
    const shareId = `share-${randomUUID()}`;
    const [chloe] = await api.db.select().from(t.stores).where(eq(t.stores.id, "store-chloe"));
    await api.db.insert(t.shareCarts).values({ id: shareId, storeId: "store-chloe", sharerUserId: chloe!.ownerId });
    const offer = await data(await availability(me.headers, shareId), GoldboxAvailability);
    expect(offer).toMatchObject({ allow_gold_box: false, message: "chloe is not offering the Get Styled Box right now." });
    expect((await failure(await order(me.headers, shareBody(me.token, { share_cart_id: shareId })), 403)).message).toBe("chloe is not offering the Get Styled Box right now.");
    expect(await ordersOf(me.userId)).toEqual([]);
  });

  it("needs a session; malformed input is a 400", async () => {
    await failure(await availability({}), 401);
    const me = await shopper();
    await failure(await api.get("/api/goldbox/availability", me.headers), 400);
    await failure(await availability(me.headers, "x".repeat(500)), 400);
  });
});

describe("POST /api/goldbox/order with share_cart_id (SHARE-10)", () => {
  it("buys the share plan on the card; the $20 gift covers the box fee, so the order is paid at once, styled by the share's stylist", async () => {
    const me = await shopper();
    const placed = await data(await order(me.headers, shareBody(me.token)), BoxOrder);
    expect(placed).toMatchObject({ status: "paid", amount: 0, box_fee: 0, plan_fee: 1999, grand_total: 1999, plan_started: true, items_count: 0, client_secret: null });
    expect(placed.plan).toMatchObject({ plan_id: "shopper2", pay: "month", status: "active" });
    expect((await chargesOf(api, me.userId)).map((c) => [c.kind, c.amount, c.status])).toEqual([["initial", 1999, "succeeded"]]);
    const [row] = await ordersOf(me.userId);
    expect(row).toMatchObject({ type: 1, shareCartId: SHARE, status: "paid", grandTotal: 0, shippingMethodId: "basic-shipping", blings: 0 });
    const [box] = await api.db.select().from(t.boxOrders).where(eq(t.boxOrders.orderId, row!.id));
    expect(box).toMatchObject({ stylistStoreId: "store-demo", planPay: "month" });
    // Now a plan holder with a box on its way: the warning, and the held plan (nothing more to buy).
    const offer = await data(await availability(me.headers), GoldboxAvailability);
    expect(offer.pending_gold_box_warning).toBe("You already have a Get Styled Box on its way. This one is ordered in addition to it.");
    expect(offer.plan).toMatchObject({ plan_id: "shopper2", buys: false });
  });

  it("a double submit (the same attempt key twice, at once) makes one order and one charge", async () => {
    const me = await shopper();
    const key = newKey();
    const answers = await Promise.all([order(me.headers, shareBody(me.token), key), order(me.headers, shareBody(me.token), key)]);
    // One of them may be told the plan is being charged (409); never a second order or charge.
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const orders = await ordersOf(me.userId);
    expect(orders).toHaveLength(1);
    expect(await plansOf(api, me.userId)).toHaveLength(1);
    expect(await chargesOf(api, me.userId)).toHaveLength(1);
    // The retry of the attempt answers the one order, paid.
    expect(await data(await order(me.headers, shareBody(me.token), key), BoxOrder)).toMatchObject({ id: orders[0]!.id, status: "paid" });
  });

  it("two checkouts at once (two tabs, two keys): one plan, one charge; the other order is refused and void", async () => {
    const me = await shopper();
    const answers = await Promise.all([order(me.headers, shareBody(me.token)), order(me.headers, shareBody(me.token))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await plansOf(api, me.userId)).toHaveLength(1);
    expect(await chargesOf(api, me.userId)).toHaveLength(1);
    expect((await ordersOf(me.userId)).map((o) => o.status).sort()).toEqual(["failed", "paid"]);
  });

  it("BR-VAL-32: without a complete size chart, 'please provide vaild size informations.' first; every problem listed; nothing created", async () => {
    const me = await shopper(false);
    const body = await failure(await order(me.headers, shareBody("", { shipping_address: undefined, credit_card_token: undefined })), 400);
    expect(body.message).toBe("please provide vaild size informations.");
    expect(body.issues?.map((i) => i.path)).toEqual(["size", "shipping_address", "credit_card_token"]);
    // A figure saved without every category (as an older save could leave it): still refused.
    await api.db.insert(t.userFigures).values({ userId: me.userId, figure: { gender: "F", shirt: ["m"] } });
    expect((await failure(await order(me.headers, shareBody(me.token)), 400)).message).toBe("please provide vaild size informations.");
    expect(await ordersOf(me.userId)).toEqual([]);
    expect(await plansOf(api, me.userId)).toEqual([]);
  });

  it("user B cannot pay with user A's saved card, nor use user A's saved address", async () => {
    const a = await shopper();
    await data(await order(a.headers, shareBody(a.token)), BoxOrder);
    const [card] = await api.db.select().from(t.creditCards).where(eq(t.creditCards.userId, a.userId));
    const b = await shopper();
    const body = await failure(await order(b.headers, shareBody("", { credit_card_token: undefined, credit_card_id: card!.id })), 400);
    expect(body.issues?.map((i) => i.path)).toEqual(["credit_card_id"]);
    expect(await ordersOf(b.userId)).toEqual([]);
  });

  it("unknown share id: 404 'Get Styled Box id not found.'; malformed bodies are 400s", async () => {
    const me = await shopper();
    expect((await failure(await order(me.headers, shareBody(me.token, { share_cart_id: "share-nope" })), 404)).message).toBe("Get Styled Box id not found.");
    await failure(await order(me.headers, { ...shareBody(me.token), share_cart_id: "x".repeat(500) }), 400);
    await failure(await order(me.headers, { ...shareBody(me.token), plan_pay: "week" as "month" }), 400);
    expect(await ordersOf(me.userId)).toEqual([]);
  });
});

describe("/skd/{store} booking (API-80/81)", () => {
  it("availability: marcus books (no gift: the box fee is charged); chloe does not share boxes; an unknown store is a 404", async () => {
    const me = await shopper();
    const marcus = await data(await api.get("/api/sharebox/booking/marcus/availability", me.headers), BookingAvailability);
    expect(marcus).toMatchObject({ available: true, message: null, stylist_user_name: "marcus", plan: { plan_id: "shopper2", buys: true }, handling_fee_settings: { gift: 0, charge: 2000 } });
    expect(await data(await api.get("/api/sharebox/booking/chloe/availability", me.headers), BookingAvailability)).toMatchObject({ available: false, message: "chloe is not offering the Get Styled Box right now." });
    expect((await failure(await api.get("/api/sharebox/booking/nobody-here/availability", me.headers), 404)).message).toBe("Get Styled Box, Stylist ID not found.");
    await failure(await api.get("/api/sharebox/booking/marcus/availability", {}), 401);
  });

  it("booking: the plan and the box fee, paid like an order; styled by the store's stylist; once per attempt key", async () => {
    const me = await shopper();
    const key = newKey();
    const placed = await data(await book(me.headers, bookBody(me.token), key), BoxOrder);
    expect(placed).toMatchObject({ status: "pending_payment", amount: 2000, box_fee: 2000, plan_fee: 1999, items_count: 0 });
    expect((await data(await book(me.headers, bookBody(me.token), key), BoxOrder)).id).toBe(placed.id);
    expect((await steps.paid(placed.client_secret!)).status).toBe("succeeded");
    expect(await steps.confirmed(placed.id, placed.client_secret!)).toMatchObject({ status: "paid" });
    const [box] = await api.db.select().from(t.boxOrders).where(eq(t.boxOrders.orderId, placed.id));
    expect(box!.stylistStoreId).toBe("store-marcus");
    expect(await ordersOf(me.userId)).toHaveLength(1);
  });

  it("an unknown stylist is a 404, a store without boxes a 403, malformed bodies 400s", async () => {
    const me = await shopper();
    expect((await failure(await book(me.headers, bookBody(me.token, "nobody-here")), 404)).message).toBe("Get Styled Box, Stylist ID not found.");
    await failure(await book(me.headers, bookBody(me.token, "chloe")), 403);
    await failure(await book(me.headers, { ...bookBody(me.token), stylist_user_name: "" }), 400);
    await failure(await book(me.headers, { ...bookBody(me.token), card: "tok" } as unknown as BookingRequest), 400);
    expect(await ordersOf(me.userId)).toEqual([]);
  });
});

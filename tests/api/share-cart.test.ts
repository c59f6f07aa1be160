import { randomUUID } from "node:crypto";
import { CartCalcResponse } from "@/lib/api/schemas/cart";
import { ShareCartInfo, ShareCartViews } from "@/lib/api/schemas/checkout";
import { shareCartItems, shareCarts } from "@/server/db/schema";
import { NEW_VIEWS_PER_CLIENT } from "@/server/routes/share-cart";
import { DEMO_SHARE_CART } from "@/server/seed/share-carts";
import { data, failure, fileTestApi } from "./helpers";

const api = fileTestApi();

const SHARE = DEMO_SHARE_CART.id;
const info = async (id: string) => data(await api.get(`/api/sharecart/${id}/info`), ShareCartInfo);
const view = (id: string, visitor: unknown, client = "203.0.113.1") =>
  api.post(`/api/sharecart/${id}/views`, { visitor_id: visitor }, { "x-forwarded-for": client });

/** A share cart of its own per test, so view counts start at 0. */
async function newShareCart(over: Partial<typeof shareCarts.$inferInsert> = {}): Promise<string> {
  const id = `share-${randomUUID()}`;
  await api.db.insert(shareCarts).values({ id, storeId: "store-chloe", sharerUserId: "user-shopper", message: "", ...over });
  await api.db.insert(shareCartItems).values({ id: `${id}-1`, shareCartId: id, itemId: "itm-042", variantId: "itm-042-gold", units: 3 });
  return id;
}

describe("GET /api/sharecart/{id}/info", () => {
  it("answers the seeded demo share cart: sharer, message, cover and lines in order", async () => {
    const cart = await info(SHARE);
    expect(cart).toEqual({
      share_id: SHARE,
      store_id: "store-demo",
      message: DEMO_SHARE_CART.message,
      cover: expect.stringMatching(/^\/api\/images\/item\/.+\.png$/),
      items: [
        { item_id: "itm-001", variant_id: "itm-001-navy-m", units: 1 },
        { item_id: "itm-014", variant_id: null, units: 2 },
        { item_id: "itm-037", variant_id: "itm-037-cream", units: 1 },
      ],
      sharer_user_name: "demo",
      stylist_user_name: "demo",
      views: expect.any(Number),
    });
  });

  it("names the sharer and the store's stylist separately, and keeps a missing cover null", async () => {
    const id = await newShareCart({ message: "For you", cover: null });
    const cart = await info(id);
    expect(cart).toMatchObject({ store_id: "store-chloe", sharer_user_name: "shopper", stylist_user_name: "chloe", cover: null, message: "For you", views: 0 });
    expect(cart.items).toEqual([{ item_id: "itm-042", variant_id: "itm-042-gold", units: 3 }]);
  });

  it("answers 404 for an unknown id and 400 for an id that is too long", async () => {
    expect((await failure(await api.get("/api/sharecart/no-such-cart/info"), 404)).message).toBe("share cart id not found.");
    await failure(await api.get(`/api/sharecart/${"x".repeat(65)}/info`), 400);
  });
});

describe("POST /api/sharecart/{id}/views", () => {
  it("counts a visitor once: a repeat answers counted false and the same total", async () => {
    const id = await newShareCart();
    const alice = randomUUID();
    expect(await data(await view(id, alice), ShareCartViews)).toEqual({ views: 1, counted: true });
    expect(await data(await view(id, alice), ShareCartViews)).toEqual({ views: 1, counted: false });
    expect(await data(await view(id, randomUUID()), ShareCartViews)).toEqual({ views: 2, counted: true });
    expect((await info(id)).views).toBe(2);
  });

  it("counts at most NEW_VIEWS_PER_CLIENT new visitors from one client address per hour, so random ids cannot inflate it", async () => {
    const id = await newShareCart();
    for (let i = 0; i < NEW_VIEWS_PER_CLIENT.max; i++) expect((await data(await view(id, randomUUID()), ShareCartViews)).counted).toBe(true);
    expect(await data(await view(id, randomUUID()), ShareCartViews)).toEqual({ views: NEW_VIEWS_PER_CLIENT.max, counted: false });
    // another address still counts, and another share is not affected
    expect(await data(await view(id, randomUUID(), "198.51.100.7"), ShareCartViews)).toEqual({ views: NEW_VIEWS_PER_CLIENT.max + 1, counted: true });
    expect((await data(await view(await newShareCart(), randomUUID()), ShareCartViews)).counted).toBe(true);
  });

  it("counts one visitor in each share cart on its own", async () => {
    const [first, second] = [await newShareCart(), await newShareCart()];
    const visitor = randomUUID();
    await view(first, visitor);
    expect(await data(await view(second, visitor), ShareCartViews)).toEqual({ views: 1, counted: true });
  });

  it("counts concurrent first views of one visitor once", async () => {
    const id = await newShareCart();
    const visitor = randomUUID();
    const answers = await Promise.all([0, 1, 2, 3].map(async () => data(await view(id, visitor), ShareCartViews)));
    expect(answers.filter((a) => a.counted)).toHaveLength(1);
    expect((await info(id)).views).toBe(1);
  });

  it("needs no session", async () => {
    const id = await newShareCart();
    const response = await api.app.request(`/api/sharecart/${id}/views`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-access-token": "not-a-session" },
      body: JSON.stringify({ visitor_id: randomUUID() }),
    });
    expect((await data(response, ShareCartViews)).counted).toBe(true);
  });

  it("rejects a missing, short or long visitor id with 400 and counts nothing", async () => {
    const id = await newShareCart();
    for (const visitor of [undefined, "", "short", "x".repeat(65), 12345678]) {
      const error = await failure(await view(id, visitor), 400);
      expect(error.message).toMatch(/visitor_id/);
    }
    await failure(await api.post(`/api/sharecart/${id}/views`, "{not json"), 400);
    expect((await info(id)).views).toBe(0);
  });

  it("answers 404 for an unknown share cart", async () => {
    expect((await failure(await view("no-such-cart", randomUUID()), 404)).message).toBe("share cart id not found.");
  });
});

describe("pricing a shared cart", () => {
  it("asks for 'select all options' on the line without a variant", async () => {
    const cart = await info(SHARE);
    const items = cart.items.map((l, i) => ({ cart_item_id: `line-${i}`, store_id: cart.store_id, ...l }));
    const priced = await data(await api.post("/api/cart/calc", { items, sharecart: true }), CartCalcResponse);
    const lines = priced.stores.flatMap((s) => s.items);
    expect(lines.map((l) => l.results.filter((r) => r.status === "fail").map((r) => r.message))).toEqual([[], ["select all options"], []]);
    expect(priced.has_errors).toBe(true);
  });
});

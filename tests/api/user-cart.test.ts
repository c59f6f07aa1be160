import { randomUUID } from "node:crypto";
import { ServerCart, type AddCartLineRequest, type ServerCartLine } from "@/lib/api/schemas/user";
import { CartCalcResponse } from "@/lib/api";
import { hashToken } from "@/server/auth/session";
import { eq } from "drizzle-orm";
import { sessions, users, variants } from "@/server/db/schema";
import { data, failure, fileTestApi } from "./helpers";

const api = fileTestApi();

const DEMO = "store-demo";
const TEE = { item_id: "itm-014", store_id: DEMO, variant_id: "itm-014-white-m" };
const BUNDLE_CHOICE = [
  { item_id: "itm-022", variant_id: "itm-022-denim-28" },
  { item_id: "itm-014", variant_id: "itm-014-white-m" },
];

/** A session for a new shopper, so each test starts from an empty cart. */
async function signIn(): Promise<Record<string, string>> {
  const userId = randomUUID();
  await api.db.insert(users).values({ id: userId, email: `${userId}@example.com`, userName: `u${userId.slice(0, 8)}`, openId: `open-${userId}` });
  const token = `test-${randomUUID()}`;
  await api.db.insert(sessions).values({ id: randomUUID(), userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return { "x-access-token": token };
}

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  Promise.resolve(
    api.app.request(path, {
      method,
      headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

/** The seeded stock of the tee line's variant: a line never holds more (finding 15.1). */
const teeStock = async () => (await api.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, TEE.variant_id)))[0]!.stock;

const cartOf = async (headers: Record<string, string>) => data(await api.get("/api/cart", headers), ServerCart);
const add = async (headers: Record<string, string>, line: AddCartLineRequest) => data(await api.post("/api/cart", line, headers), ServerCart);
const merge = async (headers: Record<string, string>, items: ServerCartLine[]) => data(await api.post("/api/cart/merge", { items }, headers), ServerCart);

describe("the signed-in cart", () => {
  it("answers 401 without a valid session, on every call", async () => {
    const bad = { "x-access-token": "not-a-session" };
    for (const response of [
      await api.get("/api/cart"),
      await api.get("/api/cart", bad),
      await api.post("/api/cart", { ...TEE, units: 1 }, bad),
      await send("PUT", "/api/cart/x", bad, { units: 2 }),
      await send("DELETE", "/api/cart/x", bad),
      await api.post("/api/cart/merge", { items: [] }),
    ]) {
      expect((await failure(response, 401)).message).toBe("Please sign in to continue.");
    }
  });

  it("15.1: starts empty, adds lines in order, and raises an identical line within its stock", async () => {
    const me = await signIn();
    expect(await cartOf(me)).toEqual({ items: [] });

    const first = await add(me, { ...TEE, units: 2, seen_price: 2800 });
    expect(first.items).toEqual([{ cart_item_id: expect.any(String), ...TEE, units: 2, seen_price: 2800 }]);
    const second = await add(me, { item_id: "itm-065", store_id: DEMO, variant_id: null, units: 1, bundle: BUNDLE_CHOICE });
    expect(second.items.map((l) => l.item_id)).toEqual(["itm-014", "itm-065"]);
    expect(second.items[1]!.bundle).toEqual(BUNDLE_CHOICE);
    expect([...second.items.map((l) => l.cart_item_id)].sort()).toEqual(second.items.map((l) => l.cart_item_id));

    const raised = await add(me, { ...TEE, units: 98 });
    expect(raised.items).toHaveLength(2);
    expect(raised.items[0]).toMatchObject({ cart_item_id: first.items[0]!.cart_item_id, units: await teeStock() });
    expect(await cartOf(me)).toEqual(raised);
  });

  it("can be priced as it is by the cart calc", async () => {
    const me = await signIn();
    const cart = await add(me, { ...TEE, units: 1 });
    const priced = await data(await api.post("/api/cart/calc", { items: cart.items }, me), CartCalcResponse);
    expect(priced.stores[0]!.items[0]).toMatchObject({ cart_item_id: cart.items[0]!.cart_item_id, units: 1, price: 2800 });
  });

  it("refuses bad input: unknown items, items another store sells, foreign variants, units out of range", async () => {
    const me = await signIn();
    expect((await failure(await api.post("/api/cart", { ...TEE, item_id: "itm-nope", units: 1 }, me), 404)).message).toBe("This item is no longer available.");
    expect((await failure(await api.post("/api/cart", { ...TEE, store_id: "store-luna", units: 1 }, me), 404)).message).toBe("This item is no longer available.");
    expect((await failure(await api.post("/api/cart", { ...TEE, variant_id: "itm-022-denim-28", units: 1 }, me), 400)).message).toBe(
      "This option does not belong to this item.",
    );
    const foreignPart = [{ item_id: "itm-001", variant_id: null }];
    expect((await failure(await api.post("/api/cart", { item_id: "itm-065", store_id: DEMO, variant_id: null, units: 1, bundle: foreignPart }, me), 400)).message).toBe(
      "This option does not belong to this item.",
    );
    await failure(await api.post("/api/cart", { ...TEE, units: 0 }, me), 400);
    await failure(await api.post("/api/cart", { ...TEE, units: 100 }, me), 400);
    await failure(await api.post("/api/cart", { ...TEE }, me), 400);
  });

  it("changes units and options, folds an option change into an identical line, and removes with units 0 or DELETE", async () => {
    const me = await signIn();
    await add(me, { ...TEE, units: 1 });
    const both = await add(me, { ...TEE, variant_id: "itm-014-white-l", units: 2 });
    const [m, l] = both.items;

    const more = await data(await send("PUT", `/api/cart/${l!.cart_item_id}`, me, { units: 5 }), ServerCart);
    expect(more.items[1]).toMatchObject({ cart_item_id: l!.cart_item_id, units: 5 });
    await failure(await send("PUT", `/api/cart/${l!.cart_item_id}`, me, { variant_id: "itm-022-denim-28" }), 400);

    const folded = await data(await send("PUT", `/api/cart/${l!.cart_item_id}`, me, { variant_id: "itm-014-white-m" }), ServerCart);
    expect(folded.items).toEqual([{ ...m, units: 6 }]);

    const removed = await data(await send("PUT", `/api/cart/${m!.cart_item_id}`, me, { units: 0 }), ServerCart);
    expect(removed.items).toEqual([]);
    await add(me, { ...TEE, units: 1 });
    const [line] = (await cartOf(me)).items;
    expect(await data(await send("DELETE", `/api/cart/${line!.cart_item_id}`, me), ServerCart)).toEqual({ items: [] });
    expect((await failure(await send("DELETE", `/api/cart/${line!.cart_item_id}`, me), 404)).message).toBe("Cart item not found.");
  });

  it("never lets one user read or change another user's lines", async () => {
    const alice = await signIn();
    const bob = await signIn();
    const aliceLine = (await add(alice, { ...TEE, units: 2 })).items[0]!;
    await add(bob, { ...TEE, units: 1 });
    const aliceBefore = await cartOf(alice);
    const bobBefore = await cartOf(bob);
    expect(bobBefore.items.map((l) => l.cart_item_id)).not.toContain(aliceLine.cart_item_id);

    expect((await failure(await send("PUT", `/api/cart/${aliceLine.cart_item_id}`, bob, { units: 1 }), 404)).message).toBe("Cart item not found.");
    await failure(await send("DELETE", `/api/cart/${aliceLine.cart_item_id}`, bob), 404);
    // merging someone else's line id only adds a copy to the caller's own cart
    await merge(bob, [{ ...aliceLine, units: 1 }]);
    expect(await cartOf(alice)).toEqual(aliceBefore);
  });
});

describe("the OpenAPI document", () => {
  it("lists the signed-in cart's calls beside the cart calc", async () => {
    const doc = (await (await api.get("/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths["/api/cart"]!)).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/api/cart/{cart_item_id}"]!)).toEqual(["put", "delete"]);
    expect(doc.paths["/api/cart/merge"]!.post).toBeDefined();
    expect(doc.paths["/api/cart/calc"]!.post).toBeDefined();
  });
});

describe("POST /api/cart/merge", () => {
  const guest = (id: string, extra: Partial<ServerCartLine> = {}): ServerCartLine => ({ cart_item_id: id, ...TEE, units: 1, ...extra });

  it("adds the guest lines, and a retried merge changes nothing", async () => {
    const me = await signIn();
    const lines = [guest("0000000001-aaaa", { units: 2 }), guest("0000000002-bbbb", { item_id: "itm-001", variant_id: null })];
    const once = await merge(me, lines);
    expect(once.items.map(({ item_id, units }) => ({ item_id, units }))).toEqual([
      { item_id: "itm-014", units: 2 },
      { item_id: "itm-001", units: 1 },
    ]);
    expect(await merge(me, lines)).toEqual(once);
    expect(await cartOf(me)).toEqual(once);
  });

  it("15.1: adds the units of a line the account already holds once, within its stock", async () => {
    const me = await signIn();
    await add(me, { ...TEE, units: 3 });
    const merged = await merge(me, [guest("g-1", { units: 4 }), guest("g-2", { variant_id: "itm-014-white-l", units: 1 })]);
    expect(merged.items.map((l) => [l.variant_id, l.units])).toEqual([
      ["itm-014-white-m", 7],
      ["itm-014-white-l", 1],
    ]);
    expect((await merge(me, [guest("g-1", { units: 4 })])).items[0]!.units).toBe(7);
    expect((await merge(me, [guest("g-3", { units: 98 })])).items[0]!.units).toBe(await teeStock());
  });

  it("drops guest lines the shop no longer sells instead of failing", async () => {
    const me = await signIn();
    const merged = await merge(me, [guest("g-1", { item_id: "itm-nope" }), guest("g-2")]);
    expect(merged.items).toEqual([expect.objectContaining({ item_id: "itm-014", units: 1 })]);
  });

  it("validates the body", async () => {
    const me = await signIn();
    await failure(await api.post("/api/cart/merge", { items: [{ ...guest("g"), units: 0 }] }, me), 400);
    await failure(await api.post("/api/cart/merge", {}, me), 400);
  });
});

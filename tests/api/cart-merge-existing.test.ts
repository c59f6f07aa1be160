import { randomUUID } from "node:crypto";
import { CartCalcResponse } from "@/lib/api";
import { MergedCart, ServerCart, type AddCartLineRequest, type ServerCartLine } from "@/lib/api/schemas/user";
import { hashToken } from "@/server/auth/session";
import { sessions, users } from "@/server/db/schema";
import { data, failure, fileTestApi } from "./helpers";

// Issue 15, findings 1, 2 and 18 on the API: the signed-in cart keeps to the stock, the sign-in
// merge joins any account cart and answers what it could not keep, the coupon comes back as the shop
// names it.

const api = fileTestApi();

const DEMO = "store-demo";
/** Rosewood Wrap Dress, Rose / M: 2 in stock in the seed */
const ROSE_M = { item_id: "itm-001", store_id: DEMO, variant_id: "itm-001-rose-m" };
const TOTE = { item_id: "itm-037", store_id: DEMO, variant_id: "itm-037-cream" };

async function signIn(): Promise<Record<string, string>> {
  const userId = randomUUID();
  await api.db.insert(users).values({ id: userId, email: `${userId}@example.com`, userName: `u${userId.slice(0, 8)}`, openId: `open-${userId}` });
  const token = `test-${randomUUID()}`;
  await api.db.insert(sessions).values({ id: randomUUID(), userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return { "x-access-token": token };
}

const add = (me: Record<string, string>, line: AddCartLineRequest) => api.post("/api/cart", line, me);
const merge = async (me: Record<string, string>, items: ServerCartLine[]) => data(await api.post("/api/cart/merge", { items }, me), MergedCart);
const guest = (id: string, line: Omit<ServerCartLine, "cart_item_id">): ServerCartLine => ({ cart_item_id: id, ...line });
const unitsOf = (cart: ServerCart) => cart.items.map((l) => [l.item_id, l.variant_id, l.units]);

describe("the signed-in cart keeps to the stock", () => {
  it("15.1: an add beyond the stock puts in what is left, then 409 with the reason", async () => {
    const me = await signIn();
    expect(unitsOf(await data(await add(me, { ...ROSE_M, units: 5 }), ServerCart))).toEqual([["itm-001", "itm-001-rose-m", 2]]);
    expect((await failure(await add(me, { ...ROSE_M, units: 1 }), 409)).message).toBe("Only 2 in stock, and your cart already holds them all.");
    expect((await failure(await add(me, { ...ROSE_M, variant_id: "itm-001-rose-l", units: 1 }), 409)).message).toBe("Out of stock");
    expect(unitsOf(await data(await api.get("/api/cart", me), ServerCart))).toEqual([["itm-001", "itm-001-rose-m", 2]]);
  });

  it("15.1: a unit change keeps within the stock", async () => {
    const me = await signIn();
    const [line] = (await data(await add(me, { ...ROSE_M, units: 1 }), ServerCart)).items;
    const changed = await data(await api.put(`/api/cart/${line!.cart_item_id}`, { units: 99 }, me), ServerCart);
    expect(unitsOf(changed)).toEqual([["itm-001", "itm-001-rose-m", 2]]);
  });
});

describe("POST /api/cart/merge into an account cart that holds lines already", () => {
  it("15.2: the guest lines join the account's own lines", async () => {
    const me = await signIn();
    await add(me, { ...TOTE, units: 1 });
    const merged = await merge(me, [guest("0000000001-guestaaa", { ...ROSE_M, units: 1 })]);
    expect(unitsOf(merged)).toEqual([
      ["itm-037", "itm-037-cream", 1],
      ["itm-001", "itm-001-rose-m", 1],
    ]);
    expect(merged.not_kept).toEqual([]);
  });

  it("15.2: answers the guest lines it could not keep, and why: no longer sold, or beyond the stock", async () => {
    const me = await signIn();
    await add(me, { ...TOTE, units: 1 });
    await add(me, { ...ROSE_M, units: 1 });
    const merged = await merge(me, [
      guest("g-rose", { ...ROSE_M, units: 2 }),
      // the Puff Sleeve Mini Dress is sold by another store only
      guest("g-puff", { item_id: "itm-052", store_id: DEMO, variant_id: null, units: 1 }),
      guest("g-gone", { item_id: "itm-nope", store_id: DEMO, variant_id: null, units: 1 }),
    ]);
    expect(unitsOf(merged)).toEqual([
      ["itm-037", "itm-037-cream", 1],
      ["itm-001", "itm-001-rose-m", 2],
    ]);
    expect(merged.not_kept).toEqual([
      { cart_item_id: "g-rose", name: "Rosewood Wrap Dress", message: "Only 2 in stock: your cart now holds them all." },
      { cart_item_id: "g-puff", name: "Puff Sleeve Mini Dress", message: "This item is no longer available." },
      { cart_item_id: "g-gone", name: "", message: "This item is no longer available." },
    ]);
    // a retry adds nothing and tells nothing again
    expect(await merge(me, [guest("g-rose", { ...ROSE_M, units: 2 })])).toEqual({ items: merged.items, not_kept: [] });
    // a line of which nothing more fits
    expect((await merge(me, [guest("g-rose-2", { ...ROSE_M, units: 1 })])).not_kept).toEqual([
      { cart_item_id: "g-rose-2", name: "Rosewood Wrap Dress", message: "Only 2 in stock, and your cart already holds them all." },
    ]);
  });
});

describe("POST /api/cart/calc", () => {
  it("15.18: answers an applied coupon as the shop names it, however it was typed", async () => {
    const priced = await data(
      await api.post("/api/cart/calc", { items: [{ cart_item_id: "1", ...ROSE_M, units: 1 }], coupon_codes: [{ store_id: DEMO, coupon_code: "welcome15" }] }),
      CartCalcResponse,
    );
    expect(priced.stores[0]!.coupon_results).toEqual([{ coupon_code: "WELCOME15", status: "success", message: "WELCOME15 applied: 15% off." }]);
  });
});

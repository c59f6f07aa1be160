/**
 * The starter pack (CART-10, G-50, BR-CHK-10): the seeded `itm-067` in chloe's store is flagged for the
 * item page and the cart, and once in a signed-in cart the API refuses to remove it (units 0 or DELETE),
 * not only the cart page; other lines stay removable.
 */
import { ServerCart } from "@/lib/api/schemas/user";
import { CartCalcResponse } from "@/lib/api";
import { ItemDetail } from "@/lib/api/schemas/item";
import { STARTER_NOT_REMOVABLE } from "@/lib/cart/starter-pack";
import { data, failure, fileTestApi } from "./helpers";
import { signedInShopper } from "./orders-support";

const api = fileTestApi();
const STARTER = { item_id: "itm-067", store_id: "store-chloe", variant_id: "itm-067-white-m" };
const TEE = { item_id: "itm-014", store_id: "store-chloe", variant_id: "itm-014-white-m" };

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  Promise.resolve(api.app.request(path, { method, headers: body === undefined ? headers : { "content-type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) }));

describe("the starter pack", () => {
  it("is flagged on its item page's data, in five sizes; other items are not", async () => {
    const pack = await data(await api.get("/api/items/itm-067/store-chloe/details"), ItemDetail);
    expect(pack).toMatchObject({ name: "Welcome Starter Pack", is_starter: true });
    expect(pack.variants.map((v) => v.options.find((o) => o.name === "Size")?.option)).toEqual(["XS", "S", "M", "L", "XL"]);
    expect((await data(await api.get("/api/items/itm-014/store-chloe/details"), ItemDetail)).is_starter).toBe(false);
  });

  it("cannot be removed from a signed-in cart (units 0 or DELETE: 409, the line stays); another line can", async () => {
    const me = await signedInShopper(api);
    await data(await api.post("/api/cart", { ...STARTER, units: 1 }, me.headers), ServerCart);
    const cart = await data(await api.post("/api/cart", { ...TEE, units: 1 }, me.headers), ServerCart);
    const [starter, tee] = cart.items;
    expect(starter!.item_id).toBe("itm-067");

    expect((await failure(await send("PUT", `/api/cart/${starter!.cart_item_id}`, me.headers, { units: 0 }), 409)).message).toBe(STARTER_NOT_REMOVABLE);
    expect((await failure(await send("DELETE", `/api/cart/${starter!.cart_item_id}`, me.headers), 409)).message).toBe(STARTER_NOT_REMOVABLE);
    // its size may change, and its units stay at least 1
    const resized = await data(await send("PUT", `/api/cart/${starter!.cart_item_id}`, me.headers, { variant_id: "itm-067-white-l" }), ServerCart);
    expect(resized.items[0]).toMatchObject({ item_id: "itm-067", variant_id: "itm-067-white-l", units: 1 });

    const left = await data(await send("DELETE", `/api/cart/${tee!.cart_item_id}`, me.headers), ServerCart);
    expect(left.items.map((i) => i.item_id)).toEqual(["itm-067"]);

    const priced = await data(await api.post("/api/cart/calc", { items: left.items }, me.headers), CartCalcResponse);
    expect(priced.stores[0]!.items[0]).toMatchObject({ item_id: "itm-067", is_starter: true });
  });
});

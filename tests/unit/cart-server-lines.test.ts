import { linesOfServerCart, serverCartOf } from "@/lib/cart/server-lines";
import type { ServerCart } from "@/lib/api/schemas/user";

const cart: ServerCart = {
  items: [
    { cart_item_id: "00a-1", item_id: "tee", store_id: "s", variant_id: "tee-m", units: 2, seen_price: 2800 },
    { cart_item_id: "00b-2", item_id: "box", store_id: "s", variant_id: null, units: 1, bundle: [{ item_id: "tee", variant_id: null }] },
  ],
};

describe("server cart lines", () => {
  it("uses the server's cart_item_id as the view's line id", () => {
    expect(linesOfServerCart(cart)).toEqual([
      { local_id: "00a-1", item_id: "tee", store_id: "s", variant_id: "tee-m", units: 2, seen_price: 2800 },
      { local_id: "00b-2", item_id: "box", store_id: "s", variant_id: null, units: 1, bundle: [{ item_id: "tee", variant_id: null }] },
    ]);
  });

  it("turns view lines back into the same cart", () => {
    expect(serverCartOf(linesOfServerCart(cart))).toEqual(cart);
  });
});

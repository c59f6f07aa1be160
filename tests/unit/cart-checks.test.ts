import { describe, expect, it } from "vitest";
import type { CartCalcResponse, CartItem, CartStore } from "@/lib/api/schemas/cart";
import { CHECK_ITEMS_MESSAGE, OFFER_ENDED_MESSAGE, OUT_OF_STOCK_MESSAGE, SELECT_OPTION_MESSAGE, checkCart, needsOption } from "@/lib/cart/checkout-checks";

const variant = { id: "v1", options: [{ name: "Size", option: "M" }], stock: 3, retail_stock: 3, price: 1000, compare_at_price: null, image: null, sku: "S" };

function item(over: Partial<CartItem> = {}): CartItem {
  return {
    cart_item_id: "c1", item_id: "i1", variant_id: "v1", store_id: "s1", units: 1, name: "Dress", code: "D1", brand: "B", category: null,
    thumb: "/t.svg", price: 1000, compare_at_price: null, options: variant.options, variants: [variant], results: [],
    out_of_stock: false, is_offer_ended: false, is_bundle: false, bundle: null, ...over,
  };
}

function store(items: CartItem[], over: Partial<CartStore> = {}): CartStore {
  return { id: "s1", name: "Store", user_name: "store", open_id: "o", items, coupon_results: [], items_total: 0, member_discount: 0, bundle_discount: 0, coupon_discount: 0, total_discount: 0, ...over };
}

function calc(stores: CartStore[], hasErrors = false): CartCalcResponse {
  return { stores, items_total: 0, total_discount: 0, shipping: 0, tax: 0, blings: 0, grand_total: 0, shipping_method_id: null, has_errors: hasErrors };
}

describe("checkCart", () => {
  it("passes a clean cart", () => {
    expect(checkCart(calc([store([item()])]))).toEqual({ ok: true });
  });

  it("asks for an option when a line has no variant", () => {
    expect(checkCart(calc([store([item(), item({ cart_item_id: "c2", variant_id: null, options: [] })])]))).toEqual({
      ok: false, message: SELECT_OPTION_MESSAGE, cartItemId: "c2",
    });
    expect(SELECT_OPTION_MESSAGE).toBe("please select item option");
  });

  it("blocks out-of-stock lines", () => {
    expect(checkCart(calc([store([item({ out_of_stock: true })])]))).toMatchObject({ ok: false, message: "please remove out of stock item.", cartItemId: "c1" });
    expect(OUT_OF_STOCK_MESSAGE).toBe("please remove out of stock item.");
  });

  it("blocks ended pre-order offers", () => {
    expect(checkCart(calc([store([item({ is_offer_ended: true })])]))).toMatchObject({ ok: false, message: OFFER_ENDED_MESSAGE });
    expect(OFFER_ENDED_MESSAGE).toBe("offer ended");
  });

  it("checks in the spec's order: option, then stock, then offer", () => {
    const all = item({ variant_id: null, out_of_stock: true, is_offer_ended: true });
    expect(checkCart(calc([store([all])]))).toMatchObject({ message: SELECT_OPTION_MESSAGE });
    expect(checkCart(calc([store([item({ out_of_stock: true, is_offer_ended: true })])]))).toMatchObject({ message: OUT_OF_STOCK_MESSAGE });
  });

  it("looks at every store", () => {
    const second = store([item({ cart_item_id: "c9", out_of_stock: true })], { id: "s2" });
    expect(checkCart(calc([store([item()]), second]))).toMatchObject({ ok: false, cartItemId: "c9" });
  });

  it("blocks on a failed coupon with the server's message", () => {
    const s = store([item()], { coupon_results: [{ coupon_code: "NOPE", status: "fail", message: "coupon code not found" }] });
    expect(checkCart(calc([s], true))).toEqual({ ok: false, message: "coupon code not found" });
  });

  it("lets a successful coupon through", () => {
    const s = store([item()], { coupon_results: [{ coupon_code: "WELCOME15", status: "success", message: "15% off" }] });
    expect(checkCart(calc([s]))).toEqual({ ok: true });
  });

  it("blocks any other failed line result or a server-side error flag", () => {
    const failing = item({ results: [{ status: "fail", message: "item no longer available" }] });
    expect(checkCart(calc([store([failing])], true))).toMatchObject({ ok: false, message: CHECK_ITEMS_MESSAGE, cartItemId: "c1" });
    expect(checkCart(calc([store([item({ results: [{ status: "warning", message: "price changed" }] })])]))).toEqual({ ok: true });
    expect(checkCart(calc([store([item()])], true))).toEqual({ ok: false, message: CHECK_ITEMS_MESSAGE });
  });
});

describe("needsOption", () => {
  it("is false for an item without variants and true for a bundle part without a variant", () => {
    expect(needsOption(item({ variant_id: null, variants: [] }))).toBe(false);
    const part = { item_id: "p", variant_id: null, name: "Top", thumb: "/t.svg", options: [], price: 100 };
    expect(needsOption(item({ is_bundle: true, variant_id: null, variants: [], bundle: { discount: 10, items: [part] } }))).toBe(true);
    expect(needsOption(item({ is_bundle: true, variant_id: null, variants: [], bundle: { discount: 10, items: [{ ...part, variant_id: "x" }] } }))).toBe(false);
  });
});

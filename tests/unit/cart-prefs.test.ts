import { describe, expect, it } from "vitest";
import { calcRequest } from "@/lib/cart/calc-request";
import { couponCodes, parsePrefs, setCoupon, setShippingMethod, type CartPrefs } from "@/lib/cart/cart-prefs";
import { isPickUp, resolveShippingMethod, shippingLabel, shippingPrice } from "@/lib/cart/shipping";

const empty: CartPrefs = { coupons: {}, shipping_method_id: null };

describe("cart prefs", () => {
  it("applies trimmed coupons per store and removes them with an empty code", () => {
    const p = setCoupon(setCoupon(empty, "s1", "  WELCOME15 "), "s2", "X");
    expect(p.coupons).toEqual({ s1: "WELCOME15", s2: "X" });
    expect(setCoupon(p, "s1", null).coupons).toEqual({ s2: "X" });
    expect(setCoupon(p, "s2", "   ").coupons).toEqual({ s1: "WELCOME15" });
  });

  it("sends coupons only for stores still in the cart", () => {
    const p = setCoupon(setCoupon(empty, "s1", "A"), "gone", "B");
    expect(couponCodes(p, ["s1", "s3"])).toEqual([{ store_id: "s1", coupon_code: "A" }]);
  });

  it("parses what storage holds, dropping junk", () => {
    expect(parsePrefs(JSON.stringify({ coupons: { s1: "A", s2: 5, s3: " " }, shipping_method_id: "std" }))).toEqual({ coupons: { s1: "A" }, shipping_method_id: "std" });
    expect(parsePrefs("nope")).toEqual(empty);
    expect(parsePrefs(null)).toEqual(empty);
    expect(parsePrefs(JSON.stringify({ shipping_method_id: 3 }))).toEqual(empty);
    expect(setShippingMethod(empty, "pick").shipping_method_id).toBe("pick");
  });
});

describe("calcRequest", () => {
  it("builds the calc body from lines, coupons and shipping, with blings 0", () => {
    const lines = [
      { local_id: "a", item_id: "i1", store_id: "s1", variant_id: "v1", units: 2 },
      { local_id: "b", item_id: "i2", store_id: "s2", variant_id: null, units: 1, bundle: [{ item_id: "p", variant_id: "q" }] },
    ];
    expect(calcRequest(lines, setCoupon(empty, "s2", "WELCOME15"), "std")).toEqual({
      items: [
        { cart_item_id: "a", item_id: "i1", store_id: "s1", variant_id: "v1", units: 2 },
        { cart_item_id: "b", item_id: "i2", store_id: "s2", variant_id: null, units: 1, bundle: [{ item_id: "p", variant_id: "q" }] },
      ],
      coupon_codes: [{ store_id: "s2", coupon_code: "WELCOME15" }],
      shipping_method_id: "std",
      blings: 0,
    });
  });
});

describe("shipping", () => {
  const standard = { _id: "std", name: "Standard", price: 800 };
  const pickUp = { _id: "pu", name: "pick up", price: 500 };

  it("treats 'pick up' as free", () => {
    expect(isPickUp(pickUp)).toBe(true);
    expect(isPickUp({ name: " Pick Up " })).toBe(true);
    expect(isPickUp(standard)).toBe(false);
    expect(shippingPrice(pickUp)).toBe(0);
    expect(shippingLabel(pickUp)).toBe("pick up (Free)");
    expect(shippingLabel(standard)).toBe("Standard ($ 8.00)");
  });

  it("auto-selects a single option, keeps a saved one still offered, else waits for a choice", () => {
    expect(resolveShippingMethod([standard], null)).toBe("std");
    expect(resolveShippingMethod([standard, pickUp], "pu")).toBe("pu");
    expect(resolveShippingMethod([standard, pickUp], null)).toBeNull();
    expect(resolveShippingMethod([standard, pickUp], "old")).toBeNull();
    expect(resolveShippingMethod([standard], "old")).toBe("std");
    expect(resolveShippingMethod([], null)).toBeNull();
  });
});

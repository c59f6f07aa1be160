import { describe, expect, it } from "vitest";
import { checkoutCalcRequest, type CheckoutCalcInput } from "@/lib/checkout/calc";
import { EMPTY_ADDRESS } from "@/lib/checkout/checkout-data";
import { formatPhone } from "@/lib/checkout/phone";
import { couponsForShare, parseShareCartCoupons, withShareCoupon } from "@/lib/checkout/share-cart-coupons";

const lines = [
  { local_id: "a", item_id: "i1", store_id: "s1", variant_id: "v1", units: 2, seen_price: 1200 },
  { local_id: "b", item_id: "i2", store_id: "s2", variant_id: null, units: 1 },
];
const address = { fullName: " Ann Lee ", address: "1 Main St", address2: "Apt 2", zip: "94105", state: "", city: "San Francisco", phone: "(415) 555-0100" };
const input: CheckoutCalcInput = { lines, coupons: { s2: "WELCOME15", gone: "X" }, email: " ann@example.com ", shipping: address, methodId: "std", sharecart: false };

describe("checkoutCalcRequest", () => {
  it("sends lines, the coupons of stores in the cart, email, wire address and method", () => {
    expect(checkoutCalcRequest(input)).toEqual({
      items: [
        { cart_item_id: "a", item_id: "i1", store_id: "s1", variant_id: "v1", units: 2, seen_price: 1200 },
        { cart_item_id: "b", item_id: "i2", store_id: "s2", variant_id: null, units: 1 },
      ],
      coupon_codes: [{ store_id: "s2", coupon_code: "WELCOME15" }],
      blings: 0,
      email: "ann@example.com",
      shipping_address: { name: "Ann Lee", address: "1 Main St", address2: "Apt 2", city: "San Francisco", state: "", zip_code: "94105", phone: "4155550100", country: "US" },
      shipping_method_id: "std",
      sharecart: false,
    });
  });

  it("drops the address for pick-up (null) and flags a shared cart", () => {
    const body = checkoutCalcRequest({ ...input, shipping: null, sharecart: true });
    expect(body.shipping_address).toBeNull();
    expect(body.sharecart).toBe(true);
  });

  it("leaves out an email or address that the server would refuse", () => {
    const body = checkoutCalcRequest({ ...input, email: "ann@", shipping: EMPTY_ADDRESS, methodId: null });
    expect(body).not.toHaveProperty("email");
    expect(body).not.toHaveProperty("shipping_address");
    expect(body.shipping_method_id).toBeNull();
  });
});

describe("formatPhone", () => {
  it.each([
    ["", ""],
    ["4", "(4"],
    ["415", "(415"],
    ["4155", "(415) 5"],
    ["415555", "(415) 555"],
    ["4155550", "(415) 555-0"],
    ["4155550100", "(415) 555-0100"],
    ["(415) 555-0100 99", "(415) 555-0100"],
  ])("masks %j as %j", (digits, masked) => {
    expect(formatPhone(digits)).toBe(masked);
  });
});

describe("shared-cart coupons", () => {
  it("keeps codes per share and drops another share's codes on change", () => {
    const first = withShareCoupon({ share_id: null, coupons: {} }, "sh1", "s1", " SAVE ");
    expect(couponsForShare(first, "sh1")).toEqual({ s1: "SAVE" });
    expect(couponsForShare(first, "sh2")).toEqual({});
    expect(couponsForShare(first, null)).toEqual({});
    const other = withShareCoupon(first, "sh2", "s9", "NEW");
    expect(other).toEqual({ share_id: "sh2", coupons: { s9: "NEW" } });
    expect(withShareCoupon(first, "sh1", "s1", null)).toEqual({ share_id: "sh1", coupons: {} });
  });

  it("parses what storage holds, dropping junk", () => {
    expect(parseShareCartCoupons(JSON.stringify({ share_id: "sh1", coupons: { s1: "A", s2: 3 } }))).toEqual({ share_id: "sh1", coupons: { s1: "A" } });
    expect(parseShareCartCoupons("{")).toEqual({ share_id: null, coupons: {} });
    expect(parseShareCartCoupons(null)).toEqual({ share_id: null, coupons: {} });
  });
});

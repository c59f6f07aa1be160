import { describe, expect, it } from "vitest";
import { CreateOrderRequest } from "@/lib/api/schemas/checkout";
import { EMPTY_CHECKOUT_DATA, type CheckoutData } from "@/lib/checkout/checkout-data";
import { buildOrderRequest } from "@/lib/checkout/order-request";
import type { LocalCartLine } from "@/lib/cart/cart-lines";

const lines: LocalCartLine[] = [
  { local_id: "l1", item_id: "dress", store_id: "s1", variant_id: "v1", units: 2, seen_price: 4500 },
  { local_id: "l2", item_id: "box", store_id: "s2", variant_id: null, units: 1, bundle: [{ item_id: "ring", variant_id: "r1" }] },
];
const shipping = { fullName: " Ada Guest ", address: "1 Main St", address2: "Apt 2", zip: "78701", state: "TX", city: "Austin", phone: "(512) 555-0100" };
const data: CheckoutData = {
  ...EMPTY_CHECKOUT_DATA,
  account: { email: " ada@example.com " },
  shipOpt: { methodIndex: 0, methodId: "basic-shipping", isUpdateShipping: true, isSavingShipping: true, existAddressId: null },
  shipping,
  billOpt: 0,
};
const input = { lines, coupons: { s1: "WELCOME15", s3: "ELSEWHERE" }, data, pickUp: false, shareCartId: null, expectedTotal: 12345 };

describe("buildOrderRequest", () => {
  it("sends the lines, the coupons of the ordered stores, the contact, shipping and the total on screen", () => {
    const body = buildOrderRequest(input);
    expect(body).toEqual({
      items: [
        { cart_item_id: "l1", item_id: "dress", store_id: "s1", variant_id: "v1", units: 2, seen_price: 4500 },
        { cart_item_id: "l2", item_id: "box", store_id: "s2", variant_id: null, units: 1, bundle: [{ item_id: "ring", variant_id: "r1" }] },
      ],
      coupon_codes: [{ store_id: "s1", coupon_code: "WELCOME15" }],
      email: "ada@example.com",
      is_update_shipping: true,
      shipping_address: { name: "Ada Guest", address: "1 Main St", address2: "Apt 2", city: "Austin", state: "TX", zip_code: "78701", phone: "5125550100", country: "US" },
      shipping_method_id: "basic-shipping",
      blings: 0,
      expected_total: 12345,
    });
    // What the server validates with accepts it.
    expect(CreateOrderRequest.safeParse({ ...body, credit_card_token: "tok_test_1" }).success).toBe(true);
  });

  it("adds the billing address only when it differs from shipping", () => {
    const billing = { ...shipping, fullName: "Bo Payer", address: "9 Bank Rd" };
    const body = buildOrderRequest({ ...input, data: { ...data, billOpt: 1, billing } });
    expect(body.billing_address).toMatchObject({ name: "Bo Payer", address: "9 Bank Rd", zip_code: "78701" });
    expect(buildOrderRequest(input)).not.toHaveProperty("billing_address");
  });

  it("sends no billing address for a free order (CHK-15): there is nothing to bill", () => {
    const billing = { ...shipping, fullName: "Bo Payer" };
    expect(buildOrderRequest({ ...input, pickUp: true, expectedTotal: 0, data: { ...data, billOpt: 1, billing } })).not.toHaveProperty("billing_address");
  });

  it("drops the shipping address (and saving it) for pick-up", () => {
    const body = buildOrderRequest({ ...input, pickUp: true, data: { ...data, shipOpt: { ...data.shipOpt, methodId: "pick-up" }, billOpt: 1, billing: shipping } });
    expect(body.shipping_address).toBeNull();
    expect(body.is_update_shipping).toBe(false);
    expect(body.shipping_method_id).toBe("pick-up");
  });

  it("carries the shared cart's id", () => {
    expect(buildOrderRequest({ ...input, shareCartId: "share-9" }).share_cart_id).toBe("share-9");
    expect(buildOrderRequest(input)).not.toHaveProperty("share_cart_id");
  });
});

import { describe, expect, it } from "vitest";
import {
  beginCheckoutParams,
  boxPurchaseParams,
  dollars,
  gaItem,
  orderPurchaseParams,
  planPurchaseParams,
  removeFromCartParams,
  signUpMethod,
} from "@/lib/analytics/events";
import { gaMeasurementId } from "@/lib/analytics/config";

const line = (over: Partial<Parameters<typeof gaItem>[0]> = {}) => ({
  item_id: "item-1",
  name: "Linen Shirt",
  brand: "Luna",
  category: "Tops",
  price: 2999,
  units: 2,
  options: [
    { name: "Color", option: "Black" },
    { name: "Size", option: "M" },
  ],
  ...over,
});

const calc = {
  items_total: 7997,
  total_discount: 1000,
  shipping: 500,
  tax: 612,
  grand_total: 8109,
  stores: [
    {
      name: "Luna Edit",
      items: [line(), line({ item_id: "item-2", name: "Belt", brand: "", category: null, price: 1999, units: 1, options: [] }), line({ item_id: "gone", units: 0 })],
      coupon_results: [
        { coupon_code: "SAVE10", status: "success" as const },
        { coupon_code: "BAD", status: "fail" as const },
      ],
    },
  ],
};

describe("analytics event parameters (AN-01…04)", () => {
  it("turns the app's integer cents into GA4's dollars, exactly", () => {
    expect(dollars(2999)).toBe(29.99);
    expect(dollars(10)).toBe(0.1);
    expect(dollars(0)).toBe(0);
    expect(dollars(123456)).toBe(1234.56);
  });

  it("maps a line to a GA4 item: id, name, brand, category, the options as the variant, the store as affiliation", () => {
    expect(gaItem(line(), "Luna Edit")).toEqual({
      item_id: "item-1",
      item_name: "Linen Shirt",
      item_brand: "Luna",
      item_category: "Tops",
      item_variant: "Black / M",
      affiliation: "Luna Edit",
      price: 29.99,
      quantity: 2,
    });
    // empty brand, no category, no options, no store: those keys are left out
    expect(gaItem(line({ brand: "", category: null, options: [] }))).toEqual({ item_id: "item-1", item_name: "Linen Shirt", price: 29.99, quantity: 2 });
  });

  it("AN-01: sign_up's method — gsb, plan, the email form or the social provider", () => {
    expect(signUpMethod("gsb")).toBe("gsb");
    expect(signUpMethod("plan", "google.com")).toBe("plan");
    expect(signUpMethod("shop")).toBe("email");
    expect(signUpMethod("shop", "google.com")).toBe("google");
    expect(signUpMethod("shop", "facebook.com")).toBe("facebook");
    expect(signUpMethod("shop", "unknown.example")).toBe("email");
  });

  it("AN-02: remove_from_cart carries the line, valued at its units", () => {
    expect(removeFromCartParams(line({ price: 1001, units: 3 }), "Luna Edit")).toEqual({
      currency: "USD",
      value: 30.03,
      items: [expect.objectContaining({ item_id: "item-1", price: 10.01, quantity: 3, affiliation: "Luna Edit" })],
    });
  });

  it("AN-03: begin_checkout carries the lines still bought and the goods' value after discounts, and the applied coupons", () => {
    const params = beginCheckoutParams(calc);
    expect(params.value).toBe(69.97);
    expect(params.currency).toBe("USD");
    expect(params.coupon).toBe("SAVE10");
    expect(params.items.map((i) => i.item_id)).toEqual(["item-1", "item-2"]);
    expect(beginCheckoutParams({ ...calc, stores: [{ ...calc.stores[0]!, coupon_results: [] }] })).not.toHaveProperty("coupon");
  });

  it("AN-04: an order's purchase is keyed by its order number and valued at what was charged", () => {
    expect(orderPurchaseParams("K-1001", calc)).toEqual({
      transaction_id: "K-1001",
      currency: "USD",
      value: 81.09,
      shipping: 5,
      tax: 6.12,
      coupon: "SAVE10",
      items: [expect.objectContaining({ item_id: "item-1" }), expect.objectContaining({ item_id: "item-2" })],
    });
  });

  it("AN-04 / PLAN-09: a plan purchase carries the plan details, its transaction id the plan period it starts", () => {
    const plan = { plan_id: "seller1", name: "Basic" };
    const params = planPurchaseParams(plan, "year", 24000, "2026-11-25T10:00:00.000Z", "FREE30");
    expect(params).toEqual({
      transaction_id: "plan-seller1-year-2026-11-25T10:00:00.000Z",
      currency: "USD",
      value: 240,
      plan_id: "seller1",
      plan_name: "Basic",
      plan_pay: "year",
      coupon: "FREE30",
      items: [{ item_id: "seller1", item_name: "Basic", item_category: "plan", item_variant: "year", price: 240, quantity: 1 }],
    });
    // the same purchase names the same transaction; a later period another
    expect(planPurchaseParams(plan, "year", 24000, "2026-11-25T10:00:00.000Z").transaction_id).toBe(params.transaction_id);
    expect(planPurchaseParams(plan, "year", 24000, "2027-11-25T10:00:00.000Z").transaction_id).not.toBe(params.transaction_id);
    expect(planPurchaseParams(plan, "month", 0, "x")).not.toHaveProperty("coupon");
  });

  it("AN-04 / ONB-18: a box purchase is the box fee, plus the plan when this checkout charged one", () => {
    const plan = { plan_id: "seller1", name: "Basic", pay: "month" as const } as never;
    const order = { order_number: "B-7", box_fee: 2000, plan_fee: 2500, grand_total: 4500, items_count: 6, plan };
    expect(boxPurchaseParams(order)).toEqual({
      transaction_id: "B-7",
      currency: "USD",
      value: 45,
      box_items: 6,
      plan_id: "seller1",
      plan_name: "Basic",
      plan_pay: "month",
      items: [
        { item_id: "style-myself-box-fee", item_name: "Style Myself Box Fee", item_category: "box", price: 20, quantity: 1 },
        { item_id: "seller1", item_name: "Basic", item_category: "plan", item_variant: "month", price: 25, quantity: 1 },
      ],
    });
    // a VIP code or a plan already held: the fee alone
    const feeOnly = boxPurchaseParams({ ...order, plan_fee: 0, grand_total: 2000 });
    expect(feeOnly.value).toBe(20);
    expect(feeOnly.items.map((i) => i.item_id)).toEqual(["style-myself-box-fee"]);
  });

  it("takes a GA4 measurement id only in its own shape", () => {
    expect(gaMeasurementId({ NEXT_PUBLIC_GA_MEASUREMENT_ID: " G-ABC123 " })).toBe("G-ABC123");
    for (const bad of [undefined, "", "UA-1-1", "G-abc", "G-1\"><script>", "G-A"]) expect(gaMeasurementId({ NEXT_PUBLIC_GA_MEASUREMENT_ID: bad })).toBeNull();
  });
});

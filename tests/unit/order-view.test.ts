import { describe, expect, it } from "vitest";
import { lookupQuery, LOOKUP_MESSAGES, validateLookup } from "@/lib/orders/lookup";
import { addressLines, formatOrderDate, lineTotal, orderSupport } from "@/lib/orders/order-view";

describe("order detail display", () => {
  it("totals a line as units at its price less its discount share", () => {
    expect(lineTotal({ price: 4500, units: 2, discount_price: 1350 })).toBe(7650);
    expect(lineTotal({ price: 1000, units: 1, discount_price: 0 })).toBe(1000);
  });

  it("prints phones with the checkout's mask and addresses as label lines", () => {
    expect(addressLines({ name: "Ada Guest", address: "1 Main St", address2: "", city: "Austin", state: "TX", zip_code: "78701", phone: "5125550100" })).toEqual([
      "Ada Guest", "1 Main St", "Austin, TX 78701", "(512) 555-0100",
    ]);
  });

  it("dates an order in US English, whatever the server's time zone", () => {
    expect(formatOrderDate("2026-11-23T23:30:00.000Z")).toBe("November 23, 2026");
    expect(formatOrderDate("not a date")).toBe("");
  });

  it("promotes the app and gives help by order type", () => {
    expect(orderSupport("Order").help).toMatch(/your order\?/);
    expect(orderSupport("Subscription").help).toMatch(/your subscription\?/);
    expect(orderSupport("Order").promo).not.toBe(orderSupport("Subscription").promo);
  });
});

describe("order lookup rules", () => {
  it("asks for both the email and the order id (BR-VAL-06)", () => {
    expect(validateLookup({ email: "", orderId: "" })).toEqual({ email: "please enter an email address", orderId: "please enter an order id" });
    expect(validateLookup({ email: "not-an-email", orderId: "SO-1" })).toEqual({ email: LOOKUP_MESSAGES.email });
    expect(validateLookup({ email: " ada@example.com ", orderId: " SO-1 " })).toEqual({});
  });

  it("loads directly only when the query has both (LOOKUP-04)", () => {
    expect(lookupQuery({ order_id: "SO-1", email: "ada@example.com" })).toEqual({ fields: { orderId: "SO-1", email: "ada@example.com" }, complete: true });
    expect(lookupQuery({ order_id: "SO-1" })).toMatchObject({ complete: false, fields: { email: "", orderId: "SO-1" } });
    expect(lookupQuery({ order_id: ["SO-2", "SO-3"], email: "a@b.co" }).fields.orderId).toBe("SO-2");
  });
});

import { describe, expect, it } from "vitest";
import { lookupQuery, lookupSchema } from "@/lib/orders/lookup";
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
  /** The schema's messages by field, as the form shows them. */
  const lookupErrors = (fields: { email: string; orderId: string }) => {
    const result = lookupSchema.safeParse(fields);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it("asks for both the email and the order id (BR-VAL-06)", () => {
    expect(lookupErrors({ email: "", orderId: "" })).toEqual({ email: "please enter an email address", orderId: "please enter an order id" });
    expect(lookupErrors({ email: "not-an-email", orderId: "SO-1" })).toEqual({ email: "please enter an email address" });
    expect(lookupErrors({ email: "ada@example.com", orderId: "   " })).toEqual({ orderId: "please enter an order id" });
    expect(lookupSchema.parse({ email: " ada@example.com ", orderId: " SO-1 " })).toEqual({ email: "ada@example.com", orderId: "SO-1" });
  });

  it("loads directly only when the query has both (LOOKUP-04)", () => {
    expect(lookupQuery({ order_id: "SO-1", email: "ada@example.com" })).toEqual({ fields: { orderId: "SO-1", email: "ada@example.com" }, complete: true });
    expect(lookupQuery({ order_id: "SO-1" })).toMatchObject({ complete: false, fields: { email: "", orderId: "SO-1" } });
    expect(lookupQuery({ order_id: ["SO-2", "SO-3"], email: "a@b.co" }).fields.orderId).toBe("SO-2");
  });
});

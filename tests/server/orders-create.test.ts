import { CreateOrderRequest } from "@/lib/api/schemas/checkout";
import { requestFingerprint } from "@/server/orders/create";
import { newOrderNumber } from "@/server/orders/insert";
import { orderConfirmationMail } from "@/server/orders/mail";

const request = (overrides: Record<string, unknown> = {}) =>
  CreateOrderRequest.parse({
    items: [{ cart_item_id: "1", item_id: "itm-037", store_id: "store-demo", variant_id: "itm-037-cream", units: 1 }],
    email: "Ada@Example.com",
    shipping_method_id: "basic-shipping",
    credit_card_token: "tok_test_1",
    ...overrides,
  });

describe("an order attempt's fingerprint", () => {
  it("is the same for the same request and buyer, whatever the email's case", () => {
    expect(requestFingerprint(request(), null)).toBe(requestFingerprint(request({ email: "ada@example.com" }), null));
    expect(requestFingerprint(request(), "u1")).toMatch(/^[0-9a-f]{64}:[0-9a-f]{64}$/);
  });

  it("differs for another request or another buyer", () => {
    const base = requestFingerprint(request(), null);
    expect(requestFingerprint(request({ credit_card_token: "tok_test_2" }), null)).not.toBe(base);
    expect(requestFingerprint(request({ expected_total: 100 }), null)).not.toBe(base);
    expect(requestFingerprint(request(), "u1")).not.toBe(base);
  });

  it("15.10: keeps what is ordered apart from the card that pays for it", () => {
    const [order, card] = requestFingerprint(request(), null).split(":");
    const otherCard = requestFingerprint(request({ credit_card_token: undefined, credit_card_id: "card-1" }), null).split(":");
    expect(otherCard[0]).toBe(order);
    expect(otherCard[1]).not.toBe(card);
  });
});

describe("order numbers", () => {
  it("are SF and eight digits, drawn at random", () => {
    const numbers = Array.from({ length: 50 }, newOrderNumber);
    for (const n of numbers) expect(n).toMatch(/^SF[1-9]\d{7}$/);
    expect(new Set(numbers).size).toBeGreaterThan(45);
  });
});

describe("the order-confirmation mail", () => {
  it("says the order number, the total and where to look the order up", () => {
    const mail = orderConfirmationMail({ to: "a+b@example.com", orderNumber: "SF12345678", total: 491400, origin: "https://shop.example.com", store: "demo" });
    expect(mail).toMatchObject({ to: "a+b@example.com", kind: "order-confirmation", subject: "Your order SF12345678" });
    expect(mail.body).toContain("SF12345678");
    expect(mail.body).toContain("$ 4,914.00");
    expect(mail.body).toContain("https://shop.example.com/demo/orders/lookup?order_id=SF12345678&email=a%2Bb%40example.com");
  });
});

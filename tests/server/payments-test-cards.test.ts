import { brandOf, checkTestCard, isExpired, luhnValid, TEST_CARD_MESSAGES } from "@/server/payments/test-cards";

const NOW = new Date("2026-06-15T12:00:00Z");
const card = (number: string, extra: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {}) => ({ number, exp_month: 12, exp_year: 2030, cvc: "123", ...extra });

describe("test cards", () => {
  it("checks numbers with Luhn", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("378282246310005")).toBe(true);
    expect(luhnValid("42424242")).toBe(false);
    expect(luhnValid("4242x24242424242")).toBe(false);
  });

  it("names brands as Stripe does", () => {
    expect(brandOf("4242424242424242")).toBe("visa");
    expect(brandOf("5555555555554444")).toBe("mastercard");
    expect(brandOf("2223003122003222")).toBe("mastercard");
    expect(brandOf("378282246310005")).toBe("amex");
    expect(brandOf("6011111111111117")).toBe("discover");
    expect(brandOf("3056930009020004")).toBe("unknown");
  });

  it("a card is good through its expiry month", () => {
    expect(isExpired(6, 2026, NOW)).toBe(false);
    expect(isExpired(5, 2026, NOW)).toBe(true);
    expect(isExpired(1, 2027, NOW)).toBe(false);
    expect(isExpired(12, 2025, NOW)).toBe(true);
  });

  it("gives Stripe's outcome for each test number", () => {
    expect(checkTestCard(card("4242 4242 4242 4242"), NOW)).toEqual({ ok: true, brand: "visa", lastFour: "4242", outcome: "succeed" });
    expect(checkTestCard(card("5555 5555 5555 4444"), NOW)).toMatchObject({ ok: true, outcome: "succeed" });
    expect(checkTestCard(card("4000 0000 0000 0002"), NOW)).toMatchObject({ ok: true, outcome: "decline" });
    expect(checkTestCard(card("4000 0000 0000 9995"), NOW)).toMatchObject({ ok: true, outcome: "insufficient_funds" });
    expect(checkTestCard(card("4000 0025 0000 3155"), NOW)).toMatchObject({ ok: true, outcome: "authenticate", lastFour: "3155" });
    expect(checkTestCard(card("4111 1111 1111 1111"), NOW)).toMatchObject({ ok: true, outcome: "succeed" });
  });

  it("refuses as Stripe.js does", () => {
    expect(checkTestCard(card("4242 4242 4242 4241"), NOW)).toEqual({ ok: false, message: TEST_CARD_MESSAGES.incorrectNumber });
    expect(checkTestCard(card("4242 4242 4242 4242", { exp_month: 5, exp_year: 2026 }), NOW)).toEqual({ ok: false, message: TEST_CARD_MESSAGES.expired });
    expect(checkTestCard(card("4242 4242 4242 4242", { cvc: "1234" }), NOW)).toEqual({ ok: false, message: TEST_CARD_MESSAGES.incorrectCvc });
    expect(checkTestCard(card("3782 822463 10005", { cvc: "1234" }), NOW)).toMatchObject({ ok: true, brand: "amex" });
  });
});

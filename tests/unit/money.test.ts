import { describe, expect, it } from "vitest";
import { PRICE_RANGE_ERROR, formatMoney, formatPriceRange, percentOf } from "@/lib/money";

describe("formatMoney", () => {
  it("prints '$ ' and two decimals from integer cents", () => {
    expect(formatMoney(1200)).toBe("$ 12.00");
    expect(formatMoney(5)).toBe("$ 0.05");
    expect(formatMoney(0)).toBe("$ 0.00");
    expect(formatMoney(99)).toBe("$ 0.99");
  });

  it("groups thousands", () => {
    expect(formatMoney(123456789)).toBe("$ 1,234,567.89");
    expect(formatMoney(100000)).toBe("$ 1,000.00");
    expect(formatMoney(99999)).toBe("$ 999.99");
    expect(formatMoney(-12345678)).toBe("-$ 123,456.78");
  });

  it("puts the sign before the dollar sign", () => {
    expect(formatMoney(-250)).toBe("-$ 2.50");
  });

  it("rejects fractional cents instead of rounding silently", () => {
    expect(() => formatMoney(12.5)).toThrow(/integer cents/);
  });
});

describe("formatPriceRange", () => {
  it("shows one price when min equals max", () => {
    expect(formatPriceRange(4500, 4500)).toBe("$ 45.00");
  });

  it("shows 'min - max' when the variants differ", () => {
    expect(formatPriceRange(4500, 6000)).toBe("$ 45.00 - $ 60.00");
  });

  it("raises the spec's error for a zero or inverted range", () => {
    expect(() => formatPriceRange(0, 100)).toThrow(PRICE_RANGE_ERROR);
    expect(() => formatPriceRange(100, 0)).toThrow(PRICE_RANGE_ERROR);
    expect(() => formatPriceRange(200, 100)).toThrow(PRICE_RANGE_ERROR);
    expect(PRICE_RANGE_ERROR).toBe("min max item price error");
  });
});

describe("percentOf", () => {
  it("takes a percent of cents, rounding half up to the cent", () => {
    expect(percentOf(10000, 15)).toBe(1500);
    expect(percentOf(999, 15)).toBe(150); // 149.85
    expect(percentOf(10, 5)).toBe(1); // 0.5 rounds up
    expect(percentOf(0, 15)).toBe(0);
  });
});

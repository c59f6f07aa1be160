import { describe, expect, it, vi } from "vitest";
import type { BundleItem, Variant } from "@/lib/api/schemas/item";
import { formatDropDate, isOfferEnded, remaining } from "@/lib/item/countdown";
import { paragraphs, summary } from "@/lib/item/description";
import { bundlePriceView, bundleSum, priceView } from "@/lib/item/price";
import { CARD_HEIGHT, CARD_WIDTH, QR_SIZE, drawShareCard, wrapText } from "@/lib/item/qr-card";
import { itemShareUrl } from "@/lib/item/share";

describe("countdown", () => {
  const end = 1_800_000_000; // epoch seconds
  const at = (secondsBefore: number) => (end - secondsBefore) * 1000;

  it("splits the time left into days, hours, mins and secs", () => {
    expect(remaining(end, at(2 * 86_400 + 3 * 3_600 + 4 * 60 + 5))).toEqual({ days: 2, hours: 3, mins: 4, secs: 5, ended: false });
    expect(remaining(end, at(59))).toEqual({ days: 0, hours: 0, mins: 0, secs: 59, ended: false });
  });

  it("rounds a partial second up, so the offer ends exactly at offer_ends", () => {
    expect(remaining(end, end * 1000 - 300)).toMatchObject({ secs: 1, ended: false });
    expect(remaining(end, end * 1000)).toEqual({ days: 0, hours: 0, mins: 0, secs: 0, ended: true });
  });

  it("stays at zero once past", () => {
    expect(remaining(end, at(-3_600))).toEqual({ days: 0, hours: 0, mins: 0, secs: 0, ended: true });
  });

  it("says ended only for an offer that has one", () => {
    expect(isOfferEnded(end, at(10))).toBe(false);
    expect(isOfferEnded(end, at(-1))).toBe(true);
    expect(isOfferEnded(null, at(-1))).toBe(false);
  });

  it("prints the drop date in UTC whatever the local zone", () => {
    expect(formatDropDate("2026-03-03")).toBe("Mar 3, 2026");
    expect(formatDropDate("2026-12-31T23:30:00Z")).toBe("Dec 31, 2026");
    expect(formatDropDate(null)).toBeNull();
    expect(formatDropDate("soon")).toBeNull();
  });
});

describe("itemShareUrl", () => {
  it("is the item URL with the sharer's open id and user name", () => {
    const url = itemShareUrl("https://shop.example", "emma", "store-1", "item-9", { open_id: "op_42", user_name: "emma" });
    expect(url).toBe("https://shop.example/emma/item/store-1/item-9?open_id=op_42&user_name=emma");
  });

  it("encodes unusual values", () => {
    const url = new URL(itemShareUrl("http://localhost:3000", "a b", "s/1", "i", { open_id: "x&y", user_name: "ü" }));
    expect(url.pathname).toBe("/a%20b/item/s%2F1/i");
    expect(url.searchParams.get("open_id")).toBe("x&y");
    expect(url.searchParams.get("user_name")).toBe("ü");
  });
});

describe("bundlePriceView", () => {
  const item = { min_price: 7000, max_price: 9500, compare_at_price: null, price_type: "regular" as const };
  const v = (id: string, price: number): Variant => ({ id, options: [], stock: 3, retail_stock: 3, price, compare_at_price: null, image: null, sku: id });
  const part = (id: string, variants: Variant[]): BundleItem => ({ id, name: id, code: id, thumb: "", brand: { name: "B" }, category: null, variants });
  const group = { discount: 10, items: [part("jeans", [v("j-28", 9800), v("j-32", 10800)]), part("tee", [v("t-s", 2800)])] };

  it("15.6: shows the range until every piece is chosen", () => {
    expect(bundlePriceView(item, group, { jeans: "j-28" })).toEqual(priceView(item, null));
    expect(bundleSum(group.items, { jeans: "j-28" })).toBeNull();
  });

  it("15.6: then the net price with the pieces' sum struck through, rounded as the cart does", () => {
    expect(bundleSum(group.items, { jeans: "j-32", tee: "t-s" })).toBe(13_600);
    // 136.00 less 10 % = 122.40
    expect(bundlePriceView(item, group, { jeans: "j-32", tee: "t-s" })).toEqual({ price: "$ 122.40", compareAt: "$ 136.00", isMember: false, isError: false });
    // 9.99 less 15 % = 8.4915 → 8.49 (the discount rounds half up to 1.50)
    const odd = { discount: 15, items: [part("ring", [v("r", 999)])] };
    expect(bundlePriceView(item, odd, { ring: "r" }).price).toBe("$ 8.49");
  });

  it("15.6: strikes nothing when the bundle has no discount", () => {
    expect(bundlePriceView(item, { ...group, discount: 0 }, { jeans: "j-28", tee: "t-s" })).toMatchObject({ price: "$ 126.00", compareAt: null });
  });
});

describe("priceView", () => {
  const item = { min_price: 4500, max_price: 6000, compare_at_price: 8000, price_type: "regular" as const };
  const variant: Variant = { id: "v", options: [], stock: 1, retail_stock: 1, price: 5000, compare_at_price: 7000, image: null, sku: "s" };

  it("shows the range and the item's compare-at price before a variant is chosen", () => {
    expect(priceView(item, null)).toEqual({ price: "$ 45.00 - $ 60.00", compareAt: "$ 80.00", isMember: false, isError: false });
  });

  it("shows the chosen variant's own price and compare-at price", () => {
    expect(priceView(item, variant)).toMatchObject({ price: "$ 50.00", compareAt: "$ 70.00" });
  });

  it("hides a compare-at price that is not above the price", () => {
    expect(priceView(item, { ...variant, compare_at_price: 5000 }).compareAt).toBeNull();
    expect(priceView({ ...item, compare_at_price: null }, null).compareAt).toBeNull();
  });

  it("flags member pricing", () => {
    expect(priceView({ ...item, price_type: "member" }, null).isMember).toBe(true);
  });

  it("shows 'min max item price error' for a zero range", () => {
    expect(priceView({ ...item, min_price: 0 }, null)).toEqual({ price: "min max item price error", compareAt: null, isMember: false, isError: true });
  });
});

describe("description", () => {
  it("splits paragraphs on blank lines and keeps single line breaks", () => {
    expect(paragraphs("Silk slip.\r\nBias cut.\n\n\n  Dry clean only.  \n")).toEqual([["Silk slip.", "Bias cut."], ["Dry clean only."]]);
    expect(paragraphs("  \n \n")).toEqual([]);
  });

  it("keeps markup as text", () => {
    expect(paragraphs("<b>bold</b>")).toEqual([["<b>bold</b>"]]);
  });

  it("summarises at a word boundary", () => {
    expect(summary("short  text")).toBe("short text");
    const long = "word ".repeat(60);
    const s = summary(long, 50);
    expect(s.length).toBeLessThanOrEqual(50);
    expect(s.endsWith("word…")).toBe(true);
  });
});

describe("QR share card", () => {
  const measure = (s: string) => s.length * 10;

  it("wraps words to the width", () => {
    expect(wrapText("the silk slip dress", 100, measure, 3)).toEqual(["the silk", "slip dress"]);
  });

  it("cuts to the line limit with an ellipsis that fits", () => {
    const lines = wrapText("one two three four five six", 90, measure, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith("…")).toBe(true);
    expect(measure(lines[1] ?? "")).toBeLessThanOrEqual(90);
  });

  it("keeps a single over-long word on its own line", () => {
    expect(wrapText("Supercalifragilistic", 50, measure, 2)).toEqual(["Supercalifragilistic"]);
  });

  it("draws a 720 px code on the 1056 × 1632 card with the item and store names", () => {
    expect([CARD_WIDTH, CARD_HEIGHT, QR_SIZE]).toEqual([1056, 1632, 720]);
    const texts: string[] = [];
    const ctx = {
      fillRect: vi.fn(),
      drawImage: vi.fn(),
      fillText: vi.fn((t: string) => texts.push(t)),
      measureText: (t: string) => ({ width: t.length * 20 }),
    } as unknown as CanvasRenderingContext2D;
    const qr = {} as CanvasImageSource;
    drawShareCard(ctx, qr, { itemName: "Silk Slip Dress", brand: "Maison", storeName: "Emma's Closet" });
    expect(ctx.fillRect).toHaveBeenCalledWith(0, 0, 1056, 1632);
    expect(ctx.drawImage).toHaveBeenCalledWith(qr, (1056 - 720) / 2, expect.any(Number), 720, 720);
    expect(texts).toEqual(expect.arrayContaining(["MAISON", "Silk Slip Dress", "Emma's Closet"]));
  });
});

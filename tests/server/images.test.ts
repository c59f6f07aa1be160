import { GARMENTS, PATTERNS, VIEWS, itemImageUrl, parseItemImageName } from "@/server/images/names";
import { BANNER_NAMES, CATEGORY_NAMES, renderImage } from "@/server/images/render";

const UNSAFE = /<script|<foreignObject|\bon[a-z]+\s*=|javascript:|href\s*=|<image|@import|url\((?!#)/i;

describe("generated images", () => {
  it("draws every garment in every view, deterministically and safely", () => {
    for (const garment of GARMENTS) {
      for (const view of VIEWS) {
        const name = `${garment}-solid-c86b7e-${view}`;
        const svg = renderImage("item", name);
        expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(svg).toBe(renderImage("item", name));
        expect(svg).not.toMatch(UNSAFE);
      }
    }
  });

  it("draws every fabric pattern", () => {
    for (const pattern of PATTERNS) expect(renderImage("item", `dress-${pattern}-23395d-front`), pattern).not.toMatch(UNSAFE);
  });

  it("parses only well-formed item names", () => {
    expect(parseItemImageName("dress-floral-c86b7e-front")).toEqual({ garment: "dress", pattern: "floral", hex: "c86b7e", view: "front" });
    for (const bad of ["dress-floral-c86b7e", "robe-floral-c86b7e-front", "dress-plaid-c86b7e-front", "dress-floral-C86B7E-front", "dress-floral-c86b7e-side", "dress-floral-\"><script>-front"]) {
      expect(parseItemImageName(bad), bad).toBeNull();
    }
    expect(itemImageUrl("tee", "stripe", "ABCDEF", "back")).toBe("/api/images/item/tee-stripe-abcdef-back.png");
  });

  it("draws banners, category covers and icons, avatars and store banners", () => {
    for (const name of BANNER_NAMES) expect(renderImage("banner", name)).not.toMatch(UNSAFE);
    for (const name of CATEGORY_NAMES) {
      expect(renderImage("category", name)).toContain("<svg");
      expect(renderImage("icon", name)).toContain("<svg");
    }
    expect(renderImage("avatar", "demo")).toContain("<svg");
    expect(renderImage("store", "demo")).toContain("<svg");
    expect(renderImage("avatar", "Bad Name")).toBeNull();
    expect(renderImage("category", "weapons")).toBeNull();
  });
});

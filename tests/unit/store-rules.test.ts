import { describe, expect, it } from "vitest";
import type { ApiResult } from "@/lib/api/errors";
import { ApiCallError } from "@/lib/api/errors";
import type { Category, ShopCheck, Store } from "@/lib/api/schemas/shop";
import { BANNER_AUTOPLAY_MS, bannersForStore, nextSlide } from "@/lib/store/carousel";
import { categoryHref, findCategory, itemsFilter } from "@/lib/store/category";
import { categoryParam } from "@/lib/store/category-param";
import { storeLookupOutcome } from "@/lib/store/lookup";
import { subBrandPromos } from "@/lib/store/promos";
import { queryValue, storeHomeRedirect } from "@/lib/store/redirects";
import { storePath } from "@/lib/routes";

describe("storeHomeRedirect (BROWSE-02, BROWSE-03)", () => {
  it("sends /myorders to the regular orders list", () => {
    expect(storeHomeRedirect("myorders", {})).toEqual({ kind: "path", path: "/myorders/orders/regular" });
  });

  it("opens the item when the query names both a store and an item", () => {
    expect(storeHomeRedirect("demo", { store: "chloe", item: "itm-001" })).toEqual({ kind: "item", store: "chloe", item: "itm-001" });
  });

  it("needs both of them, non-blank", () => {
    expect(storeHomeRedirect("demo", { store: "chloe" })).toBeNull();
    expect(storeHomeRedirect("demo", { item: "itm-001" })).toBeNull();
    expect(storeHomeRedirect("demo", { store: " ", item: "itm-001" })).toBeNull();
  });

  it("renders an ordinary store home", () => {
    expect(storeHomeRedirect("demo", { category: "cat-1" })).toBeNull();
    expect(storeHomeRedirect("MyOrders", {})).toBeNull();
  });

  it("reads the first of a repeated query param", () => {
    expect(queryValue({ item: ["a", "b"] }, "item")).toBe("a");
    expect(queryValue({}, "item")).toBeNull();
  });
});

const check = (over: Partial<ShopCheck> = {}): ApiResult<ShopCheck> => ({
  ok: true,
  data: { is_find: true, id: "store-demo", owner: { open_id: "o1" }, subscription_brands: [], ...over },
});
const store: Store = {
  id: "store-demo",
  name: "Dana's Edit",
  description: "",
  banner: null,
  store_link: null,
  owner: { open_id: "o1", cover: null, user_name: "demo", can_share_box: true },
};
const shop: ApiResult<Store> = { ok: true, data: store };
const httpError = (status: number): ApiResult<never> => ({ ok: false, error: { kind: "http", status, message: `failed ${status}` } });

describe("storeLookupOutcome (BROWSE-01)", () => {
  it("returns the check and the store of a known store", () => {
    expect(storeLookupOutcome(check(), shop)).toEqual({ check: (check() as { data: ShopCheck }).data, store });
  });

  it("is null when the check does not find the store", () => {
    expect(storeLookupOutcome(check({ is_find: false, id: null }), httpError(404))).toBeNull();
    expect(storeLookupOutcome(check({ id: null }), shop)).toBeNull();
  });

  it("is null when either call answers 404 or rejects the slug", () => {
    expect(storeLookupOutcome(httpError(404), httpError(404))).toBeNull();
    expect(storeLookupOutcome(check(), httpError(404))).toBeNull();
    expect(storeLookupOutcome(httpError(400), shop)).toBeNull();
  });

  it("throws on server and network failures, which are not a missing store", () => {
    expect(() => storeLookupOutcome(httpError(500), shop)).toThrow(ApiCallError);
    expect(() => storeLookupOutcome(check(), { ok: false, error: { kind: "network", message: "a server error occurred." } })).toThrow(ApiCallError);
  });
});

const category = (id: string, name: string): Category => ({ id, name, cover: null, icon: null, exclusive: false, active: true });

describe("category filter (BROWSE-08)", () => {
  it("reads the category id from the URL", () => {
    expect(categoryParam({ category: "cat-dresses" })).toBe("cat-dresses");
    expect(categoryParam({})).toBeNull();
    expect(categoryParam({ category: "" })).toBeNull();
  });

  it("ignores a value that could never be an id", () => {
    expect(categoryParam({ category: "x".repeat(65) })).toBeNull();
  });

  it("filters with must_categories, or not at all for 'All'", () => {
    expect(itemsFilter("cat-dresses")).toEqual({ must_categories: ["cat-dresses"] });
    expect(itemsFilter(null)).toEqual({});
  });

  it("names the chosen category", () => {
    const list = [category("c1", "Dresses"), category("c2", "Tops")];
    expect(findCategory(list, "c2")?.name).toBe("Tops");
    expect(findCategory(list, "gone")).toBeNull();
    expect(findCategory(list, null)).toBeNull();
  });

  it("links to the filtered store home", () => {
    expect(categoryHref(storePath("demo"), "c 1")).toBe("/demo?category=c%201");
    expect(categoryHref(storePath("demo"), null)).toBe("/demo");
  });
});

describe("sub-brand promos (BROWSE-06)", () => {
  it("gives rcb its price and terms and gfb its offer, linking to the sub-brand page", () => {
    const [gfb, rcb] = subBrandPromos("demo", [
      { code: "gfb", name: "Gift Box" },
      { code: "RCB", name: "Monthly Jewelry Box" },
    ]);
    expect(rcb).toMatchObject({ code: "rcb", title: "Monthly Jewelry Box", href: "/demo/sub/rcb/" });
    expect(rcb?.points).toEqual(["$ 24.99 a month", "Free shipping", "Cancel anytime"]);
    expect(gfb).toMatchObject({ code: "gfb", title: "Gift Box", href: "/demo/sub/gfb/" });
    expect(gfb?.points.join(" ")).toMatch(/one box free/);
  });

  it("has no block for a sub-brand no gift box is sold under (its page would be a 404)", () => {
    expect(subBrandPromos("demo", [{ code: "xyz", name: "Mystery Box" }])).toEqual([]);
  });

  it("is empty for a store without sub-brands", () => {
    expect(subBrandPromos("marcus", [])).toEqual([]);
  });
});

describe("banner carousel (BROWSE-07)", () => {
  it("advances every 200000 ms", () => {
    expect(BANNER_AUTOPLAY_MS).toBe(200000);
  });

  it("wraps around both ends", () => {
    expect(nextSlide(0, 3, 1)).toBe(1);
    expect(nextSlide(2, 3, 1)).toBe(0);
    expect(nextSlide(0, 3, -1)).toBe(2);
    expect(nextSlide(0, 0, 1)).toBe(0);
  });
});

describe("finding 4: a store home's banners link only to that store's own pages", () => {
  // the seeded banners (docs/seed.md): the store, the Get Styled Box flow, a sub-brand page
  const seeded = [
    { url: "/b/new-season.webp", alt: "New season", link: "/{store}" },
    { url: "/b/get-styled.webp", alt: "Get Styled", link: "/skd/{store}" },
    { url: "/b/jewelry-box.webp", alt: "Jewelry box", link: "/{store}/sub/rcb/?from=banner" },
  ];
  const demo = { slug: "demo", canShareBox: true, subBrands: ["gfb", "RCB"] };
  const newStore = { slug: "mira.k", canShareBox: false, subBrands: [] };
  const links = (banners: { link: string | null }[]) => banners.map((banner) => banner.link);

  it("fills {store} with the store's address and keeps the pages it has", () => {
    expect(links(bannersForStore(seeded, demo))).toEqual(["/demo", "/skd/demo", "/demo/sub/rcb/?from=banner"]);
  });

  it("a new store without a Get Styled Box or sub-brands shows only its own home's banner (no 404, no other stylist)", () => {
    expect(links(bannersForStore(seeded, newStore))).toEqual(["/mira.k"]);
    expect(links(bannersForStore(seeded, { ...newStore, canShareBox: true, subBrands: ["rcb"] }))).toEqual(["/mira.k", "/skd/mira.k", "/mira.k/sub/rcb/?from=banner"]);
  });

  it("drops a banner to another store, its box or its sub-brand, an external link and a sub-brand nothing is sold under", () => {
    const others = ["/demo", "/skd/demo", "/demo/sub/rcb/", "/demo/item/s/i", "https://example.com/mira.k", "//evil.example/mira.k", "/mira.k/sub/xyz/", "/skd/mira.k/extra", "/mira.k%zz"];
    expect(bannersForStore(others.map((link) => ({ url: "/b.webp", alt: "", link })), { ...newStore, canShareBox: true, subBrands: ["xyz"] })).toEqual([]);
  });

  it("keeps the store's other pages, case-insensitively, and a plain picture without a link", () => {
    const own = ["/Mira.K", "/mira.k/item/s/i", "/mira.k?category=sub", "/mira.k/sub/gfb"];
    expect(links(bannersForStore(own.map((link) => ({ url: "/b.webp", alt: "", link })), { ...newStore, subBrands: ["gfb"] }))).toEqual(own);
    expect(bannersForStore([{ url: "/b/plain.webp", alt: "Plain", link: null }], newStore)).toEqual([{ url: "/b/plain.webp", alt: "Plain", link: null }]);
  });
});

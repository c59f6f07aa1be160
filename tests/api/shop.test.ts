import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { BannerList, CategoryList, ShippingOptionList, ShopCheck, SizeChart, Store } from "@/lib/api";
import { DEMO_PICK_UP_PLACE } from "@/server/seed";
import { data, failure, fileTestApi } from "./helpers";

const api = fileTestApi();

describe("GET /api/health", () => {
  it("answers ok once the database is ready", async () => {
    expect(await data(await api.get("/api/health"), z.object({ status: z.literal("ok") }))).toEqual({ status: "ok" });
  });
});

describe("GET /api/shop/check/{store}", () => {
  it("finds the demo store with its owner and sub-brands", async () => {
    const check = await data(await api.get("/api/shop/check/demo"), ShopCheck);
    expect(check).toEqual({
      is_find: true,
      id: "store-demo",
      owner: { open_id: "open-demo" },
      subscription_brands: [
        { code: "gfb", name: "Gift Box" },
        { code: "rcb", name: "Monthly Jewelry Box" },
      ],
    });
  });

  it("answers 200 with is_find false for an unknown store, with or without a trailing slash", async () => {
    for (const url of ["/api/shop/check/nobody", "/api/shop/check/nobody/"]) {
      expect(await data(await api.get(url), ShopCheck)).toEqual({ is_find: false, id: null, owner: null, subscription_brands: [] });
    }
  });

  it("matches store names case-insensitively", async () => {
    expect((await data(await api.get("/api/shop/check/DEMO"), ShopCheck)).id).toBe("store-demo");
  });
});

describe("GET /api/shop/{store}", () => {
  it("returns the store profile", async () => {
    const store = await data(await api.get("/api/shop/demo"), Store);
    expect(store).toMatchObject({ id: "store-demo", name: "Dana's Edit", owner: { user_name: "demo", open_id: "open-demo", can_share_box: true } });
    expect(store.banner).toBe("/api/images/store/demo.png");
    expect(store.owner.cover).toBe("/api/images/avatar/demo.png");
  });

  it("says 'Stylist Store Not Found' with a 404 for an unknown store", async () => {
    expect((await failure(await api.get("/api/shop/nobody"), 404)).message).toBe("Stylist Store Not Found");
  });

  it("rejects an over-long store name with a 400", async () => {
    const error = await failure(await api.get(`/api/shop/${"x".repeat(65)}`), 400);
    expect(error.issues?.[0]?.path).toBe("store");
  });
});

describe("GET /api/store/{id}/items/categories", () => {
  it("lists the demo store's categories in order, each with a cover and an icon", async () => {
    const categories = await data(await api.get("/api/store/store-demo/items/categories"), CategoryList);
    expect(categories.map((c) => c.name)).toEqual(["Dresses", "Tops", "Jeans", "Outerwear", "Shoes", "Bags", "Jewelry", "Accessories"]);
    for (const c of categories) {
      expect(c.cover).toMatch(/^\/api\/images\/category\/[a-z]+\.png$/);
      expect(c.icon).toMatch(/^\/api\/images\/icon\/[a-z]+\.svg$/);
      expect(c.active).toBe(true);
    }
    expect(categories.find((c) => c.name === "Jewelry")?.exclusive).toBe(true);
  });

  it("lists only categories the store has items in", async () => {
    const categories = await data(await api.get("/api/store/store-luna/items/categories"), CategoryList);
    expect(categories.map((c) => c.name)).toEqual(["Bags", "Jewelry"]);
  });

  it("answers 404 for an unknown store", async () => {
    expect((await failure(await api.get("/api/store/store-nope/items/categories"), 404)).message).toBe("Stylist Store Not Found");
  });
});

describe("GET /api/banners", () => {
  it("returns the banners in order", async () => {
    const banners = await data(await api.get("/api/banners"), BannerList);
    expect(banners).toHaveLength(3);
    expect(banners[0]).toMatchObject({ url: "/api/images/banner/new-season.png", link: "/{store}" });
    expect(banners.every((b) => b.alt.length > 0)).toBe(true);
  });
});

describe("GET /api/users/shipping_options", () => {
  it("includes 'pick up' only with support_pick_up=true", async () => {
    const withPickUp = await data(await api.get("/api/users/shipping_options?support_pick_up=true"), ShippingOptionList);
    expect(withPickUp).toEqual([
      { _id: "basic-shipping", name: "Standard Shipping", price: 800 },
      { _id: "express-shipping", name: "Express Shipping", price: 2000 },
      { _id: "pick-up", name: "pick up", price: 0, pick_up_place: DEMO_PICK_UP_PLACE },
    ]);
    const without = await data(await api.get("/api/users/shipping_options"), ShippingOptionList);
    expect(without.map((o) => o.name)).toEqual(["Standard Shipping", "Express Shipping"]);
    const explicitFalse = await data(await api.get("/api/users/shipping_options/?support_pick_up=false"), ShippingOptionList);
    expect(explicitFalse).toHaveLength(2);
  });

  it("rejects a support_pick_up that is not a boolean", async () => {
    expect((await failure(await api.get("/api/users/shipping_options?support_pick_up=maybe"), 400)).issues?.[0]?.path).toBe("support_pick_up");
  });
});

describe("unknown routes and methods", () => {
  it("answers a JSON 404 for an unknown /api path", async () => {
    expect((await failure(await api.get("/api/nothing/here"), 404)).message).toMatch(/No API route/);
  });

  it("answers a JSON 404 for a known path with the wrong method", async () => {
    await failure(await api.post("/api/banners", {}), 404);
  });
});

describe("GET /api/openapi.json", () => {
  it("describes every route it serves", async () => {
    const response = await api.get("/api/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/health",
        "/api/shop/check/{store}",
        "/api/shop/{store}",
        "/api/store/{id}/items/categories",
        "/api/store/{id}/items",
        "/api/items/{item_id}/{store_id}/details",
        "/api/banners",
        "/api/users/shipping_options",
        "/api/cart/calc",
        "/api/images/{kind}/{file}",
      ]),
    );
    expect(doc.paths["/api/cart/calc"]).toHaveProperty("post");
    expect(doc.paths["/api/store/{id}/items"]).toHaveProperty("post");
  });
});

describe("GET /api/images/...", () => {
  it("serves a cacheable, script-free SVG", async () => {
    const response = await api.get("/api/images/item/dress-floral-c86b7e-front.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const svg = await response.text();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toMatch(/<script|on[a-z]+=|javascript:|href=/i);
  });

  it("serves the same drawing rasterised as a cacheable PNG", async () => {
    const response = await api.get("/api/images/item/dress-floral-c86b7e-front.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    // IHDR: width and height of the drawing (800 × 1000)
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([800, 1000]);
  });

  it("serves every image the seed refers to", async () => {
    const { items, variants, stores, storeCategories, banners } = await import("@/server/db/schema");
    const urls = new Set<string>();
    for (const row of await api.db.select().from(items)) [row.thumb, ...row.files, ...row.influencerImages].forEach((u) => urls.add(u));
    for (const row of await api.db.select().from(variants)) if (row.image) urls.add(row.image);
    for (const row of await api.db.select().from(stores)) [row.banner, row.cover].forEach((u) => u && urls.add(u));
    for (const row of await api.db.select().from(storeCategories)) [row.cover, row.icon].forEach((u) => u && urls.add(u));
    for (const row of await api.db.select().from(banners)) urls.add(row.url);
    expect(urls.size).toBeGreaterThan(100);
    // Each drawing is checked once as SVG; rasterising is the same code for all (tested above).
    for (const url of urls) expect((await api.get(url.replace(/\.png$/, ".svg"))).status, url).toBe(200);
  });

  it("answers 404 for a name it does not draw and 400 for a bad kind or name", async () => {
    await failure(await api.get("/api/images/item/dress-floral-zzzzzz-front.svg"), 404);
    await failure(await api.get("/api/images/banner/unknown.svg"), 404);
    await failure(await api.get("/api/images/virus/a.svg"), 400);
    await failure(await api.get("/api/images/item/%3Cscript%3E.svg"), 400);
    await failure(await api.get("/api/images/item/dress-floral-c86b7e-front.gif"), 400);
  });
});

describe("public/custom_data/size_chart.json", () => {
  it("matches the SizeChart contract with women's and men's tops, bottoms and shoes", () => {
    const chart = SizeChart.parse(JSON.parse(readFileSync(path.join(process.cwd(), "public/custom_data/size_chart.json"), "utf8")));
    expect(chart.map((c) => c.id)).toEqual(expect.arrayContaining(["shirt", "dress", "jean", "shoes", "men-top", "men-bottom", "men-shoes"]));
    for (const entry of chart) expect(entry.alpha.map((a) => a.label)).toEqual(["xxs", "xs", "s", "m", "l", "xl", "xxl", "xxxl"]);
    expect(chart.filter((c) => c.shoes).map((c) => c.men)).toEqual([false, true]);
  });
});

/**
 * Issues 11 and 27: the sitemap index and files and robots.txt, rendered by their Next metadata routes with the embedded API
 * (a test PGlite) behind `lib/api/server`.
 */
import { ItemDetail } from "@/lib/api/schemas/item";
import { storeItems, stores } from "@/server/db/schema";
import { and, eq } from "drizzle-orm";
import { serveFrom } from "../support/next-server";
import { data, openTestApi, type TestApi } from "./helpers";

let api: TestApi;
vi.mock("@/lib/api/server", () => import("../support/next-server").then((m) => m.serverApi));
serveFrom(() => api);

const { default: sitemap, generateSitemaps } = await import("@/app/sitemap");
const { GET: sitemapIndex } = await import("@/app/sitemap_index.xml/route");
const { default: robots } = await import("@/app/robots");

const ORIGIN = "https://shop.example.com";

beforeAll(async () => {
  vi.stubEnv("SITE_URL", ORIGIN);
  api = await openTestApi();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

describe("sitemap.xml", () => {
  it("lists every active store's home and the items it sells, as absolute URLs on SITE_URL", async () => {
    expect(await generateSitemaps()).toEqual([{ id: 0 }]);
    const entries = await sitemap({ id: Promise.resolve("0") });
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain(`${ORIGIN}/demo`);
    expect(urls).toContain(`${ORIGIN}/plan/plan_stylist`);
    expect(urls).toContain(`${ORIGIN}/plan/plan_style`);
    expect(urls).toContain(`${ORIGIN}/demo/item/store-demo/itm-001`);
    expect(urls.every((url) => url.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);

    // Each listed item page exists.
    for (const url of urls.filter((u) => u.includes("/item/")).slice(0, 5)) {
      const [, , storeId, itemId] = new URL(url).pathname.split("/").slice(1);
      await data(await api.get(`/api/items/${itemId}/${storeId}/details`), ItemDetail);
    }
  });

  it("dates each store home and item page from the data: an item's listing, a store's newest listing", async () => {
    const [storeRow] = await api.db.select().from(stores).where(eq(stores.slug, "demo"));
    const listed = await api.db.select().from(storeItems).where(eq(storeItems.storeId, storeRow!.id));
    const newest = Math.max(storeRow!.createdAt.getTime(), ...listed.map((row) => row.addedAt.getTime()));
    const later = new Date(newest + 86_400_000);
    await api.db.update(storeItems).set({ addedAt: later }).where(and(eq(storeItems.storeId, storeRow!.id), eq(storeItems.itemId, "itm-001")));
    const entries = await sitemap({ id: Promise.resolve("0") });
    const lastmod = (url: string) => entries.find((entry) => entry.url === url)?.lastModified;
    expect(lastmod(`${ORIGIN}/demo/item/store-demo/itm-001`)).toBe(later.toISOString());
    expect(lastmod(`${ORIGIN}/demo`)).toBe(later.toISOString());
    const other = entries.find((entry) => entry.url.startsWith(`${ORIGIN}/demo/item/`) && !entry.url.endsWith("/itm-001"));
    expect(new Date(other!.lastModified!).getTime()).toBeLessThan(later.getTime());
    // the marketing pages have no time in the data and claim none
    expect(lastmod(`${ORIGIN}/plan/plan_style`)).toBeUndefined();
  });

  it("the index lists the sitemap files on SITE_URL, with the newest lastmod", async () => {
    const response = await sitemapIndex();
    expect(response.headers.get("content-type")).toBe("application/xml");
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(new RegExp(`<sitemap><loc>${ORIGIN}/sitemap/0\\.xml</loc><lastmod>\\d{4}-[^<]+Z</lastmod></sitemap>`));
    expect(xml).not.toContain("/sitemap/1.xml");
  });

  it("leaves out a store that is no longer active", async () => {
    await api.db.update(stores).set({ isActive: false }).where(eq(stores.slug, "demo"));
    try {
      const urls = (await sitemap({ id: Promise.resolve("0") })).map((entry) => entry.url);
      expect(urls.some((url) => url === `${ORIGIN}/demo` || url.startsWith(`${ORIGIN}/demo/`))).toBe(false);
      expect(urls.length).toBeGreaterThan(0);
    } finally {
      await api.db.update(stores).set({ isActive: true }).where(eq(stores.slug, "demo"));
    }
  });
});

describe("robots.txt", () => {
  it("keeps crawlers off personal pages and the API (not its pictures), and points to the sitemap", () => {
    const rules = robots();
    expect(rules.sitemap).toBe(`${ORIGIN}/sitemap_index.xml`);
    expect(rules.rules).toMatchObject({ userAgent: "*", allow: ["/", "/api/images/"] });
    const { disallow } = rules.rules as { disallow: string[] };
    for (const path of ["/api/", "/auth/", "/service/", "/*/checkout", "/*/user", "/*/sharecart", "/*/orders", "/*/cart"]) {
      expect(disallow).toContain(path);
    }
    // the plan area: its sign-in, password, checkout and settings pages, not its marketing pages
    for (const path of ["/plan/plan_sign_", "/plan/plan_forgot_password", "/plan/plan_checkout", "/plan/plan_setting", "/plan/plan_change", "/plan/plan_stop_renew"]) {
      expect(disallow).toContain(path);
    }
    const blocked = (page: string) => disallow.some((rule) => !rule.includes("*") && page.startsWith(rule));
    expect(["/plan/plan_sign_in", "/plan/plan_sign_up", "/plan/plan_sign_connect", "/plan/plan_sign_newuser", "/plan/plan_social"].every(blocked)).toBe(true);
    expect(blocked("/plan/plan_stylist")).toBe(false);
    expect(blocked("/plan/plan_style")).toBe(false);
  });
});

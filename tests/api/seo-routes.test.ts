/**
 * Issue 11: sitemap.xml and robots.txt, rendered by their Next metadata routes with the embedded API
 * (a test PGlite) behind `lib/api/server`.
 */
import { ItemDetail } from "@/lib/api/schemas/item";
import { stores } from "@/server/db/schema";
import { eq } from "drizzle-orm";
import { serveFrom } from "../support/next-server";
import { data, openTestApi, type TestApi } from "./helpers";

let api: TestApi;
vi.mock("@/lib/api/server", () => import("../support/next-server").then((m) => m.serverApi));
serveFrom(() => api);

const { default: sitemap } = await import("@/app/sitemap");
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
    const urls = (await sitemap()).map((entry) => entry.url);
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

  it("leaves out a store that is no longer active", async () => {
    await api.db.update(stores).set({ isActive: false }).where(eq(stores.slug, "demo"));
    try {
      const urls = (await sitemap()).map((entry) => entry.url);
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
    expect(rules.sitemap).toBe(`${ORIGIN}/sitemap.xml`);
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

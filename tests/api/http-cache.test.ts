/**
 * Issue 11: the public catalogue reads carry Cache-Control and an ETag, answer 304 to a matching
 * If-None-Match, and never when a session is involved (server/cache-control.ts keeps winning).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { hashToken } from "@/server/auth/session";
import { sessions, variants } from "@/server/db/schema";
import { PUBLIC_CATALOGUE_CACHE } from "@/server/http-cache";
import { fileTestApi } from "./helpers";

const api = fileTestApi();

const CATALOGUE = ["/api/shop/demo", "/api/shop/check/demo", "/api/store/store-demo/items/categories", "/api/items/itm-001/store-demo/details", "/api/banners", "/api/sitemap"];

async function signedInToken(): Promise<string> {
  const token = `test-${randomUUID()}`;
  await api.db.insert(sessions).values({ id: randomUUID(), userId: "user-shopper", tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return token;
}

describe("HTTP caching of the public catalogue", () => {
  it.each(CATALOGUE)("%s: public Cache-Control and an ETag; 304 for a matching If-None-Match", async (path) => {
    const first = await api.get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(PUBLIC_CATALOGUE_CACHE);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);

    const again = await api.get(path, { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe(PUBLIC_CATALOGUE_CACHE);

    expect((await api.get(path, { "if-none-match": 'W/"other"' })).status).toBe(200);
  });

  it("a changed item gets a new ETag, so the old one answers 200 with the new price", async () => {
    const path = "/api/items/itm-002/store-demo/details";
    const before = (await api.get(path)).headers.get("etag")!;
    const [variant] = await api.db.select().from(variants).where(eq(variants.itemId, "itm-002")).limit(1);
    await api.db.update(variants).set({ price: variant!.price - 1 }).where(eq(variants.id, variant!.id));

    const after = await api.get(path, { "if-none-match": before });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
  });

  it("errors are not cached publicly", async () => {
    const missing = await api.get("/api/shop/nobody");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBeNull();
    expect(missing.headers.get("etag")).toBeNull();
  });

  it.each([
    ["x-access-token", (token: string) => ({ "x-access-token": token })],
    ["session cookie", (token: string) => ({ cookie: `sf_session=${token}` })],
  ])("with a session (%s): no-store, no ETag, never a 304", async (_, headersFor) => {
    const token = await signedInToken();
    const path = "/api/items/itm-001/store-demo/details";
    const etag = (await api.get(path)).headers.get("etag")!;

    const personal = await api.get(path, { ...headersFor(token), "if-none-match": etag });
    expect(personal.status).toBe(200);
    expect(personal.headers.get("cache-control")).toBe("no-store");
    expect(personal.headers.get("etag")).toBeNull();
  });

  it("writes keep no-store", async () => {
    const response = await api.post("/api/store/store-demo/items?page=1&limit=2", {});
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("If-None-Match", () => {
  it("compares weakly, within a list, and takes *", async () => {
    const path = "/api/banners";
    const etag = (await api.get(path)).headers.get("etag")!;
    const statusFor = async (ifNoneMatch: string) => (await api.get(path, { "if-none-match": ifNoneMatch })).status;
    expect(await statusFor(etag)).toBe(304);
    expect(await statusFor(etag.replace(/^W\//, ""))).toBe(304);
    expect(await statusFor(`W/"b", ${etag}`)).toBe(304);
    expect(await statusFor("*")).toBe(304);
    expect(await statusFor('W/"b"')).toBe(200);
  });
});

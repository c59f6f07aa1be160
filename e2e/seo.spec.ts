import { expect, test, type Page } from "@playwright/test";
import { watchCspViolations } from "./helpers";

// Issue 11: what search engines and link previews read: robots.txt, sitemap.xml, the item page's
// Product JSON-LD and its absolute Open Graph picture, and proof that the JSON-LD block trips no CSP.

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("robots.txt keeps crawlers off personal pages and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const path of ["/api/", "/*/checkout", "/*/user", "/*/sharecart", "/*/orders"]) expect(text).toContain(`Disallow: ${path}`);
  expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
});

test("sitemap.xml lists the store home and its item pages as absolute URLs", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(urls.some((url) => /^https?:\/\/[^/]+\/demo$/.test(url))).toBe(true);
  expect(urls.some((url) => /^https?:\/\/[^/]+\/demo\/item\/store-demo\/itm-001$/.test(url))).toBe(true);
});

test("an item page carries valid Product JSON-LD and an absolute og:image; the store home a Store", async ({ page, request }) => {
  const violations = await watchCspViolations(page);

  await page.goto("/demo/item/store-demo/itm-001");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const [product] = (await jsonLd(page)).filter((data) => data["@type"] === "Product");
  expect(product).toMatchObject({ "@context": "https://schema.org", "@type": "Product", brand: { "@type": "Brand" } });
  const offers = product!.offers as Record<string, string>;
  expect(offers.priceCurrency).toBe("USD");
  expect(offers.price ?? offers.lowPrice).toMatch(/^\d+\.\d{2}$/);
  expect(offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder)$/);

  const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
  expect(ogImage).toMatch(/^https?:\/\/[^/]+\/.+\.png$/);
  const picture = await request.get(new URL(ogImage!).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/png");

  await page.goto("/demo");
  const [store] = (await jsonLd(page)).filter((data) => data["@type"] === "Store");
  expect(store).toMatchObject({ "@type": "Store", url: expect.stringMatching(/^https?:\/\/[^/]+\/demo$/) });
  expect(await page.locator('meta[property="og:image"]').first().getAttribute("content")).toMatch(/^https?:\/\//);

  expect(violations).toEqual([]);
});

test("the served catalogue API is cacheable: public Cache-Control, an ETag, 304 on If-None-Match", async ({ request }) => {
  const first = await request.get("/api/items/itm-001/store-demo/details");
  expect(first.status()).toBe(200);
  expect(first.headers()["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^W\/"/);
  const again = await request.get("/api/items/itm-001/store-demo/details", { headers: { "if-none-match": etag! } });
  expect(again.status()).toBe(304);
});

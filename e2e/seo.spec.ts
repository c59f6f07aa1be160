import { expect, test, type Page } from "@playwright/test";
import { watchCspViolations } from "./helpers";

// Issues 11 and 27: what search engines and link previews read: robots.txt, the sitemap index and its
// files, the item page's ProductGroup JSON-LD and its absolute Open Graph picture, and proof that the
// JSON-LD block trips no CSP.

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("robots.txt keeps crawlers off personal pages and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const path of ["/api/", "/*/checkout", "/*/user", "/*/sharecart", "/*/orders"]) expect(text).toContain(`Disallow: ${path}`);
  expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap_index\.xml$/m);
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

test("the sitemap index lists its files; they list the store home and its item pages as absolute URLs with lastmod", async ({ request }) => {
  const index = await request.get("/sitemap_index.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toContain("xml");
  const files = locs(await index.text());
  expect(files[0]).toMatch(/^https?:\/\/[^/]+\/sitemap\/0\.xml$/);

  const response = await request.get(new URL(files[0]!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  const urls = locs(xml);
  expect(urls.some((url) => /^https?:\/\/[^/]+\/demo$/.test(url))).toBe(true);
  expect(urls.some((url) => /^https?:\/\/[^/]+\/demo\/item\/store-demo\/itm-001$/.test(url))).toBe(true);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);

  // the single sitemap of before lives on as a redirect to the index
  const old = await request.get("/sitemap.xml", { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers()["location"]).toMatch(/\/sitemap_index\.xml$/);
});

test("an item page carries a ProductGroup of its variants and an absolute og:image; the store home a Store", async ({ page, request }) => {
  const violations = await watchCspViolations(page);

  // itm-001: 3 colours × 5 sizes, some sold out (docs/seed.md)
  await page.goto("/demo/item/store-demo/itm-001");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const [group] = (await jsonLd(page)).filter((data) => data["@type"] === "ProductGroup");
  expect(group).toMatchObject({
    "@context": "https://schema.org",
    brand: { "@type": "Brand" },
    variesBy: ["https://schema.org/color", "https://schema.org/size"],
  });
  const variants = group!.hasVariant as { sku: string; offers: Record<string, unknown> }[];
  expect(variants).toHaveLength(15);
  for (const { offers } of variants) {
    expect(offers).toMatchObject({ "@type": "Offer", priceCurrency: "USD", hasMerchantReturnPolicy: { "@type": "MerchantReturnPolicy" } });
    expect(offers.price).toMatch(/^\d+\.\d{2}$/);
    // the seed's shipping options, pick-up left out
    expect(offers.shippingDetails).toEqual(expect.arrayContaining([expect.objectContaining({ shippingRate: expect.objectContaining({ currency: "USD" }) })]));
  }
  const availability = (sku: string) => variants.find((v) => v.sku === sku)?.offers.availability;
  expect(availability("SF-1001-ROSE-L")).toBe("https://schema.org/OutOfStock");
  expect(availability("SF-1001-ROSE-M")).toBe("https://schema.org/InStock");

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

/** Issue 27: the sitemap's entries carry the data's times and split into files before the 50,000-URL limit. */
import type { SitemapIndex } from "@/lib/api/schemas/sitemap";
import { SITEMAP_PAGE_SIZE, sitemapEntries, sitemapFile, sitemapFileCount, sitemapFiles, sitemapIds, sitemapIndexXml } from "@/lib/seo/sitemap";

const ORIGIN = "https://shop.example.com";

const index: SitemapIndex = {
  stores: [
    {
      slug: "demo",
      id: "store-demo",
      updated_at: "2026-11-20T10:00:00.000Z",
      items: [
        { id: "itm-001", updated_at: "2026-11-20T10:00:00.000Z" },
        { id: "itm-002", updated_at: "2026-11-18T08:00:00.000Z" },
      ],
    },
  ],
};

describe("sitemapEntries", () => {
  it("the store home and its items carry the API's updated_at; the plan pages none", () => {
    const entries = sitemapEntries(index, ORIGIN);
    expect(entries.filter((entry) => entry.url.includes("/plan/")).every((entry) => entry.lastModified === undefined)).toBe(true);
    expect(entries.find((entry) => entry.url === `${ORIGIN}/demo`)?.lastModified).toBe("2026-11-20T10:00:00.000Z");
    expect(entries.find((entry) => entry.url === `${ORIGIN}/demo/item/store-demo/itm-002`)?.lastModified).toBe("2026-11-18T08:00:00.000Z");
  });
});

describe("splitting into files", () => {
  it("stays below the protocol's 50,000 URLs per file", () => {
    expect(SITEMAP_PAGE_SIZE).toBeLessThan(50_000);
  });

  it("needs one file up to the page size, one more for each page size after", () => {
    expect(sitemapFileCount(0, 3)).toBe(1);
    expect(sitemapFileCount(3, 3)).toBe(1);
    expect(sitemapFileCount(4, 3)).toBe(2);
    expect(sitemapFileCount(7, 3)).toBe(3);
    expect(sitemapFileCount(50_000)).toBe(2);
    expect(sitemapIds(7, 3)).toEqual([{ id: 0 }, { id: 1 }, { id: 2 }]);
  });

  it("each file holds its page in order; together they hold every entry once; past the end, none", () => {
    const entries = ["a", "b", "c", "d", "e", "f", "g"];
    expect(sitemapFile(entries, 0, 3)).toEqual(["a", "b", "c"]);
    expect(sitemapFile(entries, 2, 3)).toEqual(["g"]);
    expect(sitemapFile(entries, 3, 3)).toEqual([]);
    expect(sitemapFile(entries, -1, 3)).toEqual([]);
    expect(sitemapFile(entries, Number("x"), 3)).toEqual([]);
    expect(sitemapFiles(entries, 3).flat()).toEqual(entries);
  });
});

describe("sitemapIndexXml", () => {
  it("lists one absolute file URL per file with the newest lastmod of its entries", () => {
    const entries = sitemapEntries(index, ORIGIN);
    const xml = sitemapIndexXml(sitemapFiles(entries, 3), ORIGIN);
    const files = [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g)].map((m) => [m[1], m[2]]);
    // two plan pages, the store home and two items: 5 entries, 2 files of 3
    expect(files).toEqual([
      [`${ORIGIN}/sitemap/0.xml`, "2026-11-20T10:00:00.000Z"],
      [`${ORIGIN}/sitemap/1.xml`, "2026-11-20T10:00:00.000Z"],
    ]);
    expect(sitemapIndexXml(sitemapFiles(sitemapEntries(null, ORIGIN)), ORIGIN)).toContain(`<sitemap><loc>${ORIGIN}/sitemap/0.xml</loc></sitemap>`);
  });
});

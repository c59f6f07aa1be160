import type { MetadataRoute } from "next";
import type { SitemapIndex } from "@/lib/api/schemas/sitemap";
import { MARKETING_PAGES } from "@/lib/plans/marketing";
import { itemPath, storePath } from "@/lib/routes";

/**
 * URLs per sitemap file. The protocol allows 50,000 per file (and 50 MB); the shop splits well before,
 * so a file never reaches the limit between two crawls.
 */
export const SITEMAP_PAGE_SIZE = 40_000;

/** Where crawlers find the list of sitemap files (robots.txt names it; /sitemap.xml redirects to it). */
export const SITEMAP_INDEX_PATH = "/sitemap_index.xml";

/** Where Next serves sitemap file `id` of app/sitemap.ts (generateSitemaps). */
export const sitemapFilePath = (id: number) => `/sitemap/${id}.xml`;

/**
 * Every sitemap entry, in order: the plan marketing pages (PLAN-02/03), each store home, then its item
 * pages, as absolute URLs on the public origin. `lastModified` is the data's own time (the API's
 * updated_at of the store and of each item page); the marketing pages have none in the data and
 * carry none.
 */
export function sitemapEntries(index: SitemapIndex | null, origin: string): MetadataRoute.Sitemap {
  const url = (path: string) => new URL(path, origin).toString();
  const planPages = Object.values(MARKETING_PAGES).map((page) => ({ url: url(page.path), changeFrequency: "weekly" as const, priority: 0.9 }));
  return [
    ...planPages,
    ...(index?.stores ?? []).flatMap((store) => [
      { url: url(storePath(store.slug)), lastModified: store.updated_at, changeFrequency: "daily" as const, priority: 1 },
      ...store.items.map((item) => ({
        url: url(itemPath(store.slug, store.id, item.id)),
        lastModified: item.updated_at,
        changeFrequency: "daily" as const,
        priority: 0.8,
      })),
    ]),
  ];
}

/** How many sitemap files `urlCount` URLs need: at least one (an empty shop still has its plan pages). */
export function sitemapFileCount(urlCount: number, pageSize = SITEMAP_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(urlCount / pageSize));
}

/** The ids generateSitemaps answers: 0 … count-1. */
export const sitemapIds = (urlCount: number, pageSize = SITEMAP_PAGE_SIZE) => Array.from({ length: sitemapFileCount(urlCount, pageSize) }, (_, id) => ({ id }));

/** File `id`'s share of the entries: `pageSize` of them from `id * pageSize`; an id past the end gets none. */
export function sitemapFile<T>(entries: readonly T[], id: number, pageSize = SITEMAP_PAGE_SIZE): T[] {
  if (!Number.isInteger(id) || id < 0) return [];
  return entries.slice(id * pageSize, (id + 1) * pageSize);
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The sitemap index (sitemaps.org): one `<sitemap>` per file, with the newest `lastModified` among
 * the file's entries when one has any.
 */
export function sitemapIndexXml(files: readonly (readonly MetadataRoute.Sitemap[number][])[], origin: string): string {
  const rows = files.map((entries, id) => {
    const times = entries.map((entry) => entry.lastModified).filter((time) => time !== undefined).map((time) => new Date(time).toISOString());
    const lastmod = times.length > 0 ? `<lastmod>${times.reduce((a, b) => (a > b ? a : b))}</lastmod>` : "";
    return `<sitemap><loc>${escapeXml(new URL(sitemapFilePath(id), origin).toString())}</loc>${lastmod}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.join("\n")}\n</sitemapindex>\n`;
}

/** Splits the entries into files of `pageSize`: what the index lists and what each file holds. */
export function sitemapFiles<T>(entries: readonly T[], pageSize = SITEMAP_PAGE_SIZE): T[][] {
  return sitemapIds(entries.length, pageSize).map(({ id }) => sitemapFile(entries, id, pageSize));
}

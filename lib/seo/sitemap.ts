import type { MetadataRoute } from "next";
import type { SitemapIndex } from "@/lib/api/schemas/sitemap";
import { MARKETING_PAGES } from "@/lib/plans/marketing";
import { itemPath, storePath } from "@/lib/routes";

/**
 * sitemap.xml entries: the plan marketing pages (PLAN-02/03), each store home, then its item pages, as
 * absolute URLs on the public origin.
 * One file holds up to 50,000 URLs; past that it would need splitting with generateSitemaps.
 */
export function sitemapEntries(index: SitemapIndex | null, origin: string): MetadataRoute.Sitemap {
  const url = (path: string) => new URL(path, origin).toString();
  const planPages = Object.values(MARKETING_PAGES).map((page) => ({ url: url(page.path), changeFrequency: "weekly" as const, priority: 0.9 }));
  return [...planPages, ...(index?.stores ?? []).flatMap((store) => [
    { url: url(storePath(store.slug)), changeFrequency: "daily" as const, priority: 1 },
    ...store.item_ids.map((itemId) => ({ url: url(itemPath(store.slug, store.id, itemId)), changeFrequency: "daily" as const, priority: 0.8 })),
  ])];
}

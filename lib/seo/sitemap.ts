import type { MetadataRoute } from "next";
import type { SitemapIndex } from "@/lib/api/schemas/sitemap";
import { itemPath, storePath } from "@/lib/routes";

/**
 * sitemap.xml entries: each store home, then its item pages, as absolute URLs on the public origin.
 * One file holds up to 50,000 URLs; past that it would need splitting with generateSitemaps.
 */
export function sitemapEntries(index: SitemapIndex, origin: string): MetadataRoute.Sitemap {
  const url = (path: string) => new URL(path, origin).toString();
  return index.stores.flatMap((store) => [
    { url: url(storePath(store.slug)), changeFrequency: "daily" as const, priority: 1 },
    ...store.item_ids.map((itemId) => ({ url: url(itemPath(store.slug, store.id, itemId)), changeFrequency: "daily" as const, priority: 0.8 })),
  ]);
}

import "server-only";
import type { MetadataRoute } from "next";
import { cachedSitemapIndex } from "@/lib/cache/catalog-reads";
import { publicOrigin } from "@/lib/config/deployment";
import { log } from "@/lib/log";
import { sitemapEntries } from "./sitemap";

/**
 * Every sitemap entry on the configured public origin (SITE_URL, never the request's Host), from the
 * catalogue's cached sitemap read: the index and each file split the same list. A backend without the
 * sitemap call (an older API_BASE_URL) gets the plan pages only, not a 500.
 */
export async function loadSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const index = await cachedSitemapIndex();
  if (!index.ok) log.warn({ reason: index.error.message }, "the sitemap could not list the catalogue");
  return sitemapEntries(index.ok ? index.data : null, publicOrigin());
}

import type { MetadataRoute } from "next";
import { getSitemapIndex } from "@/lib/api";
import { publicApi } from "@/lib/api/server";
import { publicOrigin } from "@/lib/config/deployment";
import { log } from "@/lib/log";
import { sitemapEntries } from "@/lib/seo/sitemap";

// Built per request from the live catalogue and the runtime SITE_URL: `next build` never reads the database.
export const dynamic = "force-dynamic";

/** /sitemap.xml: the plan marketing pages, every active store's home and item pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const index = await getSitemapIndex(await publicApi());
  // A backend without the sitemap call (API_BASE_URL) gets the plan pages only, not a 500.
  if (!index.ok) log.warn({ reason: index.error.message }, "the sitemap could not list the catalogue");
  return sitemapEntries(index.ok ? index.data : null, publicOrigin());
}

import type { MetadataRoute } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { loadSitemapEntries } from "@/lib/seo/load-sitemap";
import { sitemapFile, sitemapIds } from "@/lib/seo/sitemap";

// Built per request from the live catalogue and the runtime SITE_URL: `next build` never reads the database.
export const dynamic = "force-dynamic";

/**
 * The sitemap files, /sitemap/{id}.xml, SITEMAP_PAGE_SIZE URLs each (lib/seo/sitemap.ts): as many as the
 * catalogue needs, listed by /sitemap_index.xml. Next also asks at build time (to prerender them);
 * then the answer is the first file only, which it renders per request like the rest.
 */
export async function generateSitemaps() {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return [{ id: 0 }];
  return sitemapIds((await loadSitemapEntries()).length);
}

/** One sitemap file: the plan marketing pages, every active store's home and item pages, in that order, split in files. */
export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapFile(await loadSitemapEntries(), Number(await id));
}

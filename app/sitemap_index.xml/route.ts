import { publicOrigin } from "@/lib/config/deployment";
import { loadSitemapEntries } from "@/lib/seo/load-sitemap";
import { sitemapFiles, sitemapIndexXml } from "@/lib/seo/sitemap";

// Per request, from the live catalogue and the runtime SITE_URL (as app/sitemap.ts).
export const dynamic = "force-dynamic";

/** The sitemap index robots.txt names: every sitemap file of app/sitemap.ts, with its newest lastmod. */
export async function GET() {
  const body = sitemapIndexXml(sitemapFiles(await loadSitemapEntries()), publicOrigin());
  return new Response(body, { headers: { "content-type": "application/xml", "cache-control": "public, max-age=0, must-revalidate" } });
}

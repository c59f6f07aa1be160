import type { MetadataRoute } from "next";
import { publicOrigin } from "@/lib/config/deployment";
import { robotsRules } from "@/lib/seo/robots";

// The sitemap's origin is the runtime SITE_URL, not the one at build time.
export const dynamic = "force-dynamic";

/** /robots.txt */
export default function robots(): MetadataRoute.Robots {
  return robotsRules(publicOrigin());
}

import type { NextConfig } from "next";
import { BASELINE_HEADERS } from "./lib/security/baseline-headers";

const nextConfig: NextConfig = {
  // PGlite ships its own WebAssembly and data files; bundling it breaks their lookup.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  // Lets parallel builds (tests, benchmarks, several developers) use separate output folders.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // The spec writes several API paths with a trailing slash (POST /api/users/authenticate/ …); a 308
  // redirect would drop POST bodies in some clients, so both forms reach the route handler as they are.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Links and redirects are checked against the app's routes at compile time (lib/routes.ts builds them).
  typedRoutes: true,
  reactStrictMode: true,
  images: {
    // WebP only: AVIF encoding costs the server seconds per picture on a cold cache, for little gain
    // on illustrations.
    formats: ["image/webp"],
  },
  // BROWSE-02: `/myorders` is not a store; it opens the shopper's orders. PLAN-01: `/plan` opens the
  // stylist plans.
  async redirects() {
    return [
      { source: "/myorders", destination: "/myorders/orders/regular", permanent: false },
      { source: "/plan", destination: "/plan/plan_stylist", permanent: false },
      // the single sitemap of before issue 27: its files are listed by the index now
      { source: "/sitemap.xml", destination: "/sitemap_index.xml", permanent: true },
    ];
  },
  // The store home is one cached page per store (and per category), so it reads no query string: the
  // two queries it answers to are routes of their own. `?category=<id>` keeps its public address
  // (docs/decisions.md) and renders the category route; an old share link's `?store=…&item=…`
  // (BROWSE-03) goes to the route that resolves the item.
  async rewrites() {
    return {
      beforeFiles: [
        // `:home`, not `:store`: a `has` key is a parameter too, and `store` names the linked store.
        { source: "/:home", has: [{ type: "query", key: "store" }, { type: "query", key: "item" }], destination: "/:home/item-link" },
        { source: "/:home", has: [{ type: "query", key: "category", value: "(?<category>.+)" }], destination: "/:home/category/:category" },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  // On every response, static files included; proxy.ts adds the per-request ones (CSP, framing, HSTS).
  async headers() {
    return [{ source: "/:path*", headers: Object.entries(BASELINE_HEADERS).map(([key, value]) => ({ key, value })) }];
  },
};

export default nextConfig;

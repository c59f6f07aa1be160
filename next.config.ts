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
  // On every response, static files included; proxy.ts adds the per-request ones (CSP, framing, HSTS).
  async headers() {
    return [{ source: "/:path*", headers: Object.entries(BASELINE_HEADERS).map(([key, value]) => ({ key, value })) }];
  },
};

export default nextConfig;

import type { MetadataRoute } from "next";

/**
 * Pages crawlers should leave alone: personal or one-off pages (cart, checkout, account, shared carts,
 * order lookup, password and sign-in screens) and the API. The API's pictures stay allowed: item
 * pages, their structured data and link previews point at them.
 */
export const DISALLOWED = [
  "/api/",
  "/auth/",
  "/service/",
  "/plan/",
  "/*/cart",
  "/*/checkout",
  "/*/user",
  "/*/sharecart",
  "/*/orders",
  "/*/send_password",
];

export function robotsRules(origin: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: ["/", "/api/images/"], disallow: DISALLOWED },
    sitemap: new URL("/sitemap.xml", origin).toString(),
  };
}

import type { MetadataRoute } from "next";
import { SITEMAP_INDEX_PATH } from "./sitemap";

/**
 * Pages crawlers should leave alone: personal or one-off pages (cart, checkout, account, shared carts,
 * order lookup, password and sign-in screens, the plan checkout and settings, the store tools) and the API. The API's pictures stay allowed: item
 * pages, their structured data and link previews point at them.
 */
export const DISALLOWED = [
  "/api/",
  "/auth/",
  "/service/",
  // the plan area's sign-in, password, checkout and settings pages; its marketing pages are public
  "/plan/plan_sign_",
  "/plan/plan_social",
  "/plan/plan_forgot_password",
  "/plan/plan_checkout",
  "/plan/plan_setting",
  "/plan/plan_change",
  "/plan/plan_stop_renew",
  "/*/cart",
  "/*/checkout",
  // the poster checkout redirect (TOOLS-11): a cart in its query, one visitor's
  "/*/poster_checkout",
  "/*/user",
  "/*/sharecart",
  "/*/orders",
  "/*/send_password",
  // the store tools (TOOLS-02…08): the owner's picker, arrange, delete and embed-code pages
  "/*/item/manage/",
  "/*/embed",
  // the Get Styled Box share flows and booking (SHARE-01…13): one-off, per-visitor pages
  "/share/",
  "/skd/",
  "/sk/",
];

export function robotsRules(origin: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: ["/", "/api/images/"], disallow: DISALLOWED },
    // the index of the sitemap files (app/sitemap.ts splits them with generateSitemaps)
    sitemap: new URL(SITEMAP_INDEX_PATH, origin).toString(),
  };
}

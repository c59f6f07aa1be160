/**
 * A storefront on another host (API_BASE_URL) caches the catalogue pages too, and cannot hear this
 * process's `catalogChanged()` (issue 22). An answer during which the catalogue changed says so in
 * CATALOG_CHANGED_HEADER; the storefront expires its cached catalogue when it sees it
 * (lib/api/proxy.ts, lib/api/server.ts). A concurrent request's change may mark an answer too:
 * an extra expiry costs one fresh read, a missed one a stale page.
 */
import type { MiddlewareHandler } from "hono";
import { CATALOG_CHANGED_HEADER } from "../../lib/cache/catalog-header";
import { catalogGeneration } from "./changes";

export const announceCatalogChanges = (): MiddlewareHandler => async (c, next) => {
  const before = catalogGeneration();
  await next();
  if (catalogGeneration() !== before) c.res.headers.set(CATALOG_CHANGED_HEADER, "1");
};

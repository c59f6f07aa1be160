/**
 * HTTP caching of the public catalogue reads (issue 11): a store, its categories, an item, the
 * banners. They are the same for every visitor, so a browser or a CDN in front of the shop may keep
 * them:
 *
 * - `max-age=60`: a price or stock change shows within a minute. Stock on a cached answer is only a
 *   hint: the cart calc and the order check it again, so a minute's lag never sells what is gone.
 * - `stale-while-revalidate=600`: for ten minutes after that, a cache answers at once with the old copy
 *   while it fetches the new one, so a burst of traffic on a shared link never waits on the API.
 * - an `ETag` (a hash of the body) lets a cache revalidate with `If-None-Match` and get an empty 304.
 *
 * Only for GET/HEAD without a session and only on a 200: errors and personal answers keep their
 * headers. These routes read no session, so the public copy is right for a signed-in visitor too
 * and no `Vary` is needed. `noStoreForSessions` (server/cache-control.ts) runs outside this middleware, so its
 * `no-store` still wins whenever a session or a cookie is involved.
 */
import type { MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import { tokenFrom } from "./auth/session";

export const PUBLIC_CATALOGUE_CACHE = "public, max-age=60, stale-while-revalidate=600";

/** Hono's ETag (weak; If-None-Match → 304), from the first 16 bytes of the body's SHA-256. */
const withETag = etag({ weak: true, generateDigest: async (body) => (await crypto.subtle.digest("SHA-256", body)).slice(0, 16) });

export const publicCatalogueCache = (): MiddlewareHandler => async (c, next) => {
  // A personal answer gets neither: server/cache-control.ts makes it no-store.
  if (tokenFrom(c) !== null) return next();
  await withETag(c, next);
  if ((c.res.status === 200 || c.res.status === 304) && !c.res.headers.has("set-cookie")) c.res.headers.set("Cache-Control", PUBLIC_CATALOGUE_CACHE);
};

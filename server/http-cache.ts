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
import { tokenFrom } from "./auth/session";

export const PUBLIC_CATALOGUE_CACHE = "public, max-age=60, stale-while-revalidate=600";

const READS = new Set(["GET", "HEAD"]);

/** A weak validator: equal JSON bodies are equal answers, whatever the encoding on the way. */
async function etagOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const hex = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `W/"${hex}"`;
}

/** Whether an If-None-Match header (a list of tags, or `*`) matches, compared weakly as RFC 9110 says. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

export const publicCatalogueCache = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (!READS.has(c.req.method) || c.res.status !== 200 || tokenFrom(c) !== null || c.res.headers.has("set-cookie")) return;

  const etag = await etagOf(await c.res.clone().arrayBuffer());
  if (matchesIfNoneMatch(c.req.header("if-none-match"), etag)) {
    c.res = new Response(null, { status: 304, headers: { etag, "cache-control": PUBLIC_CATALOGUE_CACHE} });
    return;
  }
  c.header("ETag", etag);
  c.header("Cache-Control", PUBLIC_CATALOGUE_CACHE);
};

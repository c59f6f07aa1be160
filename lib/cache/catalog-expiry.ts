/**
 * Expiring the cached catalogue outside a request: a change announced by another server process
 * (server/catalog/channel.ts) or made by a timer (the abandoned-order sweep) arrives with no request
 * around it, where `revalidateTag` refuses to run (it needs the request's work store). Next keeps a
 * tag's expiry per process in its incremental cache; the server sets `globalThis.__incrementalCache`
 * on its first request, and this marks the tag expired there, as revalidateTag does at the end of a
 * request. Before the first request nothing of this process's own is cached in memory; what it finds
 * on disk is at most CATALOG_MAX_AGE old past a change (lib/cache/catalog.ts).
 *
 * Not `server-only`: instrumentation.ts registers it at start-up, outside the React server layer.
 */

/** The one tag every cached catalogue read carries: the API's catalogue writes revalidate it. */
export const CATALOG_TAG = "catalog";

interface IncrementalCache {
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}

export function expireCatalogHere(): void {
  const cache = (globalThis as typeof globalThis & { __incrementalCache?: Partial<IncrementalCache> }).__incrementalCache;
  if (typeof cache?.revalidateTag !== "function") return;
  // expire: 0 — the next visitor gets a fresh render, never the stale page once more (docs/decisions.md).
  cache.revalidateTag([CATALOG_TAG], { expire: 0 }).catch((error: unknown) => console.error("[catalog] could not expire the cached catalogue", error));
}

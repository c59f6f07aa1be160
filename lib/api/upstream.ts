import "server-only";
import { unstable_rethrow } from "next/navigation";
import { CATALOG_CHANGED_HEADER } from "@/lib/cache/catalog-header";
import { expireCatalog } from "@/lib/cache/catalog-expiry";
import { log } from "@/lib/log";

/**
 * Every call to the separate backend (API_BASE_URL), from the `/api` proxy and from server
 * rendering, goes through here so the log tells the two failures apart: a backend that answered
 * 5xx (it is up, something in it failed) and one that could not be reached or did not answer in
 * time (network error, timeout). The path is logged without its query, which may carry an email.
 */
export type UpstreamFailure = "timeout" | "unreachable" | "aborted";

/** Why a fetch threw: our own time limit, the caller going away (the browser closed the page), or the network. */
export function failureOf(error: unknown): UpstreamFailure {
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError") return "timeout";
  // the caller went away: a fetch aborted by its signal, or Next's render of a page the browser left
  if (name === "AbortError" || name === "ResponseAborted") return "aborted";
  return "unreachable";
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!(cause instanceof Error)) return String(cause);
  const code = (cause as Error & { code?: unknown }).code;
  return typeof code === "string" ? `${code}: ${cause.message}` : `${cause.name}: ${cause.message}`;
}

/**
 * The backend changed the catalogue while answering (server/catalog/announce.ts): this process's
 * cached catalogue reads expire, and so does whatever joined the process-wide change listeners
 * (the front door's page cache, scripts/page-cache.mjs), as when the embedded API announces it.
 */
function catalogChangedUpstream(): void {
  expireCatalog();
  const listeners = (globalThis as typeof globalThis & { __storefrontCatalogListeners?: Set<() => void> }).__storefrontCatalogListeners;
  for (const listener of listeners ?? []) {
    try {
      listener();
    } catch (error) {
      log.error({ err: error }, "catalog change listener failed");
    }
  }
}

export async function fetchUpstream(url: string, init: RequestInit): Promise<Response> {
  const method = init.method ?? "GET";
  const path = new URL(url).pathname;
  const started = Date.now();
  // No `cache: "no-store"` (lib/api/http.ts sets it for the browser): on Next's fetch it would make every
  // page that renders statically with the embedded API (the ISR store and gift pages) fail at run time as
  // "dynamic". Next's default already fetches afresh on every dynamic render and caches nothing.
  const request = { ...init };
  delete request.cache;
  try {
    const response = await fetch(url, request);
    if (response.headers.has(CATALOG_CHANGED_HEADER)) catalogChangedUpstream();
    if (response.status >= 500) {
      log.error({ upstream: "error", method, path, status: response.status, ms: Date.now() - started }, `upstream error: ${method} ${path} answered ${response.status}`);
    }
    return response;
  } catch (error) {
    // Next's own signals (a page turning dynamic, a redirect) are not failures of the backend.
    unstable_rethrow(error);
    const failure = failureOf(error);
    if (failure !== "aborted") {
      log.error({ upstream: failure, method, path, ms: Date.now() - started, cause: causeOf(error) }, `network error (${failure}): ${method} ${path}`);
    }
    throw error;
  }
}

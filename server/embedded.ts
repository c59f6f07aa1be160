/**
 * Entry points for Next: app/api/[[...route]]/route.ts calls handleEmbedded for browser requests;
 * lib/api/server.ts uses embeddedFetch to call the API in-process while rendering. Both share ONE
 * app on the process's default database (opened lazily on the first request, never at import).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createApp, type App } from "./app";
export { onCatalogChange } from "./catalog/changes";
import { getDatabase } from "./db/client";
import { DATA_DELETION_PATH } from "./routes/data-deletion";

/**
 * Kept on globalThis: Next bundles route handlers and server actions / components separately, each
 * with its own copy of this module, and two apps would open two PGlite instances on one data
 * directory (writes through one unseen by the other).
 */
const shared = globalThis as typeof globalThis & { __storefrontEmbeddedApp?: App };

function embeddedApp(): App {
  shared.__storefrontEmbeddedApp ??= createApp(getDatabase);
  return shared.__storefrontEmbeddedApp;
}

export async function handleEmbedded(request: Request): Promise<Response> {
  return embeddedApp().fetch(request);
}

/** Static API documents the contract fetches by path (e.g. /custom_data/size_chart.json) live in public/. */
const STATIC_PREFIX = "/custom_data/";

async function staticDocument(pathname: string): Promise<Response> {
  const root = path.join(process.cwd(), "public", "custom_data");
  const file = path.join(root, decodeURIComponent(pathname.slice(STATIC_PREFIX.length)));
  if (!file.startsWith(root + path.sep) || !file.endsWith(".json")) {
    return Response.json({ success: false, message: "Not found." }, { status: 404 });
  }
  try {
    return new Response(await readFile(file), { headers: { "content-type": "application/json; charset=utf-8" } });
  } catch {
    return Response.json({ success: false, message: "Not found." }, { status: 404 });
  }
}

/** API-14's path as the spec writes it, without `/api` (G-47); the embedded app serves it under /api. */
const UNPREFIXED_PATHS = new Set([DATA_DELETION_PATH]);

/** A fetch for in-process calls: `/api/...` goes to the app, `/custom_data/...` to public/. */
export async function embeddedFetch(input: string, init: RequestInit): Promise<Response> {
  const url = new URL(input, "http://embedded");
  if (url.pathname.startsWith(STATIC_PREFIX)) return staticDocument(url.pathname);
  if (UNPREFIXED_PATHS.has(url.pathname)) url.pathname = `/api${url.pathname}`;
  return embeddedApp().fetch(new Request(url, init));
}

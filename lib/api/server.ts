import "server-only";
import { cookies } from "next/headers";
import { revalidateCatalog } from "@/lib/cache/catalog";
import { SESSION_COOKIE } from "@/lib/session";
import { createApiClient, type ApiClient } from "./http";
import { fetchUpstream } from "./upstream";

/**
 * The API client for server components, route handlers and server actions.
 * With API_BASE_URL it calls the real backend; without it, the embedded API (server/) in-process,
 * so rendering a page never makes an HTTP round trip to itself.
 */
async function clientWith(token: string | null, headers?: Record<string, string>): Promise<ApiClient> {
  const baseUrl = process.env.API_BASE_URL;
  // Failures of a separate backend are logged by kind (lib/api/upstream.ts); a page shows its error state with a retry.
  if (baseUrl) return createApiClient({ baseUrl, token, headers, fetch: fetchUpstream });
  const { embeddedFetch, onCatalogChange } = await import("@/server/embedded");
  // Writes made in-process (server actions) revalidate the cached catalogue pages too.
  onCatalogChange(revalidateCatalog);
  return createApiClient({ baseUrl: "http://embedded", token, headers, fetch: embeddedFetch });
}

/**
 * For public data (stores, items, banners): reads no cookie, so pages using it stay cacheable.
 * Server actions and pages that call a rate-limited endpoint pass the visitor's address
 * (lib/auth/forwarded.ts), since an in-process call has none; links in mails never depend on it.
 */
export function publicApi(headers?: Record<string, string>): Promise<ApiClient> {
  return clientWith(null, headers);
}

/** For a token that is not (yet) in the cookie: the in-app bridge's token before it is adopted. */
export function tokenApi(token: string, headers?: Record<string, string>): Promise<ApiClient> {
  return clientWith(token, headers);
}

/** For calls on behalf of the signed-in visitor: the token comes from the httpOnly session cookie. */
export async function sessionApi(headers?: Record<string, string>): Promise<ApiClient> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value ?? null;
  return clientWith(token, headers);
}

import "server-only";
import { cookies, headers as requestHeaders } from "next/headers";
import { catalogExpiriesSettled } from "@/lib/cache/catalog-expiry";
import { serverConfig } from "@/lib/config/server";
import { REQUEST_ID_HEADER } from "@/lib/log/request-id";
import { SESSION_COOKIE } from "@/lib/session";
import { createApiClient, type ApiClient } from "./http";
import { fetchUpstream } from "./upstream";

/**
 * The API client for server components, route handlers and server actions.
 * With API_BASE_URL it calls the real backend; without it, the embedded API (server/) in-process,
 * so rendering a page never makes an HTTP round trip to itself.
 */
async function clientWith(token: string | null, headers?: Record<string, string>): Promise<ApiClient> {
  const { apiBaseUrl } = serverConfig();
  return createApiClient({
    baseUrl: apiBaseUrl ?? "http://embedded",
    token,
    headers,
    // Writes made here (server actions) answer once the cached catalogue pages are expired. A separate
    // backend's failures are logged by kind (lib/api/upstream.ts); a page shows its error state with a retry.
    fetch: async (input, init) => {
      const response = apiBaseUrl ? await fetchUpstream(input, init) : await (await import("@/server/embedded")).embeddedFetch(input, init);
      await catalogExpiriesSettled();
      return response;
    },
  });
}

/** The request id proxy.ts gave this request, passed on to the API (only where the page reads the request anyway). */
async function requestIdHeaders(headers?: Record<string, string>): Promise<Record<string, string>> {
  const id = (await requestHeaders()).get(REQUEST_ID_HEADER);
  return id ? { [REQUEST_ID_HEADER]: id, ...headers } : { ...headers };
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
export async function tokenApi(token: string, headers?: Record<string, string>): Promise<ApiClient> {
  return clientWith(token, await requestIdHeaders(headers));
}

/** For calls on behalf of the signed-in visitor: the token comes from the httpOnly session cookie. */
export async function sessionApi(headers?: Record<string, string>): Promise<ApiClient> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value ?? null;
  return clientWith(token, await requestIdHeaders(headers));
}

import "server-only";
import { cookies } from "next/headers";
import { SESSION_COOKIE } from "@/lib/session";
import { createApiClient, type ApiClient } from "./http";

/**
 * The API client for server components, route handlers and server actions.
 * With API_BASE_URL it calls the real backend; without it, the embedded API (server/) in-process,
 * so rendering a page never makes an HTTP round trip to itself.
 */
async function clientWith(token: string | null): Promise<ApiClient> {
  const baseUrl = process.env.API_BASE_URL;
  if (baseUrl) return createApiClient({ baseUrl, token });
  const { embeddedFetch } = await import("@/server/embedded");
  return createApiClient({ baseUrl: "http://embedded", token, fetch: embeddedFetch });
}

/** For public data (stores, items, banners): reads no cookie, so pages using it stay cacheable. */
export function publicApi(): Promise<ApiClient> {
  return clientWith(null);
}

/** For calls on behalf of the signed-in visitor: the token comes from the httpOnly session cookie. */
export async function sessionApi(): Promise<ApiClient> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value ?? null;
  return clientWith(token);
}

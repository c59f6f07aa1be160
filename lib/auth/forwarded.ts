import "server-only";
import { headers } from "next/headers";
import { visitorAddress } from "@/lib/security/client-address";

/**
 * The visitor's address, as the embedded API would have seen it had the browser called it
 * directly: server actions and server components call the API in-process or server-to-server, so
 * they pass it along for the per-client rate limits. The front door (scripts/serve.mjs) has already
 * set X-Forwarded-For to the real client (finding M1). Nothing else is passed: links the API builds
 * come from the configured public origin, never from the request's Host or Origin (finding H1).
 * A separate API (API_BASE_URL) reads it only when it trusts this storefront (TRUSTED_PROXIES=1 there).
 */
export async function forwardedHeaders(): Promise<Record<string, string>> {
  const clientIp = visitorAddress(await headers());
  return clientIp ? { "x-forwarded-for": clientIp } : {};
}

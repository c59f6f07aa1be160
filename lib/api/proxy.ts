import "server-only";
import { ORDER_RECEIPT_COOKIE } from "@/lib/orders/receipt";
import { visitorAddress } from "@/lib/security/client-address";
import { SESSION_COOKIE } from "@/lib/session";
import { NETWORK_ERROR_MESSAGE } from "./errors";
import { failureOf, fetchUpstream } from "./upstream";

/**
 * The request headers the backend sees from a browser's call (issue 22). An allow-list: the
 * browser's Origin, Referer and Sec-Fetch-* stay here (this storefront has already checked them,
 * app/api/[[...route]]/route.ts), as do its cookies (the session travels as `x-access-token`), the
 * forwarding headers a client or Next made up (X-Forwarded-Host/-Proto/-Port, Forwarded, X-Real-IP)
 * and whatever else the backend has no use for.
 */
const FORWARDED_REQUEST_HEADERS = [
  "accept",
  "accept-language",
  "content-type",
  "user-agent",
  "if-none-match",
  "if-modified-since",
  // the operator's bearer token (admin API) and Stripe's webhook signature, when sent through the shop
  "authorization",
  "stripe-signature",
  // a client that holds its own token (the in-app bridge) sends it as the API expects
  "x-access-token",
  // the contract's own headers (lib/api/calls/): one order per attempt, the version of a call
  "idempotency-key",
  "x-api-version",
  // the request's id (proxy.ts keeps a well-formed incoming one or makes one): one id in both processes' logs
  "x-request-id",
];

/** The response headers the backend may not set for this origin: the body is re-framed here. */
const DROPPED_RESPONSE_HEADERS = ["set-cookie", "content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"];

/** The backend's cookies this storefront passes on: the order receipt (finding 15.7), read back by the done page. */
const PASSED_COOKIES = [ORDER_RECEIPT_COOKIE];

/** Longer than the browser client's own limit (lib/api/http.ts), so the browser gives up first; a closed page aborts at once. */
const PROXY_TIMEOUT_MS = 15_000;

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/**
 * What the backend is sent: the allowed headers, the session token from the httpOnly cookie, and
 * X-Forwarded-For with the visitor's address appended as a reverse proxy does. The chain starts
 * here: entries a client wrote were never vouched for, and the front door has already resolved the
 * visitor (scripts/front-door.mjs). A backend with TRUSTED_PROXIES=1 takes it as the client.
 */
export function upstreamRequestHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const token = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  if (token && !headers.has("x-access-token")) headers.set("x-access-token", token);
  const client = visitorAddress(request.headers);
  if (client) headers.set("x-forwarded-for", client);
  return headers;
}

function responseHeaders(upstream: Response): Headers {
  const headers = new Headers(upstream.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) headers.delete(name);
  for (const cookie of upstream.headers.getSetCookie()) {
    if (PASSED_COOKIES.some((name) => cookie.startsWith(`${name}=`))) headers.append("set-cookie", cookie);
  }
  return headers;
}

/**
 * Forwards a browser request for `/api/...` to the real backend at API_BASE_URL as a trusted hop
 * (docs/deployment.md). The caller has refused cross-origin writes already: the backend sees no
 * Origin or Sec-Fetch-Site from here, so its own same-origin rule lets the storefront through and
 * still refuses a browser that calls it directly from elsewhere. Browser code never sees the token.
 * A backend that cannot be reached or does not answer in time is a 502 / 504 in the API's error
 * envelope, which the browser client shows as any failed call (with its retry).
 */
export async function proxyToBackend(request: Request, baseUrl: string, { timeoutMs = PROXY_TIMEOUT_MS } = {}): Promise<Response> {
  const url = new URL(request.url);
  const target = `${baseUrl.replace(/\/$/, "")}${url.pathname}${url.search}`;
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  let upstream: Response;
  try {
    upstream = await fetchUpstream(target, {
      method: request.method,
      headers: upstreamRequestHeaders(request),
      // streamed, not buffered here: the backend's body caps (server/request-guards.ts) count it as it arrives
      body: hasBody ? request.body : undefined,
      duplex: "half",
      redirect: "manual",
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
    } as RequestInit);
  } catch (error) {
    const status = failureOf(error) === "timeout" ? 504 : 502;
    return Response.json({ success: false, message: NETWORK_ERROR_MESSAGE }, { status, headers: { "cache-control": "no-store" } });
  }
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders(upstream) });
}

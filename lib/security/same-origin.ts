/**
 * CSRF defence for `/api/...` (issue 3, "state-changing requests from another origin are refused").
 * The session cookie is SameSite=Lax, which already keeps it off cross-site POSTs; this rule is the
 * second lock for same-site-but-cross-origin requests and older browsers. A request is refused when
 * it changes state (POST, PUT, PATCH, DELETE) and the browser says it comes from elsewhere: an
 * `Origin` other than ours, or `Sec-Fetch-Site: cross-site`. Requests without either header (curl,
 * server-to-server, the in-process API client) carry no ambient cookie risk and pass.
 */
import { publicOrigin, type Env } from "@/lib/config/deployment";
import { serverConfig } from "@/lib/config/server";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_ORIGIN_MESSAGE = "cross-origin request refused";

interface RequestLike {
  method: string;
  url: string;
  headers: Pick<Headers, "get">;
}

/**
 * The origins that count as ours: the one the server listens on (the request URL Next builds from
 * it), the configured public origin (SITE_URL, behind a proxy) and the Host header's. Never
 * X-Forwarded-Host or -Proto: a client may send those (finding L10; the front door drops them too).
 */
function allowedOrigins(request: RequestLike, env: Env): Set<string> {
  const url = new URL(request.url);
  const origins = new Set([url.origin, publicOrigin(env)]);
  const host = request.headers.get("host");
  if (host) origins.add(`${url.protocol}//${host}`);
  return origins;
}

export function isCrossOriginWrite(request: RequestLike, env: Env = serverConfig().env): boolean {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return false;
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  // "null" is what sandboxed frames and some redirects send: not provably ours.
  return !allowedOrigins(request, env).has(origin);
}

/** The API's error envelope for a refused request. */
export function crossOriginRefusal(): Response {
  return Response.json({ success: false, message: CROSS_ORIGIN_MESSAGE }, { status: 403 });
}

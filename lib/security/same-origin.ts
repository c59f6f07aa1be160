/**
 * CSRF defence for `/api/...` (issue 3, "state-changing requests from another origin are refused").
 * The session cookie is SameSite=Lax, which already keeps it off cross-site POSTs; this rule is the
 * second lock for same-site-but-cross-origin requests and older browsers. A request is refused when
 * it changes state (POST, PUT, PATCH, DELETE) and the browser says it comes from elsewhere: an
 * `Origin` other than ours, or `Sec-Fetch-Site: cross-site`. Requests without either header (curl,
 * server-to-server, the in-process API client) carry no ambient cookie risk and pass.
 */
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_ORIGIN_MESSAGE = "cross-origin request refused";

interface RequestLike {
  method: string;
  url: string;
  headers: Pick<Headers, "get">;
}

/** The origins that count as ours: the request's own, plus SITE_URL / NEXT_PUBLIC_SITE_URL behind a proxy. */
function allowedOrigins(request: RequestLike, env: Record<string, string | undefined>): Set<string> {
  const origins = new Set([new URL(request.url).origin]);
  for (const configured of [env.SITE_URL, env.NEXT_PUBLIC_SITE_URL]) {
    if (!configured) continue;
    try {
      origins.add(new URL(configured).origin);
    } catch {
      // a malformed setting allows nothing extra
    }
  }
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host) {
    const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
    origins.add(`${proto}://${host}`);
  }
  return origins;
}

export function isCrossOriginWrite(request: RequestLike, env: Record<string, string | undefined> = process.env): boolean {
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

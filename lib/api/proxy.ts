import "server-only";
import { SESSION_COOKIE } from "@/lib/session";

const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "cookie", "content-length"];

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/**
 * Forwards a browser request for `/api/...` to the real backend at API_BASE_URL, replacing the
 * cookies with the `x-access-token` the backend expects. Browser code never sees the token.
 */
export async function proxyToBackend(request: Request, baseUrl: string): Promise<Response> {
  const url = new URL(request.url);
  const target = `${baseUrl.replace(/\/$/, "")}${url.pathname}${url.search}`;
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  const token = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  if (token) headers.set("x-access-token", token);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const upstream = await fetch(target, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const responseHeaders = new Headers(upstream.headers);
  responseHeaders.delete("set-cookie");
  responseHeaders.delete("content-encoding");
  responseHeaders.delete("content-length");
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}

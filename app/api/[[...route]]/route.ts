import { proxyToBackend } from "@/lib/api/proxy";
import { catalogExpiriesSettled } from "@/lib/cache/catalog-expiry";
import { serverConfig } from "@/lib/config/server";
import { withRequestId } from "@/lib/log";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/log/request-id";
import { crossOriginRefusal, isCrossOriginWrite } from "@/lib/security/same-origin";

// The embedded API (server/) needs Node APIs: PGlite, crypto, the filesystem.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** `/api/*`: the real backend when API_BASE_URL is set, else the embedded implementation. */
async function handle(request: Request): Promise<Response> {
  // The browser's session cookie rides along on every call here: refuse writes from other origins.
  if (isCrossOriginWrite(request)) return crossOriginRefusal();
  // proxy.ts has set the request id; it travels on to either API in the request's headers.
  return withRequestId(requestIdFrom(request.headers.get(REQUEST_ID_HEADER)), async () => {
    const { apiBaseUrl } = serverConfig();
    const response = apiBaseUrl ? await proxyToBackend(request, apiBaseUrl) : await (await import("@/server/embedded")).handleEmbedded(request);
    // A catalogue write answers once the cached pages are expired (lib/cache/catalog-expiry.ts; a separate
    // backend says so in a header, lib/api/upstream.ts): the next page view shows it.
    await catalogExpiriesSettled();
    return response;
  });
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };

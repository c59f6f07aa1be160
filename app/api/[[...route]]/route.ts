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
    if (apiBaseUrl) return proxyToBackend(request, apiBaseUrl);
    const { handleEmbedded } = await import("@/server/embedded");
    const response = await handleEmbedded(request);
    // A catalogue write answers once the cached pages are expired (lib/cache/catalog-expiry.ts):
    // the next page view shows it.
    await catalogExpiriesSettled();
    return response;
  });
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };

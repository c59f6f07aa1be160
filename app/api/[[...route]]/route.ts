import { proxyToBackend } from "@/lib/api/proxy";
import { crossOriginRefusal, isCrossOriginWrite } from "@/lib/security/same-origin";

// The embedded API (server/) needs Node APIs: PGlite, crypto, the filesystem.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** `/api/*`: the real backend when API_BASE_URL is set, else the embedded implementation. */
async function handle(request: Request): Promise<Response> {
  // The browser's session cookie rides along on every call here: refuse writes from other origins.
  if (isCrossOriginWrite(request)) return crossOriginRefusal();
  const baseUrl = process.env.API_BASE_URL;
  if (baseUrl) return proxyToBackend(request, baseUrl);
  const { handleEmbedded } = await import("@/server/embedded");
  return handleEmbedded(request);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };

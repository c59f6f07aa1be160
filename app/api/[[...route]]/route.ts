import { proxyToBackend } from "@/lib/api/proxy";
import { revalidateCatalog } from "@/lib/cache/catalog";
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
  const { handleEmbedded, onCatalogChange } = await import("@/server/embedded");
  // The API's catalogue writes (an order taking the last unit…) revalidate the cached store and item pages.
  onCatalogChange(revalidateCatalog);
  return handleEmbedded(request);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };

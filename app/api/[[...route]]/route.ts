import { proxyToBackend } from "@/lib/api/proxy";

// The embedded API (server/) needs Node APIs: PGlite, crypto, the filesystem.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** `/api/*`: the real backend when API_BASE_URL is set, else the embedded implementation. */
async function handle(request: Request): Promise<Response> {
  const baseUrl = process.env.API_BASE_URL;
  if (baseUrl) return proxyToBackend(request, baseUrl);
  const { handleEmbedded } = await import("@/server/embedded");
  return handleEmbedded(request);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };

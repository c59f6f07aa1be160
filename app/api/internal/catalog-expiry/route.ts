import { revalidateTag } from "next/cache";
import { CATALOG_TAG } from "@/lib/cache/catalog-expiry";
import { CATALOG_EXPIRY_HEADER, validExpirySignature } from "@/lib/cache/expiry-signature";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * `POST /api/internal/catalog-expiry`: expires every cached catalogue read (lib/cache/catalog-expiry.ts).
 * Only with a valid signature; anything else answers the API's 404, as if the route did not exist.
 * Expired at once rather than served stale once more: the next visitor must not see a sold-out item
 * as buyable (docs/decisions.md, Page caching).
 */
export async function POST(request: Request): Promise<Response> {
  if (!validExpirySignature(request.headers.get(CATALOG_EXPIRY_HEADER))) {
    return Response.json({ success: false, message: "Not found." }, { status: 404, headers: { "cache-control": "no-store" } });
  }
  revalidateTag(CATALOG_TAG, { expire: 0 });
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}

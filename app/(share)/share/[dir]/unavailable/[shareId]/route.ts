import { cookies } from "next/headers";
import { getShareBoxAvailability } from "@/lib/api/calls/box-order";
import { sessionApi } from "@/lib/api/server";
import { isShareDir, SHARE_ERROR_COOKIE, SHARE_ERROR_MAX_AGE_S } from "@/lib/share-box/flow";
import { sharePath } from "@/lib/routes";

/**
 * SHARE-08/12: the checkout found the box unavailable. The server asks again (the message is the API's,
 * never the browser's), keeps it in a short-lived cookie, and shows the share error page.
 */
export async function GET(_request: Request, { params }: RouteContext<"/share/[dir]/unavailable/[shareId]">) {
  const { dir, shareId } = await params;
  if (!isShareDir(dir)) return new Response(null, { status: 404 });
  const result = await getShareBoxAvailability(await sessionApi(), shareId);
  const message = result.ok ? result.data.message : result.error.kind === "http" ? result.error.message : null;
  if (message) (await cookies()).set(SHARE_ERROR_COOKIE, message, { httpOnly: true, sameSite: "lax", path: "/", maxAge: SHARE_ERROR_MAX_AGE_S });
  // A relative Location: never built from Host (docs/security.md).
  return new Response(null, { status: 303, headers: { Location: sharePath(dir, "error", shareId) } });
}

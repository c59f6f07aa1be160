"use server";
/**
 * BR-CHK-12: counts a visit to a share link once per visitor. A server action, so the share-cart page
 * ships neither the API client nor its zod schemas to count it (issue 11: they were the page's largest
 * task after hydration). The visitor id cookie is made here, httpOnly: no script needs to read it.
 * A failed count is not the recipient's concern, so nothing is answered either way.
 */
import { cookies } from "next/headers";
import { z } from "zod";
import { recordShareCartView } from "@/lib/api/calls/checkout";
import { publicApi } from "@/lib/api/server";
import { forwardedHeaders } from "@/lib/auth/forwarded";
import { isVisitorId, SHARE_VISITOR_COOKIE, SHARE_VISITOR_MAX_AGE_SECONDS } from "./visitor";
import { serverConfig } from "@/lib/config/server";

/** A server action is a public endpoint: the id is checked before it goes anywhere. */
const ShareId = z.string().min(1).max(64);

export async function recordShareView(shareId: string): Promise<void> {
  const id = ShareId.safeParse(shareId);
  if (!id.success) return;
  const jar = await cookies();
  const known = jar.get(SHARE_VISITOR_COOKIE)?.value;
  const visitor = known && isVisitorId(known) ? known : crypto.randomUUID();
  if (visitor !== known) {
    jar.set(SHARE_VISITOR_COOKIE, visitor, {
      httpOnly: true,
      sameSite: "lax",
      secure: serverConfig().secureCookies,
      path: "/",
      maxAge: SHARE_VISITOR_MAX_AGE_SECONDS,
    });
  }
  await recordShareCartView(await publicApi(await forwardedHeaders()), id.data, visitor);
}

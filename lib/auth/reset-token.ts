import "server-only";
import { validateResetToken } from "@/lib/api/calls/user";
import { publicApi } from "@/lib/api/server";
import { forwardedHeaders } from "./forwarded";

/**
 * Checks a reset or set-up link's token for the page that shows it. The API counts bad tokens per
 * client (finding L1), so the page passes the visitor's address: without it every visitor would
 * share one count, and anybody's bad links would break everybody's reset page.
 */
export async function checkResetToken(token: string) {
  return validateResetToken(await publicApi(await forwardedHeaders()), token);
}

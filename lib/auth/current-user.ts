import "server-only";
import { getCurrentUser } from "@/lib/api/calls/user";
import type { CurrentUser } from "@/lib/api/schemas/user";
import { sessionApi } from "@/lib/api/server";
import { hasSessionCookie } from "./session-cookie";

/**
 * The signed-in user, or null for guests and for a cookie whose token the API no longer accepts
 * (expired or revoked): such a visitor is treated as a guest, so guards never bounce between the
 * sign-in screen and a signed-in page.
 */
export async function currentUser(): Promise<CurrentUser | null> {
  if (!(await hasSessionCookie())) return null;
  const result = await getCurrentUser(await sessionApi());
  return result.ok ? result.data : null;
}

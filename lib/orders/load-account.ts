import "server-only";
import { redirect } from "next/navigation";
import type { ApiClient } from "@/lib/api/http";
import type { ApiResult } from "@/lib/api/errors";
import { sessionApi } from "@/lib/api/server";
import { signInToReach } from "@/lib/auth/contexts";
import { hasSessionCookie } from "@/lib/auth/session-cookie";

/**
 * A signed-in page's own call (the orders and returns lists' first page, an order, a return), made
 * while the page renders so it arrives with its data and the browser makes no second round trip.
 * A guest, or a session the API refuses (401), goes to sign-in, which comes back to `path`; any
 * other failure is the caller's to show.
 */
export async function loadForShopper<T>(store: string, path: string, call: (api: ApiClient) => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  if (!(await hasSessionCookie())) redirect(signInToReach(store, path));
  const result = await call(await sessionApi());
  if (!result.ok && result.error.kind === "http" && result.error.status === 401) redirect(signInToReach(store, path));
  return result;
}

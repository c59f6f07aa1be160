import "server-only";
import { cookies } from "next/headers";
import { getCurrentUser } from "@/lib/api/calls/user";
import { tokenApi } from "@/lib/api/server";
import { INTERNAL_USER_COOKIE, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, SIGNED_IN_COOKIE } from "@/lib/session";
import { forwardedHeaders } from "./forwarded";
import { serverConfig } from "@/lib/config/server";

/**
 * The session lives in two cookies (docs/decisions.md): the token, httpOnly so no script can read
 * it, and a non-secret `sf_signed_in=1` marker that tells client islands a session exists.
 * Both SameSite=Lax (top-level navigations keep the session, cross-site POSTs don't), Secure in
 * production, path /, 30 days.
 */
function options(httpOnly: boolean) {
  return {
    httpOnly,
    sameSite: "lax" as const,
    secure: serverConfig().secureCookies,
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
  };
}

/**
 * Every sign-in and sign-up ends here. AN-05 (BR-AUTH-14): an internal user also gets the non-secret
 * `sf_internal=1` marker, so the browser's analytics events carry `debug_mode`; anyone else has it
 * dropped (a shared browser). A failed read of the user counts as not internal.
 */
export async function setSessionCookies(token: string): Promise<void> {
  const jar = await cookies();
  jar.set(SESSION_COOKIE, token, options(true));
  jar.set(SIGNED_IN_COOKIE, "1", options(false));
  if (await isInternalUser(token)) jar.set(INTERNAL_USER_COOKIE, "1", options(false));
  else jar.set(INTERNAL_USER_COOKIE, "", { ...options(false), maxAge: 0 });
}

async function isInternalUser(token: string): Promise<boolean> {
  try {
    const user = await getCurrentUser(await tokenApi(token, await forwardedHeaders()));
    return user.ok && user.data.internal_user;
  } catch {
    return false;
  }
}

export async function clearSessionCookies(): Promise<void> {
  const jar = await cookies();
  jar.set(SESSION_COOKIE, "", { ...options(true), maxAge: 0 });
  jar.set(SIGNED_IN_COOKIE, "", { ...options(false), maxAge: 0 });
  jar.set(INTERNAL_USER_COOKIE, "", { ...options(false), maxAge: 0 });
}

export async function hasSessionCookie(): Promise<boolean> {
  return Boolean((await cookies()).get(SESSION_COOKIE)?.value);
}

// Shared with server/ (eslint.config.mjs): no imports here.

/** Name of the httpOnly cookie that holds the API access token (set and read only on the server). */
export const SESSION_COOKIE = "sf_session";

/**
 * A non-secret marker (`1`, readable by scripts) that a session exists, so client islands of
 * statically cached pages load the current user only for visitors who have signed in.
 */
export const SIGNED_IN_COOKIE = "sf_signed_in";

/**
 * A non-secret marker (`1`) that the signed-in user is internal (`internal_user`, AN-05, BR-AUTH-14):
 * their analytics events carry `debug_mode` (lib/analytics/track.ts). Set at sign-in, dropped at sign-out.
 */
export const INTERNAL_USER_COOKIE = "sf_internal";

/** The cookies live 30 days. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Whether a `document.cookie`-style header names the signed-in marker. */
export function hasSignedInMarker(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

// Shared with proxy.ts: no imports here.
/**
 * BROWSE-22: the invite code an owner's copied item link carries (`?code=`), kept for the visit's later sign-up:
 * the proxy sets it from an item page's URL, the sign-up page offers it when its own URL names none (G-15).
 */
export const INVITE_COOKIE = "sf_invite";
export const INVITE_COOKIE_DAYS = 30;

/** A user name, as the invite code is one (BR-AUTH-07); anything else is not kept. */
const INVITE_CODE = /^[A-Za-z0-9_.-]{1,40}$/;

/** The code to keep from a shop URL, or null: only an item page's (`/{store}/item/{storeId}/{itemId}`) `code`. */
export function inviteCodeToKeep(pathname: string, code: string | null): string | null {
  if (!code || !INVITE_CODE.test(code)) return null;
  return /^\/[^/]+\/item\/[^/]+\/[^/]+\/?$/.test(pathname) ? code : null;
}

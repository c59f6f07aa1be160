/** The footer's app promo (NAV-09) and the in-app switch that hides it (INAPP-01, INAPP-03). */
export const APP_PROMO_TEXT = "Track Your Reward Points, Download the App";

const DEFAULT_APP_STORE_URL = "https://apps.apple.com/";
const DEFAULT_PLAY_STORE_URL = "https://play.google.com/store/apps";

export interface AppStoreLinks {
  appStore: string;
  googlePlay: string;
}

/** Store links come from configuration (G-22, G-55); empty values fall back to the stores' home pages. */
export function appStoreLinks(env: Record<string, string | undefined> = process.env): AppStoreLinks {
  return {
    appStore: env.NEXT_PUBLIC_APP_STORE_URL || DEFAULT_APP_STORE_URL,
    googlePlay: env.NEXT_PUBLIC_PLAY_STORE_URL || DEFAULT_PLAY_STORE_URL,
  };
}

/** A page opened by the native app carries `?inapp` (with or without a value). */
export function isInAppMode(search: Pick<URLSearchParams, "has"> | null): boolean {
  return search?.has("inapp") ?? false;
}

/**
 * Finding 6: in-app mode lasts for the visit inside the web view. The first `?inapp` page sets this session
 * cookie (proxy.ts), and every later page, whatever link, redirect or navigation led there, reads it. Not a secret
 * (readable by scripts); no max-age: it ends with the web view's session. docs/decisions.md "In-app mode".
 */
export const INAPP_COOKIE = "sf_inapp";

/** Whether a `document.cookie`-style header holds the in-app cookie. */
export function hasInAppCookie(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim() === `${INAPP_COOKIE}=1`);
}

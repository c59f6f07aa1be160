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

/** The download promo makes no sense inside the app that it advertises. */
export const showAppPromo = (search: Pick<URLSearchParams, "has"> | null) => !isInAppMode(search);

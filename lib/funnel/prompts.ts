/**
 * The download-app popup (NAV-10) and the add-to-home-screen banner (NAV-08): when they may show, and the
 * cookies that remember a "no" (G-15: the names and lifetimes are here).
 */
import type { Platform } from "./device";

/** 'Don't show again' on the download popup: 14 days (A:98). */
export const APP_POPUP_COOKIE = "sf_app_popup_hidden";
export const APP_POPUP_DAYS = 14;
/** The add-to-home-screen banner's close: remembered as long as the popup's "no" (the spec gives no span). */
export const HOME_SCREEN_COOKIE = "sf_home_screen_hidden";
export const HOME_SCREEN_DAYS = 14;

/** The app offer of the popup's copy (A:8): the code of 15% off the first order in the app. */
export const APP_OFFER_CODE = "WELCOME15";

export const POPUP_TEXT = {
  getApp: "Get the app",
  continueToShop: "Continue to shop",
  dontShowAgain: "Don't show again",
} as const;

/** The scroll trigger's reach (A:266): the product list's top within 3000 px plus the viewport's height. */
export const POPUP_TRIGGER_PX = 3000;

/**
 * MISC-03: each landing download button redirects after this long (B:275), counting down on screen. Here, not in
 * ./landing.ts, which reads settings: the countdown island must not bring the settings' schema to the browser.
 */
export const LANDING_REDIRECT_MS = 5000;

/** Whether a `document.cookie`-style header holds `name=1`. */
export function hasFlagCookie(cookieHeader: string, name: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim() === `${name}=1`);
}

/** The `document.cookie` assignment that remembers a "no" for `days`. */
export function flagCookie(name: string, days: number, secure: boolean): string {
  return `${name}=1; Max-Age=${days * 24 * 60 * 60}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export interface PromptContext {
  desktop: boolean;
  inApp: boolean;
  /** the prompt's own "no" cookie is set */
  dismissed: boolean;
}

/** NAV-10 / NAV-08: never on a desktop, never inside the app, not while its "no" is remembered. */
export function mayPrompt({ desktop, inApp, dismissed }: PromptContext): boolean {
  return !desktop && !inApp && !dismissed;
}

/**
 * The popup's scroll trigger (A:259): the product list's top (its `getBoundingClientRect().top`) is within
 * 3000 px plus the viewport's height. A page without a product list (the item page) triggers on its first scroll.
 */
export function popupTriggered(listTop: number | null, viewportHeight: number): boolean {
  return listTop === null || listTop <= POPUP_TRIGGER_PX + viewportHeight;
}

/** Which home-screen hint a platform gets: Android's install (or its menu), iOS's Share → Add to Home Screen; none on the web. */
export function homeScreenVariant(platform: Platform): "android" | "ios" | null {
  return platform === "web" ? null : platform;
}

export const HOME_SCREEN_TEXT = {
  title: "Add this shop to your home screen",
  android: "Install it for one-tap shopping.",
  androidMenu: "Open your browser's menu and choose Add to Home screen.",
  ios: "Tap Share, then Add to Home Screen.",
  install: "Install",
  close: "Close",
} as const;

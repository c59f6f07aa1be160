/**
 * The app funnel's device rules (NAV-08, NAV-10, MISC-03): which phone platform a user agent names, and
 * what counts as a desktop. Plain functions: the islands pass in what the browser says.
 */
export type Platform = "ios" | "android" | "web";

/**
 * iOS or Android from the user agent, else web. iPadOS 13+ reports a Mac's user agent; it is told apart by its
 * touch points (`maxTouchPoints > 1`), which a Mac does not have.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return "android";
  if (/iphone|ipad|ipod/i.test(userAgent)) return "ios";
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return "ios";
  return "web";
}

/** The `desktop:` breakpoint of styles/globals.css (BR-UI-05). */
export const DESKTOP_MIN_WIDTH = 960;

export interface Viewport {
  /** the viewport's CSS width */
  width: number;
  /** `(pointer: fine)`: the primary pointer is a mouse or a trackpad */
  finePointer: boolean;
  /** the device has a touch screen (`navigator.maxTouchPoints > 0`) */
  touch: boolean;
}

/**
 * "Desktop" for the app prompts (docs/decisions.md): a viewport as wide as the desktop layout, or a mouse as the
 * primary pointer of a device without a touch screen (a laptop's narrow window is still a desktop). A phone or a
 * tablet held upright is neither.
 */
export function isDesktop({ width, finePointer, touch }: Viewport): boolean {
  return width >= DESKTOP_MIN_WIDTH || (finePointer && !touch);
}

/** The browser's answer to {@link isDesktop}. */
export function browserIsDesktop(win: Pick<Window, "innerWidth" | "matchMedia" | "navigator">): boolean {
  return isDesktop({ width: win.innerWidth, finePointer: win.matchMedia("(pointer: fine)").matches, touch: win.navigator.maxTouchPoints > 0 });
}

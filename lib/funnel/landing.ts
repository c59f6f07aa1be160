/**
 * The mobile landing page (MISC-03, `/landing?link=`): its download buttons from settings, and where
 * 'Continue in browser' may go. Pure functions; the page passes the environment and the shop's origin.
 */
import { httpOrigin, type Env } from "@/lib/config/deployment";
import type { Platform } from "./device";

export const LANDING_TEXT = {
  title: "Get the app",
  continueInBrowser: "Continue in browser",
} as const;

export interface DownloadButton {
  id: "ios" | "android" | "web";
  label: string;
  /** what the countdown says it is opening */
  destination: string;
  href: string;
}

function httpUrl(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The three download buttons (App Store, Google Play, the app's download page for any other device), each from
 * its setting (NEXT_PUBLIC_APP_STORE_URL, NEXT_PUBLIC_PLAY_STORE_URL, APP_DOWNLOAD_PAGE_URL). A button whose
 * setting is missing is left out: never a dead link. The detected platform's button comes first.
 */
export function downloadButtons(env: Env, platform: Platform): DownloadButton[] {
  const all: (DownloadButton | null)[] = [
    button("ios", "Download on the App Store", "the App Store", env.NEXT_PUBLIC_APP_STORE_URL),
    button("android", "Get it on Google Play", "Google Play", env.NEXT_PUBLIC_PLAY_STORE_URL),
    button("web", "Other devices: the download page", "the download page", env.APP_DOWNLOAD_PAGE_URL),
  ];
  const buttons = all.filter((b): b is DownloadButton => b !== null);
  return [...buttons.filter((b) => b.id === platform), ...buttons.filter((b) => b.id !== platform)];
}

function button(id: DownloadButton["id"], label: string, destination: string, setting: string | undefined): DownloadButton | null {
  const href = httpUrl(setting);
  return href ? { id, label, destination, href } : null;
}

/** The app's download page (APP_DOWNLOAD_PAGE_URL), or null when none is set. */
export function downloadPageUrl(env: Env): string | null {
  return httpUrl(env.APP_DOWNLOAD_PAGE_URL);
}

/**
 * Where `link` may lead, as a path of ours, or null (no open redirect, finding H1's rule): a path on this site
 * (`/demo/item/…`), or an absolute URL whose origin is the shop's own. Protocol-relative (`//evil`), backslash
 * tricks (`/\evil`), other schemes and other hosts are refused.
 */
export function sameSiteTarget(link: string | null | undefined, origin: string): string | null {
  const raw = link?.trim();
  if (!raw || raw.length > 2000) return null;
  const own = httpOrigin(origin);
  if (!own) return null;
  if (raw.startsWith("/") && (raw.startsWith("//") || raw.startsWith("/\\"))) return null;
  let url: URL;
  try {
    url = new URL(raw, own);
  } catch {
    return null;
  }
  if (url.origin !== own) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** 'Continue in browser' (B:86): the `link` when it is ours, else the download page, else the shop's home. */
export function continueTarget(link: string | null | undefined, origin: string, env: Env): string {
  return sameSiteTarget(link, origin) ?? downloadPageUrl(env) ?? "/";
}

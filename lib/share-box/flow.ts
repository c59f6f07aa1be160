/**
 * The share flows' pages (SHARE-01…12): which `dir` and suffix a URL may have, where each step leads,
 * and the page words that are not the spec's quoted strings (those are lib/stylist/share-box.ts).
 */
import type { Route } from "next";
import { sharePath, type ShareDir } from "@/lib/routes";

export const SHARE_DIRS: readonly ShareDir[] = ["kol", "koldir"];
export const isShareDir = (value: string): value is ShareDir => (SHARE_DIRS as readonly string[]).includes(value);

/** The cookie the server sets with the message of an unavailable box (SHARE-08/12); read once by the error page. */
export const SHARE_ERROR_COOKIE = "share_error";
/** The message is for the page shown next: a minute is plenty. */
export const SHARE_ERROR_MAX_AGE_S = 60;

/** Where a signed-in visitor goes from the share sign-in and sign-up (SHARE-05/06): the checkout. */
export const afterShareAuthPath = (dir: ShareDir, shareId: string): Route => sharePath(dir, "checkout", shareId);

/** NAV-13: Sign Out leads back to the start page (koldir has none: its Get Styled page). */
export const shareHomePath = (dir: ShareDir, shareId: string): Route => (dir === "kol" ? sharePath("kol", "box-start", shareId) : sharePath("koldir", "gsb", shareId));

export const SHARE_TEXT = {
  /** spec SHARE-02 (quoted) */
  getStyledBy: (stylist: string) => `Get Styled By ${stylist}`,
  styleMyself: "Style Myself Box",
  /** spec SHARE-03 / SHARE-04 (prose labels) */
  signMeUp: "Sign Me Up",
  startNow: "Start Now",
  /** spec SHARE-09 (quoted) */
  sameAsShipping: "same as shipping address",
  confirmAndPay: "confirm and pay",
} as const;

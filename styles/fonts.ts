import localFont from "next/font/local";

/**
 * The display serif (store names, item names, headings). Its Latin subset (styles/fonts/, 15.7 kB, against the
 * package's 47.3 kB whole: docs/decisions.md "The display serif's Latin subset"); a letter outside it (a name in
 * Latin Extended, say) is drawn in the fallback. Not preloaded: the root layout would then fetch it on every page,
 * the bare baseline of the Lighthouse bench included, whether the page shows a heading or not. `optional`, not
 * `swap`: the metric-matched fallback only matches where Times New Roman is installed (not on Android), and
 * elsewhere the swap re-wrapped headings after the first paint (the gift set-up page moved by CLS 0.034, issue 11).
 * A page shows the serif when it is there in time, and every later page once it is cached; nothing moves.
 */
export const displaySerif = localFont({
  src: "./fonts/GeistSerif-Regular-latin.woff2",
  variable: "--font-geist-serif-regular",
  weight: "400",
  display: "optional",
  preload: false,
  fallback: ["Times New Roman", "Times", "serif"],
  adjustFontFallback: "Times New Roman",
});

/**
 * The body face: Geist's variable sans (every weight in one file), its Latin subset (26.5 kB, against the package's
 * 69.9 kB; made like the serif's: docs/decisions.md "The body face"). Preloaded by the root layout, and `optional`
 * as the serif is: on a phone's 4G the whole file arrived after the first paint, and its swap re-wrapped the plan
 * page's text and moved its plan cards (CLS 0.084 under Lighthouse's applied throttling). Now a first visit on a slow
 * network keeps the metric-matched Arial, and every later page, or a fast network's first, shows Geist.
 */
export const bodySans = localFont({
  src: "./fonts/Geist-Variable-latin.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "optional",
  fallback: ["Arial", "Helvetica", "sans-serif"],
  adjustFontFallback: "Arial",
});

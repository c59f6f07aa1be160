import localFont from "next/font/local";

/**
 * The display serif (store names, item names, headings). Its Latin subset (styles/fonts/, 15.7 kB, against the
 * package's 47.3 kB whole: docs/decisions.md "The display serif's Latin subset"); a letter outside it (a name in
 * Latin Extended, say) is drawn in the fallback. Not preloaded: the root layout would then fetch it on every page,
 * the bare baseline of the Lighthouse bench included, whether the page shows a heading or not. `optional`, not
 * `swap`: the metric-matched fallback only matches where Times New Roman is installed (not on Android), and
 * elsewhere the swap re-wrapped headings after the first paint (the gift set-up page moved by CLS 0.034, issue 11).
 * A page shows the serif when it is there in time, and every later page once it is cached; nothing moves.
 * The sans body face comes preloaded from the `geist` package.
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

import localFont from "next/font/local";

/**
 * The display serif (store names, item names, headings). Not preloaded: on a slow phone its 47 KB
 * would race the page's first picture. `optional`, not `swap`: the metric-matched fallback only
 * matches where Times New Roman is installed (not on Android), and elsewhere the swap re-wrapped
 * headings after the first paint (the gift set-up page moved by CLS 0.034, issue 11). A page shows
 * the serif when it is there in time, and every later page once it is cached; nothing moves.
 * The sans body face comes preloaded from the `geist` package.
 */
export const displaySerif = localFont({
  src: "../node_modules/geist/dist/fonts/geist-serif/GeistSerif-Regular.woff2",
  variable: "--font-geist-serif-regular",
  weight: "400",
  display: "optional",
  preload: false,
  fallback: ["Times New Roman", "Times", "serif"],
  adjustFontFallback: "Times New Roman",
});

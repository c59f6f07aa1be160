import localFont from "next/font/local";

/**
 * The display serif (store names, item names, headings). Not preloaded: on a slow phone its 47 KB
 * would race the page's first picture, and the metric-matched fallback keeps the swap from moving
 * anything. The sans body face comes preloaded from the `geist` package.
 */
export const displaySerif = localFont({
  src: "../node_modules/geist/dist/fonts/geist-serif/GeistSerif-Regular.woff2",
  variable: "--font-geist-serif-regular",
  weight: "400",
  display: "swap",
  preload: false,
  fallback: ["Times New Roman", "Times", "serif"],
  adjustFontFallback: "Times New Roman",
});

/**
 * The analytics setting (AN-01…05, G-18): a GA4 measurement id in NEXT_PUBLIC_GA_MEASUREMENT_ID. With it,
 * gtag.js loads and the CSP allows Google's hosts; without it, events still go to `window.dataLayer` and
 * nothing is sent anywhere. The CSP (server) and the browser
 * bundle both read it.
 */
import type { Env } from "@/lib/config/deployment";

/** `G-` and upper-case letters or digits; anything else counts as unset (it ends up in a script URL and the CSP). */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

export function gaMeasurementId(env: Env): string | null {
  const id = env.NEXT_PUBLIC_GA_MEASUREMENT_ID?.trim();
  return id && MEASUREMENT_ID.test(id) ? id : null;
}

/**
 * The Content-Security-Policy of the shop's pages (finding M3), as one pure function of the settings.
 *
 * Two flavours share everything but `script-src`:
 * - the nonce policy (`nonce` given): `'nonce-…' 'strict-dynamic'`, for the pages that render per
 *   visitor and take secrets (lib/security/pages.ts). Next puts the nonce on its own scripts; scripts
 *   those load (Stripe.js, the Maps loader, Firebase's gapi) are trusted through 'strict-dynamic'.
 * - the static policy: `'self' 'unsafe-inline'`, for the public catalogue, whose HTML is meant to be
 *   served from Next's cache, where no per-request nonce can exist (Next inlines its RSC payload
 *   and bootstrap as inline scripts).
 * A third-party host is allowed only when its public key is configured; without any key the policy
 * allows nothing but the shop itself. The hosts are those the libraries load from (node_modules:
 * @stripe/stripe-js, @firebase/auth, @react-google-maps/api) and their vendors' CSP guides.
 */
import { gaMeasurementId } from "@/lib/analytics/config";
import { publicOrigin, type Env } from "@/lib/config/deployment";
import { firebaseSettingsFrom } from "@/lib/firebase/config";
import { VIDEO_EMBED_ORIGIN } from "@/lib/layout/misc-pages";

export interface PolicyOptions {
  /** per-request nonce: the nonce policy; absent: the static policy */
  nonce?: string;
  /** NEXT_PUBLIC_* as the browser bundle has them, and SITE_URL */
  env: Env;
  /** `next dev`: React's dev tooling evaluates strings */
  dev?: boolean;
  /** the page may be framed by other sites (lib/security/pages.ts, EMBEDDABLE_PAGES) */
  embeddable?: boolean;
  /** the page embeds MISC-04's video player (/video/{id}): the one page that frames another site */
  video?: boolean;
  /** more origins this page frames (SHARE-03: the Get Styled page's configured quiz) */
  frames?: string[];
}

type Directives = Record<string, string[]>;

/** For a JSON API: it loads nothing and is framed by nobody. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The sources each configured third party adds, directive by directive. */
function thirdPartySources(env: Env): Directives[] {
  const sources: Directives[] = [];
  if (env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim()) {
    sources.push({
      // Stripe.js (js.stripe.com/<release>/stripe.js), its card and wallet frames, 3-D Secure.
      "script-src": ["https://js.stripe.com", "https://*.js.stripe.com"],
      "frame-src": ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
      "connect-src": ["https://api.stripe.com"],
      "img-src": ["https://*.stripe.com"],
    });
  }
  if (env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim()) {
    // The Maps JS loader and the address autocomplete (no map tiles): the Places API (New) answers
    // suggestions and place details from places.googleapis.com.
    const maps = ["https://maps.googleapis.com", "https://maps.gstatic.com"];
    sources.push({ "script-src": maps, "connect-src": [...maps, "https://places.googleapis.com"], "img-src": maps });
  }
  const firebase = firebaseSettingsFrom({
    apiKey: env.NEXT_PUBLIC_FIREBASE_API_KEY,
    authDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    projectId: env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    emulatorHost: env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
  });
  if (firebase) {
    // The popup flow loads Google's gapi, which opens the auth domain's helper iframe; the REST
    // calls go to Identity Toolkit and Secure Token, or all of it to the Auth emulator.
    const emulator = firebase.emulatorHost ? [`http://${firebase.emulatorHost}`] : [];
    sources.push({
      "script-src": ["https://apis.google.com"],
      "frame-src": [`https://${firebase.config.authDomain}`, ...emulator],
      "connect-src": ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com", ...emulator],
    });
  }
  if (gaMeasurementId(env)) {
    // gtag.js (AN-01…05) from Google Tag Manager; its hits go to the regional GA4 collection hosts
    // (Google's "Use Google Tag Manager with a Content Security Policy", GA4 section).
    const google = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];
    sources.push({ "script-src": ["https://www.googletagmanager.com"], "connect-src": google, "img-src": google });
  }
  return sources;
}

export function contentSecurityPolicy({ nonce, env, dev = false, embeddable = false, video = false, frames = [] }: PolicyOptions): string {
  const directives: Directives = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      // With a nonce, CSP3 browsers ignore 'self' and the hosts; CSP2 browsers still need them.
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"]),
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // Inline style attributes (React `style`), next/font's and Sonner's <style> tags.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    // MISC-04's video embed (/video/{id}) only: YouTube's privacy-enhanced player; the Get Styled quiz (SHARE-03) on its page only
    "frame-src": ["'self'", ...(video ? [VIDEO_EMBED_ORIGIN] : []), ...frames],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    ...(embeddable ? {} : { "frame-ancestors": ["'none'"] }),
  };
  for (const party of thirdPartySources(env)) {
    for (const [name, values] of Object.entries(party)) (directives[name] ??= []).push(...values);
  }
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`);
  if (publicOrigin(env).startsWith("https:")) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/**
 * The per-request security headers (findings M3, L6), as pure functions; proxy.ts applies them.
 * The ones every response gets, static files included, are in ./baseline-headers.ts.
 */
import { configEnv, publicOrigin, type Env } from "@/lib/config/deployment";
import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy } from "./csp";
import { isGetStyledPage, quizFrameOrigins } from "@/lib/share-box/quiz";
import { isApiPath, isEmbeddablePage, isPrivatePage } from "./pages";

export type HeaderList = Record<string, string>;

const HSTS = "max-age=63072000; includeSubDomains";

/** Personal pages: no cache keeps them, shared or the browser's own. */
const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * The environment the policies are built from: the server's (SITE_URL…), with NEXT_PUBLIC_* read by
 * their full names so that the build inlines them. The policy then allows exactly the third parties
 * the browser bundle was built to talk to, whatever the server's environment says later.
 */
export function policyEnv(): Env {
  return {
    ...configEnv(),
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY,
    NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
  };
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

export interface ResponseHeaderOptions {
  pathname: string;
  env: Env;
  dev?: boolean;
  /** the request's nonce, for a private page (lib/security/pages.ts) */
  nonce?: string;
}

/** The headers proxy.ts sets on a response; every response gets a CSP. */
export function securityHeaders({ pathname, env, dev = false, nonce }: ResponseHeaderOptions): HeaderList & { "Content-Security-Policy": string } {
  // HSTS only means something over https; a plain-http demo must not pin localhost to https.
  const hsts: HeaderList = publicOrigin(env).startsWith("https:") ? { "Strict-Transport-Security": HSTS } : {};
  if (isApiPath(pathname)) {
    return { ...hsts, "Content-Security-Policy": API_CONTENT_SECURITY_POLICY, "X-Frame-Options": "DENY" };
  }
  const embeddable = isEmbeddablePage(pathname);
  return {
    ...hsts,
    "Content-Security-Policy": contentSecurityPolicy({ nonce, env, dev, embeddable, video: pathname.startsWith("/video/"), frames: isGetStyledPage(pathname) ? quizFrameOrigins(env) : [] }),
    // For browsers without frame-ancestors.
    ...(embeddable ? {} : { "X-Frame-Options": "DENY" }),
    ...(isPrivatePage(pathname) ? { "Cache-Control": PRIVATE_CACHE_CONTROL } : {}),
  };
}

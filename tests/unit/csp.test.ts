import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "@/lib/security/csp";
import { securityHeaders } from "@/lib/security/headers";

/** The policy as directive → sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name, ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

const STRIPE = { NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_123" };
const MAPS = { NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "maps-key" };
const FIREBASE = { NEXT_PUBLIC_FIREBASE_API_KEY: "fb-key", NEXT_PUBLIC_FIREBASE_PROJECT_ID: "shop-prod" };

describe("content security policy", () => {
  it("M3: without third-party keys the shop allows nothing but itself, and no frame, plugin or foreign form", () => {
    expect(parse(contentSecurityPolicy({ env: {} }))).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", "'unsafe-inline'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:"],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "frame-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });

  it("M3: the nonce policy trusts the nonce and what it loads, not inline scripts", () => {
    const scripts = parse(contentSecurityPolicy({ env: {}, nonce: "abc123==" }))["script-src"];
    expect(scripts).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it("M3: Stripe mode allows Stripe.js, its card and 3-D Secure frames, its API and images", () => {
    const policy = parse(contentSecurityPolicy({ env: STRIPE, nonce: "n" }));
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'", "https://js.stripe.com", "https://*.js.stripe.com"]);
    expect(policy["frame-src"]).toEqual(["'self'", "https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"]);
    expect(policy["connect-src"]).toEqual(["'self'", "https://api.stripe.com"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", "https://*.stripe.com"]);
    // The static policy carries the same hosts: a visitor may reach checkout by client-side navigation.
    expect(parse(contentSecurityPolicy({ env: STRIPE }))["script-src"]).toEqual(["'self'", "'unsafe-inline'", "https://js.stripe.com", "https://*.js.stripe.com"]);
  });

  it("M3: a blank Stripe key counts as none", () => {
    expect(contentSecurityPolicy({ env: { NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "  " } })).not.toContain("stripe");
  });

  it("M3: a Maps key allows the Maps script and its Places API (New) calls", () => {
    const policy = parse(contentSecurityPolicy({ env: MAPS }));
    const maps = ["https://maps.googleapis.com", "https://maps.gstatic.com"];
    expect(policy["script-src"]).toEqual(["'self'", "'unsafe-inline'", ...maps]);
    expect(policy["connect-src"]).toEqual(["'self'", ...maps, "https://places.googleapis.com"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", ...maps]);
    expect(contentSecurityPolicy({ env: {} })).not.toContain("google");
  });

  it("M3: Firebase allows gapi, the auth domain's frame and the Identity Toolkit and Secure Token APIs", () => {
    const policy = parse(contentSecurityPolicy({ env: FIREBASE }));
    expect(policy["script-src"]).toEqual(["'self'", "'unsafe-inline'", "https://apis.google.com"]);
    // No auth domain configured: Firebase's default one, as lib/firebase/config.ts uses.
    expect(policy["frame-src"]).toEqual(["'self'", "https://shop-prod.firebaseapp.com"]);
    expect(policy["connect-src"]).toEqual(["'self'", "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"]);
    const custom = parse(contentSecurityPolicy({ env: { ...FIREBASE, NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "login.shop.example.com" } }));
    expect(custom["frame-src"]).toEqual(["'self'", "https://login.shop.example.com"]);
    // An API key without a project id is no Firebase (the social buttons are hidden).
    expect(contentSecurityPolicy({ env: { NEXT_PUBLIC_FIREBASE_API_KEY: "fb-key" } })).not.toContain("google");
  });

  it("M3: with the Auth emulator, its host may be called and framed", () => {
    const policy = parse(contentSecurityPolicy({ env: { ...FIREBASE, NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" } }));
    expect(policy["connect-src"]).toContain("http://127.0.0.1:9099");
    expect(policy["frame-src"]).toContain("http://127.0.0.1:9099");
  });

  it("M3: every third party at once, each host once", () => {
    const policy = parse(contentSecurityPolicy({ env: { ...STRIPE, ...MAPS, ...FIREBASE }, nonce: "n" }));
    expect(policy["script-src"]).toEqual([
      "'self'",
      "'nonce-n'",
      "'strict-dynamic'",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
      "https://maps.googleapis.com",
      "https://maps.gstatic.com",
      "https://apis.google.com",
    ]);
    for (const sources of Object.values(policy)) expect(new Set(sources).size).toBe(sources.length);
  });

  it("M3: upgrades insecure requests only when the public origin is https", () => {
    expect(contentSecurityPolicy({ env: { SITE_URL: "https://shop.example.com" } })).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy({ env: { NEXT_PUBLIC_SITE_URL: "https://shop.example.com" } })).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ env: { SITE_URL: "http://shop.internal:8080" } })).not.toContain("upgrade-insecure-requests");
    // The demo: http://localhost:$PORT.
    expect(contentSecurityPolicy({ env: {} })).not.toContain("upgrade-insecure-requests");
  });

  it("M3: only `next dev` may evaluate strings", () => {
    expect(parse(contentSecurityPolicy({ env: {}, dev: true }))["script-src"]).toContain("'unsafe-eval'");
    expect(parse(contentSecurityPolicy({ env: {}, dev: true, nonce: "n" }))["script-src"]).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ env: {} })).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy({ env: {}, nonce: "n" })).not.toContain("unsafe-eval");
  });

  it("M3: an embeddable page drops frame-ancestors and nothing else", () => {
    const framed = parse(contentSecurityPolicy({ env: {}, embeddable: true }));
    const { "frame-ancestors": ancestors, ...rest } = parse(contentSecurityPolicy({ env: {} }));
    expect(ancestors).toEqual(["'none'"]);
    expect(framed).toEqual(rest);
  });

  it("AN-01…05: a GA4 measurement id allows gtag.js and its collection hosts; without one (or a malformed one) nothing of Google Analytics", () => {
    const google = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];
    const policy = parse(contentSecurityPolicy({ env: { NEXT_PUBLIC_GA_MEASUREMENT_ID: "G-ABC123XYZ" }, nonce: "n" }));
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'", "https://www.googletagmanager.com"]);
    expect(policy["connect-src"]).toEqual(["'self'", ...google]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", ...google]);
    expect(parse(contentSecurityPolicy({ env: { NEXT_PUBLIC_GA_MEASUREMENT_ID: "G-ABC123XYZ" } }))["script-src"]).toContain("https://www.googletagmanager.com");
    for (const id of ["", "  ", "UA-1234-1", "G-abc def", "G-1' https://evil.example"]) {
      expect(contentSecurityPolicy({ env: { NEXT_PUBLIC_GA_MEASUREMENT_ID: id } })).not.toMatch(/google-analytics|googletagmanager/);
    }
  });

  it("MISC-04: only the video page may frame YouTube's privacy-enhanced player", () => {
    const frames = (pathname: string) => parse(securityHeaders({ pathname, env: {} })["Content-Security-Policy"])["frame-src"];
    expect(frames("/video/dQw4w9WgXcQ")).toEqual(["'self'", "https://www.youtube-nocookie.com"]);
    expect(frames("/demo")).toEqual(["'self'"]);
    expect(frames("/demo/checkout/step2")).toEqual(["'self'"]);
  });

  it("SHARE-03: only the Get Styled page may frame the configured quiz; without a setting, nothing more", () => {
    const env = { GET_STYLED_QUIZ_URL: "https://quiz.example.com/w?x=1", GET_STYLED_QUIZ_MEN_URL: "https://quiz.example.com/m" };
    const frames = (pathname: string, withEnv: Record<string, string | undefined> = env) => parse(securityHeaders({ pathname, env: withEnv })["Content-Security-Policy"])["frame-src"];
    expect(frames("/share/kol/gsb/share-1")).toEqual(["'self'", "https://quiz.example.com"]);
    expect(frames("/share/kol/smb/share-1")).toEqual(["'self'"]);
    expect(frames("/demo")).toEqual(["'self'"]);
    expect(frames("/share/kol/gsb/share-1", {})).toEqual(["'self'"]);
  });
});

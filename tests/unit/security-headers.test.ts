import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { API_CONTENT_SECURITY_POLICY } from "@/lib/security/csp";
import { securityHeaders } from "@/lib/security/headers";
import { isPrivatePage } from "@/lib/security/pages";
import { CROSS_ORIGIN_MESSAGE } from "@/lib/security/same-origin";

const ORIGIN = "http://localhost:3000";
const ACTION_ID = "7093eb65c2adada0fb6d61264cc9f126ce78640acf";

function request(pathname: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new NextRequest(`${ORIGIN}${pathname}`, { method: init.method ?? "GET", headers: { host: "localhost:3000", ...init.headers } });
}

/** A server action call as the browser posts it (the body itself is not read here). */
const serverAction = (pathname: string, headers: Record<string, string>) =>
  request(pathname, { method: "POST", headers: { "next-action": ACTION_ID, "content-type": "text/plain;charset=UTF-8", ...headers } });

const nonceOf = (policy: string | null) => policy?.match(/'nonce-([^']+)'/)?.[1];
/** The request headers the proxy hands on to Next's rendering. */
const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

describe("security headers set by the proxy", () => {
  it("M3: a store page gets the static CSP (no nonce), no framing, and stays cacheable", () => {
    const response = proxy(request("/demo", { headers: { "content-security-policy": "script-src 'nonce-chosen-by-client'" } }));
    const policy = response.headers.get("content-security-policy");
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("nonce-");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cache-control")).toBeNull();
    // A client's own CSP header never reaches Next (which would take a nonce from it).
    expect(response.headers.get("x-middleware-override-headers")?.split(",")).not.toContain("content-security-policy");
  });

  it.each(["/demo/checkout/step2", "/auth/sign/signin", "/plan/plan_sign_connect", "/plan/plan_setting", "/demo/orders/lookup"])(
    "M3: %s gets a fresh nonce, the same in the CSP it answers and the one Next renders with",
    (pathname) => {
      const first = proxy(request(pathname));
      const second = proxy(request(pathname));
      const policy = first.headers.get("content-security-policy");
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
      expect(policy).not.toContain("'unsafe-inline' ");
      expect(forwarded(first, "content-security-policy")).toBe(policy);
      expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonceOf(policy));
      expect(first.headers.get("x-frame-options")).toBe("DENY");
    },
  );

  it("M3: the poster store (TOOLS-09) may be framed by other sites and stays cacheable; the store home and the poster checkout may not", () => {
    for (const pathname of ["/demo/poster", "/demo/poster/", "/d%65mo/poster"]) {
      const poster = proxy(request(pathname));
      expect(poster.headers.get("content-security-policy"), pathname).not.toContain("frame-ancestors");
      expect(poster.headers.get("content-security-policy"), pathname).toContain("script-src 'self' 'unsafe-inline'");
      expect(poster.headers.get("x-frame-options"), pathname).toBeNull();
      expect(poster.headers.get("cache-control"), pathname).toBeNull();
    }
    for (const pathname of ["/demo", "/demo/item/store-demo/itm-001", "/demo/embed", "/demo/poster_checkout", "/demo/poster/extra", "/poster"]) {
      const page = proxy(request(pathname));
      expect(page.headers.get("content-security-policy"), pathname).toContain("frame-ancestors 'none'");
      expect(page.headers.get("x-frame-options"), pathname).toBe("DENY");
    }
    expect(proxy(request("/demo/poster_checkout")).headers.get("cache-control")).toBe("private, no-store");
  });

  it("M3: the API answers with a CSP that loads nothing and may not be framed", () => {
    const response = proxy(request("/api/health"));
    expect(response.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("M3: HSTS only when the public origin is https", () => {
    const https = { SITE_URL: "https://shop.example.com" };
    expect(securityHeaders({ pathname: "/demo", env: https })["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(securityHeaders({ pathname: "/api/health", env: https })["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(securityHeaders({ pathname: "/demo", env: {} })["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ pathname: "/demo", env: { SITE_URL: "http://shop.internal" } })["Strict-Transport-Security"]).toBeUndefined();
  });

  it("L6: pages with personal data are private and never stored; catalogue pages are left to Next", () => {
    for (const pathname of ["/demo/checkout/step1", "/demo/checkout/sharecart/step2", "/demo/checkout/done/SO-1001", "/demo/user/profile", "/demo/user/measure", "/myorders/user/measure", "/demo/orders/lookup", "/auth/sign/signup", "/service/reset_password/tok", "/demo/send_password", "/demo/item/manage/pick", "/demo/embed"]) {
      expect(proxy(request(pathname)).headers.get("cache-control"), pathname).toBe("private, no-store");
    }
    for (const pathname of ["/demo", "/demo/item/store-demo/itm-001", "/demo/cart", "/demo/sharecart/share-demo-weekend", "/nowhere/at/all"]) {
      expect(proxy(request(pathname)).headers.get("cache-control"), pathname).toBeNull();
    }
  });
});

describe("private page list", () => {
  it("M3: a trailing slash or an encoded letter does not take a private page off the list", () => {
    expect(isPrivatePage("/demo/checkout/step1/")).toBe(true);
    expect(isPrivatePage("/demo/%63heckout/step1")).toBe(true);
    expect(isPrivatePage("/demo/checkout/%E0%A4%A")).toBe(false);
  });

  it("M3: a prerendered 404 under a private area keeps the static policy (its scripts carry no nonce)", () => {
    expect(isPrivatePage("/auth/sign/elsewhere")).toBe(false);
    expect(isPrivatePage("/demo/checkout/step9")).toBe(false);
    expect(isPrivatePage("/demo/checkout")).toBe(false);
    expect(isPrivatePage("/demo/auth_stylist/elsewhere")).toBe(false);
  });

  it("M3: every page of checkout, sign-in, password, account and order areas is listed, and no other", () => {
    const appDir = path.resolve(import.meta.dirname, "../../app");
    const pages = readdirSync(appDir, { recursive: true, encoding: "utf8" })
      .filter((file) => path.basename(file) === "page.tsx")
      // route groups, `(plan)`, are not part of the URL
      .map((file) => path.dirname(file).split(path.sep).filter((segment) => segment !== "." && !/^\(.+\)$/.test(segment)))
      .map((segments) => `/${segments.join("/")}`.replace(/\/\[[^\]]+\]/g, "/sample"));
    expect(pages.length).toBeGreaterThan(20);
    expect(pages).toEqual(expect.arrayContaining(["/sample/checkout/step1", "/plan/plan_sign_in", "/plan/plan_sign_connect"]));
    const privateArea = /^\/(auth|service|share|google\/deletion|subscription\/update|skd\/sample|plan\/plan_(sign_|forgot_password|checkout|setting|change|stop_renew))|^\/sample\/(checkout|user|orders|send_password|auth_stylist|item\/manage|embed|poster_checkout)\b/;
    for (const page of pages) expect(isPrivatePage(page), page).toBe(privateArea.test(page));
  });
});

describe("refusals before Next (L4)", () => {
  it("L4: a server action from another origin is refused with 403, not Next's 500", async () => {
    const response = proxy(serverAction("/auth/sign/signin", { origin: "https://evil.example", "content-length": "40" }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: CROSS_ORIGIN_MESSAGE });
    // The same without JavaScript: a plain form post carries no Next-Action header.
    expect(proxy(request("/auth/sign/signin", { method: "POST", headers: { origin: "https://evil.example", "content-length": "40" } })).status).toBe(403);
  });

  it("L4: a server action from our own origin, or from the Host's, goes through", () => {
    for (const origin of [ORIGIN, "http://127.0.0.1:3300"]) {
      const host = new URL(origin).host;
      const response = proxy(serverAction("/auth/sign/signin", { origin, host, "content-length": "40" }));
      expect(response.status, origin).toBe(200);
      expect(response.headers.get("x-middleware-next")).toBe("1");
    }
  });

  it("L4: a server action body over 1 MiB is refused with 413; one without a length with 411", async () => {
    const big = proxy(serverAction("/auth/sign/signin", { origin: ORIGIN, "content-length": String(2 * 1024 * 1024) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ success: false, message: expect.stringContaining("1 MiB") });
    expect(proxy(serverAction("/auth/sign/signin", { origin: ORIGIN, "content-length": String(1024 * 1024) })).status).toBe(200);
    const chunked = proxy(serverAction("/auth/sign/signin", { origin: ORIGIN, "transfer-encoding": "chunked" }));
    expect(chunked.status).toBe(411);
    expect(await chunked.json()).toMatchObject({ success: false });
  });

  it("L4: the API's requests are left to the API's own guards", () => {
    const response = proxy(request("/api/cart", { method: "POST", headers: { origin: "https://evil.example", "content-length": String(2 * 1024 * 1024) } }));
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("the invite code of an owner's item link (BROWSE-22)", () => {
  it("an item page's ?code= is kept for the visit's sign-up, httpOnly; other pages' and odd codes are not", () => {
    const kept = proxy(request("/demo/item/store-demo/item-1?open_id=o&user_name=demo&code=demo")).headers.get("set-cookie") ?? "";
    expect(kept).toMatch(/sf_invite=demo/);
    expect(kept).toMatch(/HttpOnly/i);
    expect(kept).toMatch(/Max-Age=2592000/i);
    expect(proxy(request("/demo?code=demo")).headers.get("set-cookie") ?? "").not.toMatch(/sf_invite/);
    expect(proxy(request("/demo/item/store-demo/item-1?code=%3Cb%3E")).headers.get("set-cookie") ?? "").not.toMatch(/sf_invite/);
    // the same code again: no new Set-Cookie, so the cached page's answer stays shareable
    const again = proxy(request("/demo/item/store-demo/item-1?code=demo", { headers: { cookie: "sf_invite=demo" } }));
    expect(again.headers.get("set-cookie") ?? "").not.toMatch(/sf_invite/);
  });
});

/**
 * Next's proxy (the former middleware), in front of every route but the build's static files and
 * the image optimizer: it refuses what Next would answer with a 500 (lib/security/refusals.ts) and
 * sets the per-request security headers (lib/security/headers.ts): the CSP (with a fresh nonce on
 * private pages, which Next reads from the request's CSP header and puts on its scripts), framing,
 * HSTS and Cache-Control.
 */
import { NextResponse, type NextRequest } from "next/server";
import { hostRedirectFor, hostRedirects } from "@/lib/config/hosts";
import { INVITE_COOKIE, INVITE_COOKIE_DAYS, inviteCodeToKeep } from "@/lib/auth/invite-cookie";
import { INAPP_COOKIE } from "@/lib/layout/footer";
import { newNonce, policyEnv, securityHeaders } from "@/lib/security/headers";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/log/request-id";
import { isPrivatePage } from "@/lib/security/pages";
import { refusal } from "@/lib/security/refusals";

const env = policyEnv();
const dev = process.env.NODE_ENV === "development"; // set by Next itself (next dev), not a setting
const redirects = hostRedirects();

export function proxy(request: NextRequest): Response {
  const refused = refusal(request);
  if (refused) return refused;

  const { pathname } = request.nextUrl;
  // MISC-13: `/` on a configured host goes to that host's configured target; no setting, no change
  const target = hostRedirectFor(request.headers.get("host"), pathname, redirects);
  if (target) return NextResponse.redirect(target, 307);
  const nonce = isPrivatePage(pathname) ? newNonce() : undefined;
  const headers = securityHeaders({ pathname, env, dev, nonce });
  // Next takes the nonce from the request's CSP; a client's own CSP header never reaches it.
  const forwarded = new Headers(request.headers);
  forwarded.delete("content-security-policy");
  // One id per request, the caller's when it sent a well-formed one: the logs of the page, the
  // embedded API and the remote API (lib/api/proxy.ts forwards it) carry it, and so does the answer.
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
  forwarded.set(REQUEST_ID_HEADER, requestId);
  if (nonce) forwarded.set("content-security-policy", headers["Content-Security-Policy"]);

  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  // Finding 6: the first `?inapp` page starts in-app mode for the visit (lib/layout/footer.ts). Only that answer
  // carries Set-Cookie, so the front door never caches it; cached pages stay the same for everyone.
  if (request.nextUrl.searchParams.has("inapp") && request.cookies.get(INAPP_COOKIE)?.value !== "1") {
    response.cookies.set(INAPP_COOKIE, "1", { path: "/", sameSite: "lax", secure: !dev && process.env.NODE_ENV === "production" });
  }
  // BROWSE-22: an owner's shared item link (`?code=`) credits the stylist with this visitor's later sign-up.
  const invite = inviteCodeToKeep(pathname, request.nextUrl.searchParams.get("code"));
  if (invite && request.cookies.get(INVITE_COOKIE)?.value !== invite) {
    response.cookies.set(INVITE_COOKIE, invite, { path: "/", sameSite: "lax", httpOnly: true, maxAge: INVITE_COOKIE_DAYS * 24 * 60 * 60, secure: !dev && process.env.NODE_ENV === "production" });
  }
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

export const config = {
  // Not for the build's static files, the image optimizer or public/ documents (custom_data/*.json):
  // files the same for everyone, with nothing to run, which next.config.ts already gives the baseline
  // headers. Running the proxy on them cut a static file's throughput to a quarter.
  matcher: ["/((?!_next/static/|_next/image|custom_data/).*)"],
};

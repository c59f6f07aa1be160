/**
 * Which pages get which protection (findings M3, L6). One list per kind, matched on the request's
 * path; a page not listed is a public catalogue page: the static CSP, cacheable, never framed.
 */

/**
 * Pages that render per visitor and take secrets or show personal data: checkout (every step, the
 * done page), sign-in and sign-up, password pages, the account, the plan settings and the order
 * lookup. They get the nonce CSP and `Cache-Control: private, no-store`. Each pattern is one route of app/, not a
 * prefix: a prerendered page (the 404 among them) has no nonce on its scripts, so it must never get
 * the nonce policy; every page listed here must render per request (tests/unit/security-headers.test.ts
 * checks that each page of these areas is listed).
 */
const PRIVATE_PAGES: readonly RegExp[] = [
  /^\/auth\/[^/]+\/(signin|signup)$/,
  // the plan pages but the marketing ones (plan_style, plan_stylist): sign-in, sign-up, social connect,
  // forgot password, and the checkout, settings, change and stop-renewal pages (issue 13)
  /^\/plan\/plan_(sign_(in|up|connect|newuser)|forgot_password|checkout|setting|change|stop_renew)$/,
  /^\/service\/(reset|setup)_password\/[^/]+$/,
  // MISC-06's set-up request, MISC-01's email verification (the code is a secret), MISC-02's deletion sign-in
  /^\/service\/setup_password$/,
  /^\/service\/email_verify\/[^/]+$/,
  /^\/google\/deletion$/,
  // GIFT-17's box item update: email and order token (in the path when the mail's link was followed)
  /^\/subscription\/update(\/[^/]+)?$/,
  // the Get Styled Box share flows (SHARE-01…12): every page shows the signed-in user or takes a password,
  // and the booking page (SHARE-13), but not its completion pages
  /^\/share\/[^/]+\/(box-start|gsb|smb|sign-in|sign-up|forgot-pass|checkout|error)\/[^/]+$/,
  /^\/skd\/(?!skd_complete$)[^/]+$/,
  // the stylist onboarding (issue 14): the root router, sign-up, store creation, plan pick, the box builder
  /^\/[^/]+\/auth_stylist(\/(auth_home(\/(create_store|guide))?|auth_(land|plan|size|starter|gsb|gsbcheckout|search|done)|plan_done|no_store))?$/,
  // the store tools (TOOLS-02…08): the owner's picker and its redirect, arrange, delete, the embed code
  /^\/[^/]+\/item\/manage\/(edit|pick|arrange|delete)$/,
  /^\/[^/]+\/embed$/,
  // the poster checkout redirect (TOOLS-11): it reads the poster cart from its query, per visitor
  /^\/[^/]+\/poster_checkout$/,
  /^\/[^/]+\/send_password$/,
  /^\/[^/]+\/user\/profile$/,
  /^\/[^/]+\/user\/measure$/,
  /^\/[^/]+\/checkout\/(sharecart\/|sub\/)?step[123]$/,
  /^\/[^/]+\/checkout\/guest$/,
  /^\/[^/]+\/checkout\/done\/[^/]+$/,
  /^\/[^/]+\/orders\/lookup$/,
  /^\/[^/]+\/orders\/(regular|subscription|return)$/,
  /^\/[^/]+\/orders\/regular\/(presale\/)?[^/]+$/,
  /^\/[^/]+\/orders\/(regular\/)?return\/[^/]+$/,
  /^\/[^/]+\/orders\/tracking\/[^/]+\/[^/]+$/,
  /^\/[^/]+\/orders\/subscription\/entry\/[^/]+$/,
  /^\/[^/]+\/orders\/subscription\/[^/]+$/,
];

/**
 * Pages other sites may put in a frame: no `frame-ancestors 'none'`, no `X-Frame-Options`. Only the
 * poster store (TOOLS-09), which the embed code frames; it holds no personal data and takes no secret
 * (its Checkout opens our checkout in a tab of its own). The embed-code page itself is the owner's,
 * signed in, and never framed; nor is the store home.
 */
const EMBEDDABLE_PAGES: readonly RegExp[] = [/^\/[^/]+\/poster$/];

/** The path as routes see it: segments decoded (`%63heckout` is `checkout`), no trailing slash. */
function routePath(pathname: string): string {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return path
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join("/");
}

export const isPrivatePage = (pathname: string) => PRIVATE_PAGES.some((page) => page.test(routePath(pathname)));

export const isEmbeddablePage = (pathname: string) => EMBEDDABLE_PAGES.some((page) => page.test(routePath(pathname)));

/** The embedded REST API (app/api/[[...route]]): JSON, no page. */
export const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

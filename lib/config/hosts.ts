/**
 * Host-based redirects (MISC-13, G-22) and the one store with HOME and SHOP links to an outside site (NAV-07,
 * G-21): all from settings, none by default. A request's Host is only ever compared with a configured host;
 * every redirect target and link is built from configuration, never from the request (finding H1).
 */
import { configEnv, httpOrigin, type Env } from "./deployment";

export interface HostRedirect {
  /** the configured host (`plan.example.com`, with its port when not the default) */
  host: string;
  /** where `/` on that host goes: an absolute URL made of the configured origin */
  target: string;
}

/**
 * PLAN_HOST_URL: its root opens the plan pages (`/plan`, B:92's suggestion). BRAND_HOST_URL with
 * BRAND_HOST_STORE: its root opens that store. A setting that is not an http(s) URL counts as unset.
 */
export function hostRedirects(env: Env = configEnv()): HostRedirect[] {
  const redirects: HostRedirect[] = [];
  const plan = httpOrigin(env.PLAN_HOST_URL);
  if (plan) redirects.push({ host: new URL(plan).host, target: `${plan}/plan` });
  const brand = httpOrigin(env.BRAND_HOST_URL);
  const store = env.BRAND_HOST_STORE?.trim();
  if (brand && store) redirects.push({ host: new URL(brand).host, target: `${brand}/${encodeURIComponent(store)}` });
  return redirects;
}

/** Where a request for `pathname` with this Host header is sent, or null: only `/`, only a configured host. */
export function hostRedirectFor(hostHeader: string | null, pathname: string, redirects: readonly HostRedirect[]): string | null {
  if (pathname !== "/" || !hostHeader) return null;
  const host = hostHeader.trim().toLowerCase();
  return redirects.find((redirect) => redirect.host === host)?.target ?? null;
}

/** A single-store deployment's store (DEFAULT_STORE): `/` opens it instead of the store search; null shows the search. */
export function singleStore(env: Env = configEnv()): string | null {
  return env.DEFAULT_STORE?.trim() || null;
}

export interface ExternalLink {
  label: "HOME" | "SHOP";
  href: string;
}

/**
 * NAV-07: HOME_SHOP_STORE names the store whose menu also links to HOME_SHOP_HOME_URL and HOME_SHOP_SHOP_URL
 * (both http(s) URLs; one missing or malformed leaves its link out). Every other store: none.
 */
export function homeShopLinks(slug: string, env: Env = configEnv()): ExternalLink[] {
  if (!slug || env.HOME_SHOP_STORE?.trim().toLowerCase() !== slug.toLowerCase()) return [];
  const links: ExternalLink[] = [];
  const home = httpUrl(env.HOME_SHOP_HOME_URL);
  const shop = httpUrl(env.HOME_SHOP_SHOP_URL);
  if (home) links.push({ label: "HOME", href: home });
  if (shop) links.push({ label: "SHOP", href: shop });
  return links;
}

/** A whole http(s) URL (path kept), or null. */
function httpUrl(value: string | undefined): string | null {
  if (!httpOrigin(value)) return null;
  return new URL(value!.trim()).href;
}

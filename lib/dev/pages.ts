/**
 * The developer test pages (MISC-08…11) under one route, `/dev/{page}`. A production deployment
 * (SHOP_ENV=production) never serves them: every one answers the not-found page there.
 */
import { configEnv, isProduction, type Env } from "@/lib/config/deployment";

export const DEV_PAGES = {
  "dynamic-link": "Dynamic link generator",
  autocomplete: "Address autocomplete test",
  auth: "Auth test",
  variant: "Variant test",
} as const;
export type DevPage = keyof typeof DEV_PAGES;

/** The dev page `name` names, when this deployment serves dev pages at all; null otherwise. */
export function servedDevPage(name: string, env: Env = configEnv()): DevPage | null {
  if (isProduction(env)) return null;
  return Object.hasOwn(DEV_PAGES, name) ? (name as DevPage) : null;
}

/**
 * The bare page, `/bench/bare` (issue 27): the root layout and one line of text, the yardstick
 * `npm run bench:lighthouse` measures every page against (what the framework and the root layout cost
 * on this machine, this run). A dev page: a production deployment serves it only when the bench asks
 * for it with BENCH_BARE_PAGE=1, and answers the not-found page otherwise.
 */
export function servesBarePage(env: Env = configEnv()): boolean {
  return !isProduction(env) || env.BENCH_BARE_PAGE?.trim() === "1";
}

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

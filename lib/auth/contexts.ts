/**
 * The four sign-in / sign-up contexts (features.md §2, AUTH-07…09) and where each one leads.
 * Auth URLs carry `?store=` (and `subpage` for subscriptions) so the redirect can go back to the
 * store the visitor came from; without it, DEFAULT_STORE.
 */
import type { Route } from "next";
import { planForgotPasswordPath, planSignInPath, planSignUpPath, profilePath, route, sendPasswordPath, shareCartStep1Path, subBrandPath, withSearch } from "@/lib/routes";

export const AUTH_CONTEXTS = ["sign", "checkout", "sub_checkout", "share_checkout"] as const;
export type AuthContext = (typeof AUTH_CONTEXTS)[number];
export type AuthMode = "signin" | "signup";

export const FALLBACK_STORE = "demo";

export const isAuthContext = (value: string): value is AuthContext => (AUTH_CONTEXTS as readonly string[]).includes(value);

/**
 * The plan area's sign-in and sign-up (PLAN-05/06): pages of their own (`/plan/plan_sign_in|up`), the
 * same forms and actions, and their own destination (lib/plans/auth-redirect.ts). Not a context of
 * `/auth/{context}/…`.
 */
export const PLAN_CONTEXT = "plan";
/** Every flow the sign-in and sign-up forms serve: the four auth contexts and the plan screens. */
export type SignInContext = AuthContext | typeof PLAN_CONTEXT;
export const SIGN_IN_CONTEXTS = [...AUTH_CONTEXTS, PLAN_CONTEXT] as const;

type Query = Pick<URLSearchParams, "get" | "toString">;

const queryString = (query: string | Query) => (typeof query === "string" ? query.replace(/^\?/, "") : query.toString());

/** `/auth/{context}/{mode}` with the query string kept as given. */
export function authPath(context: AuthContext, mode: AuthMode, query: string | Query = ""): Route {
  return withSearch(route(`/auth/${context}/${mode}`), queryString(query));
}

/** AUTH-07: sign-in toggles to its sign-up sibling and back, keeping the query string (the plan screens too). */
export function siblingPath(context: SignInContext, mode: AuthMode, query: string | Query = ""): Route {
  const other = mode === "signin" ? "signup" : "signin";
  if (context !== PLAN_CONTEXT) return authPath(context, other, query);
  return other === "signup" ? planSignUpPath(queryString(query)) : planSignInPath(queryString(query));
}

/**
 * The sign-in screen's links: Sign Up (PLAN-05: a plan sign-in whose query has `direct` hides it) and
 * forgot password (the store's page, or the plan area's).
 */
export function signInLinks(context: SignInContext, query: string, store: string): { signUp: Route | null; forgotPassword: Route } {
  if (context !== PLAN_CONTEXT) return { signUp: siblingPath(context, "signin", query), forgotPassword: sendPasswordPath(store) };
  const direct = new URLSearchParams(query).has("direct");
  return { signUp: direct ? null : siblingPath(context, "signin", query), forgotPassword: planForgotPasswordPath() };
}

/** The store an auth screen belongs to: `?store=`, else the default store (DEFAULT_STORE, read by the page from the configuration), else `demo`. */
export function storeOf(query: Pick<URLSearchParams, "get">, defaultStore?: string): string {
  return query.get("store")?.trim() || defaultStore || FALLBACK_STORE;
}

const SITE = "http://site.invalid";

/**
 * `?back=`: the signed-in page a guest asked for before being sent to sign in (an order, the
 * returns list), so plain sign-in comes back to it. Only a path of this site counts: anything that
 * would resolve to another origin (`//evil`, `https:…`, `/\\evil`) is ignored.
 */
export function backPath(query: Pick<URLSearchParams, "get">): Route | null {
  const back = query.get("back");
  if (!back?.startsWith("/")) return null;
  const url = new URL(back, SITE);
  return url.origin === SITE ? withSearch(url.pathname as Route, url.search.slice(1)) : null;
}

/** The `sign` context's query that brings a sign-in (by password or a social provider) back to `path` of `store`. */
export const queryToReach = (store: string, path: string) => new URLSearchParams({ store, back: path }).toString();

/** Where a guest asking for `path` (a signed-in page of `store`) is sent: sign-in, which comes back to `path`. */
export const signInToReach = (store: string, path: string) => authPath("sign", "signin", queryToReach(store, path));

/**
 * AUTH-08 (and AUTH-09 for visitors already signed in): sign and checkout → My Account; sub_checkout
 * → the gift-box home `/{store}/sub/{subpage}/` (My Account when no subpage was passed, or while
 * that page is not served);
 * share_checkout → the shared-cart checkout. Every target is a same-site path built from encoded
 * segments, so a crafted `?store=` cannot redirect off the site.
 */
export function redirectAfterAuth(context: AuthContext, query: Pick<URLSearchParams, "get">, defaultStore?: string): Route {
  const back = context === "sign" ? backPath(query) : null;
  if (back) return back;
  const store = storeOf(query, defaultStore);
  const inApp = query.get("inapp") !== null;
  const withInApp = (path: Route) => withSearch(path, inApp ? "inapp" : "");
  switch (context) {
    case "sub_checkout": {
      const subpage = query.get("subpage")?.trim();
      // A sub-brand nothing is sold under has no page (its builder answers null): My Account then,
      // rather than a 404.
      return withInApp((subpage ? subBrandPath(store, subpage) : null) ?? profilePath(store));
    }
    case "share_checkout":
      return withInApp(shareCartStep1Path(store));
    default:
      return withInApp(profilePath(store));
  }
}

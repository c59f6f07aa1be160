"use server";
/**
 * The account screens' server actions. They call the API on the server and keep the token in the
 * httpOnly cookie (lib/auth/session-cookie.ts), so browser code never holds it. Each re-checks its
 * input with the form's schema (a server action is a public endpoint) and answers the server's own
 * message on failure, shown verbatim (AUTH-05).
 */
import { z } from "zod";
import {
  authenticateWithPassword,
  forgotPassword,
  getCurrentUser,
  resetPassword as resetPasswordCall,
  signOut as signOutCall,
  signUp as signUpCall,
  signupGuide,
} from "@/lib/api/calls/user";
import { publicApi, sessionApi, tokenApi } from "@/lib/api/server";
import { planStylistPath, storePath, stylistRootPath, type ShareDir } from "@/lib/routes";
import { afterShareAuthPath, isShareDir } from "@/lib/share-box/flow";
import type { SignInContext } from "./contexts";
import { destinationAfterAuth } from "./destination";
import { forwardedHeaders } from "./forwarded";
import { clearSessionCookies, setSessionCookies } from "./session-cookie";
import { stylistFieldErrors, stylistSignUpRequest, stylistSignUpSchema, type StylistSignUpInput } from "./stylist-sign-up";
import { forgotPasswordSchema, newPasswordSchema, signInSchema, signUpSchema, type SignInInput, type SignUpInput } from "./validation";

/** A failure's `fields`: the server's per-field issues, for forms that show them under their fields (ONB-04). */
export type ActionResult<T = object> = ({ ok: true } & T) | { ok: false; message: string; fields?: Partial<Record<string, string>> };
export type AuthResult = ActionResult<{ redirectTo: string }>;

/** Shown when a caller bypasses the form's own validation; the form never lets it through. */
const INVALID_INPUT = "Please enter valid information";
const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? INVALID_INPUT;

/**
 * AUTH-06, PLAN-05: email and password; `query` is the auth screen's query string (store, subpage,
 * plan, …), `context` the screen's flow (lib/auth/destination.ts decides where it leads).
 */
export async function signInWithPassword(input: SignInInput, context: SignInContext, query: string): Promise<AuthResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  const api = await publicApi(await forwardedHeaders());
  const result = await authenticateWithPassword(api, parsed.data.email, parsed.data.password);
  if (!result.ok) return { ok: false, message: result.error.message };
  await setSessionCookies(result.data.token);
  return { ok: true, redirectTo: await destinationAfterAuth(context, String(query), result.data.token) };
}

/**
 * AUTH-01/05, PLAN-06: the shopper sign-up; a new account is signed in at once. In the social flow
 * (AUTH-12) the provider's token rides along with the email and password (C-05).
 */
export async function signUp(input: SignUpInput, context: SignInContext, query: string, providerToken?: string): Promise<AuthResult> {
  const parsed = signUpSchema().safeParse(input);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  const values = parsed.data;
  const api = await publicApi(await forwardedHeaders());
  const result = await signUpCall(api, {
    email: values.email,
    password: values.password,
    user_name: values.userName,
    birth_year: values.birthYear,
    ...(values.code ? { code: values.code } : {}),
    ...(providerToken ? { token: providerToken } : {}),
  });
  if (!result.ok) return { ok: false, message: result.error.message };
  await setSessionCookies(result.data.token);
  return { ok: true, redirectTo: await destinationAfterAuth(context, String(query), result.data.token) };
}

/**
 * ONB-03: the stylist sign-in of an existing account. The stylist root decides the next step (ONB-01:
 * the landing with an open store, else the create-store step); `store` is the onboarding's store segment.
 */
export async function signInAsStylist(input: SignInInput, store: string): Promise<AuthResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  const api = await publicApi(await forwardedHeaders());
  const result = await authenticateWithPassword(api, parsed.data.email, parsed.data.password);
  if (!result.ok) return { ok: false, message: result.error.message };
  await setSessionCookies(result.data.token);
  return { ok: true, redirectTo: stylistRootPath(String(store)) };
}

/**
 * ONB-04: the stylist sign-up (`type: "seller"`); the new account is signed in and goes on through the
 * stylist root (ONB-03's afterSignUp: the create-store step). The server's per-field issues come back
 * as `fields`, shown under their fields. In the social sign-up the provider's token rides along, as for
 * shoppers (C-05).
 */
export async function signUpAsStylist(input: StylistSignUpInput, store: string, providerToken?: string, share?: { dir: ShareDir; shareId: string }): Promise<AuthResult> {
  const parsed = stylistSignUpSchema().safeParse(input);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  const api = await publicApi(await forwardedHeaders());
  const result = await signUpCall(api, { ...stylistSignUpRequest(parsed.data), ...(providerToken ? { token: providerToken } : {}) });
  if (!result.ok) {
    const fields = result.error.kind === "http" ? stylistFieldErrors(result.error.issues) : {};
    return Object.keys(fields).length > 0 ? { ok: false, message: result.error.message, fields } : { ok: false, message: result.error.message };
  }
  await setSessionCookies(result.data.token);
  // SHARE-05: the share sign-up goes on to the share checkout; the path is built from encoded segments.
  if (share && isShareDir(String(share.dir))) return { ok: true, redirectTo: afterShareAuthPath(share.dir, String(share.shareId)) };
  return { ok: true, redirectTo: stylistRootPath(String(store)) };
}

/**
 * NAV-14 / G-31: revoke the token, drop both cookies, and go to the plan page (store owners) or the
 * store home. Signing out always succeeds locally, even when the API is unreachable.
 */
export async function signOut(store: string | null): Promise<{ redirectTo: string }> {
  const api = await sessionApi();
  const user = await getCurrentUser(api);
  await signOutCall(api);
  await clearSessionCookies();
  // NAV-14: a stylist store owner signs out to the plan page.
  if (user.ok && user.data.store_opened) return { redirectTo: planStylistPath() };
  return { redirectTo: store ? storePath(store) : "/" };
}

/** AUTH-16 (C-39): whether an account uses this email (API-02, counted per client by the API). */
export async function guestEmailHasAccount(input: { email: string }): Promise<ActionResult<{ exist: boolean }>> {
  const parsed = forgotPasswordSchema.pick({ email: true }).safeParse(input);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  const result = await signupGuide(await publicApi(await forwardedHeaders()), parsed.data.email);
  return result.ok ? { ok: true, exist: result.data.exist } : { ok: false, message: result.error.message };
}

/**
 * AUTH-13: the same answer whether or not the email has an account (the API sees to that). `forSetup`
 * (C-44) only from the set-up page (MISC-06): the mail links to the set-up page instead of the reset one.
 */
export async function requestPasswordReset(input: { email: string }, forSetup = false): Promise<ActionResult> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  const result = await forgotPassword(await publicApi(await forwardedHeaders()), parsed.data.email, forSetup === true);
  return result.ok ? { ok: true } : { ok: false, message: result.error.message };
}

/** AUTH-14/15: sets the new password; the token is the page's `reset_page` param. */
export async function resetPassword(token: string, input: { password: string; passwordRepeat: string }): Promise<ActionResult> {
  const parsed = newPasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  const result = await resetPasswordCall(await publicApi(await forwardedHeaders()), token, parsed.data.password);
  return result.ok ? { ok: true } : { ok: false, message: result.error.message };
}

/**
 * INAPP-09: the native app hands over its session token (`getToken`). It is adopted only after the
 * API confirms it belongs to a user, so a page script cannot plant an arbitrary cookie value.
 */
export async function adoptAppToken(token: string): Promise<ActionResult> {
  if (typeof token !== "string" || token.length < 20 || token.length > 200) return { ok: false, message: INVALID_INPUT };
  const user = await getCurrentUser(await tokenApi(token, await forwardedHeaders()));
  if (!user.ok) return { ok: false, message: user.error.message };
  await setSessionCookies(token);
  return { ok: true };
}

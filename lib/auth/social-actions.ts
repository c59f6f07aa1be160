"use server";
/**
 * Server actions of the social path (AUTH-10…12). Like lib/auth/actions.ts they call the API on the
 * server and keep the session token in the httpOnly cookie; the browser only ever holds the
 * provider's Firebase ID token, which it got from the popup itself.
 */
import { z } from "zod";
import { authenticateWithPassword, authenticateWithProvider, connectSocial } from "@/lib/api/calls/user";
import { publicApi, tokenApi } from "@/lib/api/server";
import type { ProviderAuthResult } from "./social-flow";
import type { SignInContext } from "./contexts";
import { destinationAfterAuth } from "./destination";
import { forwardedHeaders } from "./forwarded";
import { setSessionCookies } from "./session-cookie";
import { signInSchema } from "./validation";

/** A Firebase ID token is a JWT of a kilobyte or so; the bounds only keep junk out. */
const idTokenSchema = z.string().min(10).max(4096);

/** AUTH-10: authenticate with the provider's ID token; the error code (101001) goes back to the flow. */
export async function signInWithProvider(idToken: string, context: SignInContext, query: string): Promise<ProviderAuthResult> {
  if (!idTokenSchema.safeParse(idToken).success) return { ok: false };
  const result = await authenticateWithProvider(await publicApi(await forwardedHeaders()), idToken);
  if (!result.ok) return { ok: false, ...(result.error.kind === "http" && result.error.code !== undefined ? { code: result.error.code } : {}) };
  await setSessionCookies(result.data.token);
  return { ok: true, redirectTo: await destinationAfterAuth(context, String(query), result.data.token) };
}

export type ConnectResult = { ok: true; redirectTo: string; linked: boolean } | { ok: false; message: string };

/**
 * AUTH-11: sign in with the email account's password, then link the social account to it. The
 * sign-in counts even when linking fails (`linked: false`): the shopper is in, only without the
 * shortcut next time.
 */
export async function connectAfterSignIn(
  input: { email: string; password: string },
  idToken: string,
  context: SignInContext,
  query: string,
): Promise<ConnectResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "" };
  const headers = await forwardedHeaders();
  const signedIn = await authenticateWithPassword(await publicApi(headers), parsed.data.email, parsed.data.password);
  if (!signedIn.ok) return { ok: false, message: signedIn.error.message };
  await setSessionCookies(signedIn.data.token);
  const linked = idTokenSchema.safeParse(idToken).success && (await connectSocial(await tokenApi(signedIn.data.token, headers), idToken)).ok;
  return { ok: true, redirectTo: await destinationAfterAuth(context, String(query), signedIn.data.token), linked };
}

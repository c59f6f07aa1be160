/**
 * The social sign-in decisions (AUTH-10, BR-AUTH-01), free of Firebase, React and the network so
 * they can be tested as they are: after the provider popup, ask whether the email has an account;
 * if it has, authenticate with the provider's ID token; 101001 (or any other refusal) leads to the
 * link-account sign-in, no account leads to the new-user sign-up.
 */
import { LINK_SOCIAL_ERROR_CODE } from "@/lib/api/schemas/user";
import type { SocialProviderId } from "@/lib/firebase/providers";

/** What the popup gives us (shopper.md §3 "Social provider data"). */
export interface ProviderProfile {
  providerId: SocialProviderId;
  email: string;
  /** the Firebase ID token, sent to the API as `token` */
  token: string;
  photoURL: string | null;
  displayName: string | null;
}

export type ProviderAuthResult = { ok: true; redirectTo: string } | { ok: false; code?: number };

export interface SocialFlowSteps {
  /** `POST /api/users/signup_guide`: true / false, or null when the call itself failed */
  exists(email: string): Promise<boolean | null>;
  /** `POST /api/users/authenticate` with the provider token, setting the session on success */
  authenticate(token: string): Promise<ProviderAuthResult>;
}

export type SocialOutcome =
  | { next: "signed-in"; redirectTo: string }
  /** plan_sign_connect: sign in with the email account's password, then link */
  | { next: "connect"; linkRequired: boolean }
  /** plan_sign_newuser: sign up with the provider's email */
  | { next: "new-user" }
  /** the error toast 'Sign in fail please try again.' */
  | { next: "failed" };

export async function runSocialFlow(profile: ProviderProfile, steps: SocialFlowSteps): Promise<SocialOutcome> {
  const exists = await steps.exists(profile.email);
  if (exists === null) return { next: "failed" };
  if (!exists) return { next: "new-user" };
  const result = await steps.authenticate(profile.token);
  if (result.ok) return { next: "signed-in", redirectTo: result.redirectTo };
  // "If authentication fails otherwise, show the link-account sign-in" (shopper.md §4).
  return { next: "connect", linkRequired: result.code === LINK_SOCIAL_ERROR_CODE };
}

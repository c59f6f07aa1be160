/**
 * Social sign-in identities. The browser signs in with Google, Facebook or Apple through Firebase
 * Auth and sends the Firebase ID token; the server trusts only what that token, once verified, says.
 *
 * The verifier is a plain function so tests (which cannot reach the Auth emulator) inject a fake
 * one through createApp; the real one is server/auth/firebase.ts.
 */
export interface ProviderIdentity {
  /** Firebase's sign-in provider id: google.com, facebook.com or apple.com */
  provider: string;
  /** the account's id at that provider */
  uid: string;
  /** lower-cased; null when the provider shared none */
  email: string | null;
  photoUrl: string | null;
}

/** Resolves the identity of a valid token, or null for an invalid, expired or foreign one. */
export type VerifyProviderToken = (idToken: string) => Promise<ProviderIdentity | null>;

export const SOCIAL_PROVIDERS = new Set(["google.com", "facebook.com", "apple.com"]);

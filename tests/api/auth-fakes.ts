/**
 * A stand-in for Firebase ID-token verification in API tests (the Auth emulator runs only for the
 * browser tests): `fake-id-token:<provider>:<uid>:<email>` verifies to that identity, anything else fails.
 */
import type { ProviderIdentity, VerifyProviderToken } from "@/server/auth/provider-token";

const PREFIX = "fake-id-token";

export const fakeIdToken = (provider: string, uid: string, email: string) => `${PREFIX}:${provider}:${uid}:${email}`;

export const fakeVerifier: VerifyProviderToken = async (token) => {
  const [prefix, provider, uid, email] = token.split(":");
  if (prefix !== PREFIX || !provider || !uid) return null;
  const identity: ProviderIdentity = { provider, uid, email: email ? email.toLowerCase() : null, photoUrl: null };
  return identity;
};

/** A valid sign-up body; override what a test is about. */
export const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: "new.shopper@example.com",
  password: "goodpass1",
  user_name: "newshopper",
  birth_year: 1990,
  ...overrides,
});

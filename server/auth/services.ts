/**
 * What the account routes depend on beyond the database, made injectable through createApp:
 * the social-token verifier (tests cannot reach the Firebase emulator), the clock (expiry tests)
 * and the rate limits (one set per app, so test files never share counts).
 */
import { verifyFirebaseIdToken } from "./firebase";
import { createAuthLimits, type AuthLimits } from "./limits";
import type { VerifyProviderToken } from "./provider-token";

export interface AccountOptions {
  verifyProviderToken?: VerifyProviderToken;
  now?: () => Date;
  limits?: AuthLimits;
}

export interface AccountServices {
  verifyProviderToken: VerifyProviderToken;
  now: () => Date;
  limits: AuthLimits;
}

export function accountServices(options: AccountOptions = {}): AccountServices {
  const now = options.now ?? (() => new Date());
  return {
    verifyProviderToken: options.verifyProviderToken ?? verifyFirebaseIdToken,
    now,
    limits: options.limits ?? createAuthLimits({}, () => now().getTime()),
  };
}

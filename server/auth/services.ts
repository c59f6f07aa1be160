/**
 * What the account routes depend on beyond the database, made injectable through createApp:
 * the social-token verifier (tests cannot reach the Firebase emulator), the clock (expiry tests)
 * and the rate limits (counted in the app's database: each test file has its own).
 */
import { verifyFirebaseIdToken } from "./firebase";
import { createAuthLimits, type AuthLimits } from "./limits";
import type { VerifyProviderToken } from "./provider-token";
import type { LimitDatabase } from "./rate-limit";

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

export function accountServices(db: LimitDatabase, options: AccountOptions = {}): AccountServices {
  const now = options.now ?? (() => new Date());
  return {
    verifyProviderToken: options.verifyProviderToken ?? verifyFirebaseIdToken,
    now,
    limits: options.limits ?? createAuthLimits(db, {}, () => now().getTime()),
  };
}

/**
 * The rate limits on finding out about accounts and customers: sign-in, sign-up, the email-exists
 * check, forgot and reset password (server/routes/auth.ts), and the first-order coupon's order
 * history check (server/routes/cart.ts).
 *
 * Every limit counts by client first. Limits on one account or email (sign-in failures, reset
 * mails) are TargetedLimiters: they hold back the clients that tried it, never the owner's first
 * try from a device of their own (finding M7). Forgot-password counts every request, whether or
 * not the email has an account, so the limit itself reveals nothing.
 *
 * The browser tests run every journey from one address in one run: the per-client limits leave
 * room for that (e2e signs up about 35 accounts through the UI and the API, more when a test is retried, asks
 * for one reset mail, fails a few sign-ins); the limits live in the database, so they hold for the whole run.
 */
import type { Context } from "hono";
import { ApiError } from "../http";
import { DistinctLimiter } from "./distinct-limit";
import { RateLimiter, type LimitDatabase, type RateLimitRule, type RateLimitVerdict } from "./rate-limit";
import { TargetedLimiter, type TargetedRule } from "./targeted-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_LIMIT_RULES = {
  /** wrong passwords (and invalid social tokens) from one client, any account */
  signInPerClient: { max: 50, windowMs: 15 * MINUTE },
  /** wrong passwords on one account: 5 per client, 20 from everyone before only new clients may try */
  signInPerAccount: { perClient: { max: 5, windowMs: 15 * MINUTE }, total: { max: 20, windowMs: 15 * MINUTE } },
  /** forgot-password requests from one client, any email */
  forgotPerClient: { max: 20, windowMs: 15 * MINUTE },
  /** reset mails to one email: 3 per client, 5 from everyone before only new clients may ask */
  forgotPerEmail: { perClient: { max: 3, windowMs: HOUR }, total: { max: 5, windowMs: HOUR } },
  /** sign-up requests from one client (finding L1) */
  signUpPerClient: { max: 60, windowMs: HOUR },
  /** signup_guide questions ("does this email have an account?") from one client (finding L1) */
  emailChecksPerClient: { max: 20, windowMs: HOUR },
  /** unknown, used or expired reset tokens from one client, checked before any hashing (finding L1) */
  resetFailuresPerClient: { max: 20, windowMs: 15 * MINUTE },
  /** unknown, used or expired email-verification codes from one client (MISC-01) */
  verifyFailuresPerClient: { max: 20, windowMs: 15 * MINUTE },
  /** distinct emails one client may ask a first-order coupon about (finding L2) */
  firstOrderEmailsPerClient: { max: 10, windowMs: HOUR },
} satisfies Record<string, RateLimitRule | TargetedRule>;

export type LimitRules = typeof DEFAULT_LIMIT_RULES;

export const TOO_MANY_ATTEMPTS = "Too many attempts, please try again later.";

export interface AuthLimits {
  signInPerClient: RateLimiter;
  signInPerAccount: TargetedLimiter;
  forgotPerClient: RateLimiter;
  forgotPerEmail: TargetedLimiter;
  signUpPerClient: RateLimiter;
  emailChecksPerClient: RateLimiter;
  resetFailuresPerClient: RateLimiter;
  verifyFailuresPerClient: RateLimiter;
  firstOrderEmailsPerClient: DistinctLimiter;
  /** forgets every count (tests) */
  reset(): Promise<void>;
}

/** The limits, counted in `db` (shared by every process on it: server/auth/rate-limit.ts). */
export function createAuthLimits(db: LimitDatabase, rules: Partial<LimitRules> = {}, now: () => number = Date.now): AuthLimits {
  const all = { ...DEFAULT_LIMIT_RULES, ...rules };
  const limits = {
    signInPerClient: new RateLimiter("sign-in-client", all.signInPerClient, db, now),
    signInPerAccount: new TargetedLimiter("sign-in-account", all.signInPerAccount, db, now),
    forgotPerClient: new RateLimiter("forgot-client", all.forgotPerClient, db, now),
    forgotPerEmail: new TargetedLimiter("forgot-email", all.forgotPerEmail, db, now),
    signUpPerClient: new RateLimiter("sign-up-client", all.signUpPerClient, db, now),
    emailChecksPerClient: new RateLimiter("email-check-client", all.emailChecksPerClient, db, now),
    resetFailuresPerClient: new RateLimiter("reset-failure-client", all.resetFailuresPerClient, db, now),
    verifyFailuresPerClient: new RateLimiter("verify-failure-client", all.verifyFailuresPerClient, db, now),
    firstOrderEmailsPerClient: new DistinctLimiter("first-order-email-client", all.firstOrderEmailsPerClient, db, now),
  };
  return {
    ...limits,
    reset: async () => {
      await Promise.all(Object.values(limits).map((limiter) => limiter.reset()));
    },
  };
}

/**
 * The client's address: the first hop of X-Forwarded-For, else 'unknown'. The front door
 * (scripts/serve.mjs) overwrites that header with the socket's peer, or with the hop the configured
 * trusted proxies vouch for (TRUSTED_PROXIES), so a client cannot choose its own key (finding M1).
 * In-process calls (server actions, tests) pass the visitor's address the same way.
 */
export function clientKey(c: Context): string {
  return c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

/** Throws 429 for a limited verdict; Retry-After is set on the context, which the error response keeps. */
export function refuseIfLimited(c: Context, verdict: RateLimitVerdict): void {
  if (!verdict.limited) return;
  c.header("Retry-After", String(verdict.retryAfterSeconds));
  throw new ApiError(429, TOO_MANY_ATTEMPTS);
}

/** Throws 429 when the key is over its limit (does not count an attempt). */
export async function enforce(c: Context, limiter: RateLimiter, key: string): Promise<void> {
  refuseIfLimited(c, await limiter.check(key));
}

/** Counts this request against the client and refuses it once the client is over the limit (one upsert). */
export async function countClientRequest(c: Context, limiter: RateLimiter): Promise<void> {
  refuseIfLimited(c, await limiter.hit(clientKey(c)));
}

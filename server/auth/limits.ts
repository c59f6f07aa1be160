/**
 * The account endpoints' rate limits. Sign-in counts failures (a correct password clears the
 * account's count); forgot-password counts every request, whether or not the email has an account,
 * so the limit itself reveals nothing.
 *
 * Per-account limits also let a stranger lock an account out of password sign-in for the window:
 * the accepted price of stopping password guessing (a reset mail still works, within its own limit).
 */
import type { Context } from "hono";
import { ApiError } from "../http";
import { RateLimiter, type RateLimitRule } from "./rate-limit";

const MINUTE = 60_000;

export const DEFAULT_LIMIT_RULES = {
  signInPerAccount: { max: 10, windowMs: 15 * MINUTE },
  signInPerClient: { max: 50, windowMs: 15 * MINUTE },
  forgotPerEmail: { max: 5, windowMs: 60 * MINUTE },
  forgotPerClient: { max: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export type LimitRules = typeof DEFAULT_LIMIT_RULES;

export const TOO_MANY_ATTEMPTS = "Too many attempts, please try again later.";

export interface AuthLimits {
  signInPerAccount: RateLimiter;
  signInPerClient: RateLimiter;
  forgotPerEmail: RateLimiter;
  forgotPerClient: RateLimiter;
  /** forgets every count (tests) */
  reset(): void;
}

export function createAuthLimits(rules: Partial<LimitRules> = {}, now: () => number = Date.now): AuthLimits {
  const all = { ...DEFAULT_LIMIT_RULES, ...rules };
  const limits = {
    signInPerAccount: new RateLimiter(all.signInPerAccount, now),
    signInPerClient: new RateLimiter(all.signInPerClient, now),
    forgotPerEmail: new RateLimiter(all.forgotPerEmail, now),
    forgotPerClient: new RateLimiter(all.forgotPerClient, now),
  };
  return { ...limits, reset: () => Object.values(limits).forEach((limiter) => limiter.reset()) };
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

/** Throws 429 when any key is over its limit; Retry-After is set on the context, which the error response keeps. */
export function enforce(c: Context, checks: [RateLimiter, string][]): void {
  for (const [limiter, key] of checks) {
    const verdict = limiter.check(key);
    if (verdict.limited) {
      c.header("Retry-After", String(verdict.retryAfterSeconds));
      throw new ApiError(429, TOO_MANY_ATTEMPTS);
    }
  }
}

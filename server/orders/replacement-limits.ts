/**
 * The limits on replacement requests (finding S2: one paid order let an account write 8 MiB per
 * request without end). Each request may store a photo, so the requests are counted and the bytes
 * are bounded (docs/decisions.md, "Replacement requests: limits and quota"):
 *
 * - new requests (distinct idempotency keys) per user and per client: 10 and 20 an hour. A shopper
 *   asks for a replacement once per damaged item; a retry of the same request is not counted again.
 * - the photos one user stored in the last 30 days: at most 48 MiB (six photos at the 8 MiB cap, a
 *   dozen or more phone photos). Refused requests store nothing, so only accepted ones count.
 *
 * Tests pass other rules through createApp's options (OrderOptions.replacementLimits).
 */
import { DistinctLimiter } from "../auth/distinct-limit";
import type { LimitDatabase, RateLimitRule } from "../auth/rate-limit";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export interface ReplacementLimitRules {
  perUser: RateLimitRule;
  perClient: RateLimitRule;
  /** the bytes of photos one user may have stored within `quotaWindowMs` */
  quotaBytes: number;
  quotaWindowMs: number;
}

export const DEFAULT_REPLACEMENT_LIMITS: ReplacementLimitRules = {
  perUser: { max: 10, windowMs: HOUR },
  perClient: { max: 20, windowMs: HOUR },
  quotaBytes: 48 * 1024 * 1024,
  quotaWindowMs: 30 * DAY,
};

export interface ReplacementLimits {
  perUser: DistinctLimiter;
  perClient: DistinctLimiter;
  quota: { bytes: number; windowMs: number };
}

export function replacementLimits(db: LimitDatabase, rules: Partial<ReplacementLimitRules>, now: () => number): ReplacementLimits {
  const all = { ...DEFAULT_REPLACEMENT_LIMITS, ...rules };
  return {
    perUser: new DistinctLimiter("replacement-user", all.perUser, db, now),
    perClient: new DistinctLimiter("replacement-client", all.perClient, db, now),
    quota: { bytes: all.quotaBytes, windowMs: all.quotaWindowMs },
  };
}

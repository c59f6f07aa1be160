/**
 * A limit on how many distinct values one key may use per window, e.g. how many different emails
 * one client asks about (finding L2). Asking again about a value already counted costs nothing, so
 * an honest client repeating its own question never runs into it.
 */
import { RateLimiter, type RateLimitRule, type RateLimitVerdict } from "./rate-limit";

const pairKey = (key: string, value: string) => `${key}\n${value}`;

export class DistinctLimiter {
  private readonly perKey: RateLimiter;
  /**
   * The (key, value) pairs already counted. A pair's window opens with the value's first use,
   * never before its key's window, so it lasts at least as long as the count it took part in.
   */
  private readonly seen: RateLimiter;

  constructor(
    readonly rule: RateLimitRule,
    now: () => number = Date.now,
  ) {
    this.perKey = new RateLimiter(rule, now);
    this.seen = new RateLimiter({ max: 1, windowMs: rule.windowMs }, now);
  }

  /** Whether `key` may use `value` now (does not count it). */
  check(key: string, value: string): RateLimitVerdict {
    return this.isCounted(key, value) ? { limited: false } : this.perKey.check(key);
  }

  /** Counts `value` for `key`, unless already counted in the window. */
  hit(key: string, value: string): void {
    if (this.isCounted(key, value)) return;
    this.seen.hit(pairKey(key, value));
    this.perKey.hit(key);
  }

  /** Forgets every count (tests). */
  reset(): void {
    this.perKey.reset();
    this.seen.reset();
  }

  private isCounted(key: string, value: string): boolean {
    return this.seen.attempts(pairKey(key, value)) > 0;
  }
}

/**
 * A limit on how many distinct values one key may use per window, e.g. how many different emails
 * one client asks about (finding L2). Asking again about a value already counted costs nothing, so
 * an honest client repeating its own question never runs into it.
 */
import { RateLimiter, type LimitDatabase, type RateLimitRule, type RateLimitVerdict } from "./rate-limit";

const pairKey = (key: string, value: string) => `${key}\n${value}`;

export class DistinctLimiter {
  private readonly perKey: RateLimiter;
  /**
   * The (key, value) pairs already counted. A pair's window opens with the value's first use,
   * never before its key's window, so it lasts at least as long as the count it took part in.
   */
  private readonly seen: RateLimiter;

  constructor(
    readonly name: string,
    readonly rule: RateLimitRule,
    db: LimitDatabase,
    now: () => number = Date.now,
  ) {
    this.perKey = new RateLimiter(name, rule, db, now);
    this.seen = new RateLimiter(`${name}:seen`, { max: 1, windowMs: rule.windowMs }, db, now);
  }

  /**
   * Uses `value` for `key`: free when already counted in the window, else counted, or refused when
   * `key` has used up its values (then the value is not marked as counted). Each step is one atomic
   * upsert, so concurrent requests in several processes cannot together go past the limit.
   */
  async use(key: string, value: string): Promise<RateLimitVerdict> {
    const pair = pairKey(key, value);
    if ((await this.seen.hit(pair)).count > 1) return { limited: false };
    const verdict = await this.perKey.hit(key);
    if (verdict.limited) {
      await this.seen.reset(pair);
      return { limited: true, retryAfterSeconds: verdict.retryAfterSeconds };
    }
    return { limited: false };
  }

  /** Forgets every count (tests). */
  async reset(): Promise<void> {
    await Promise.all([this.perKey.reset(), this.seen.reset()]);
  }
}

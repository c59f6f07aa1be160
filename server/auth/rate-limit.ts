/**
 * A fixed-window attempt counter, in memory and per process (one embedded app per process, see
 * server/embedded.ts). Several server processes would each count on their own: a shared store
 * (Redis, the database) is the upgrade path if the shop ever runs more than one.
 *
 * The clock is injectable so tests can move time instead of waiting.
 */
export interface RateLimitRule {
  /** attempts allowed per window */
  max: number;
  windowMs: number;
}

export type RateLimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

interface Window {
  count: number;
  resetAt: number;
}

/** Past this many keys, expired windows are swept so a flood of distinct keys cannot grow the map forever. */
const SWEEP_THRESHOLD = 10_000;

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `key` has used up its attempts in the current window (does not count an attempt). */
  check(key: string): RateLimitVerdict {
    const window = this.current(key);
    if (!window || window.count < this.rule.max) return { limited: false };
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000)) };
  }

  /** The attempts counted against `key` in its current window. */
  attempts(key: string): number {
    return this.current(key)?.count ?? 0;
  }

  /** Counts one attempt against `key`. */
  hit(key: string): void {
    const window = this.current(key);
    if (window) {
      window.count += 1;
      return;
    }
    if (this.windows.size >= SWEEP_THRESHOLD) this.sweep();
    this.windows.set(key, { count: 1, resetAt: this.now() + this.rule.windowMs });
  }

  /** Forgets `key` (e.g. after a successful sign-in), or every key. */
  reset(key?: string): void {
    if (key === undefined) this.windows.clear();
    else this.windows.delete(key);
  }

  private current(key: string): Window | null {
    const window = this.windows.get(key);
    if (!window) return null;
    if (window.resetAt <= this.now()) {
      this.windows.delete(key);
      return null;
    }
    return window;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

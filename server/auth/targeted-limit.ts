/**
 * A limit on attempts aimed at one target (an account's password, an email's reset mail) that a
 * stranger cannot turn against the target's owner (finding M7). It counts per (target, client)
 * pair and per target across all clients:
 *
 * - a client over its own limit on the target is refused;
 * - a target over its total refuses only the clients that already tried it in their current
 *   window. A client's first attempt on a target always goes through, so the owner, from a
 *   device that has not failed, is never locked out by someone else's attempts.
 *
 * The price: once the total is reached, an attacker with many addresses still gets one attempt
 * per address and window (the per-client limit across targets bounds each address).
 */
import { RateLimiter, type RateLimitRule, type RateLimitVerdict } from "./rate-limit";

export interface TargetedRule {
  /** attempts one client may make on one target */
  perClient: RateLimitRule;
  /** attempts on one target from all clients, past which only clients new to it may try */
  total: RateLimitRule;
}

// Neither an email (validated) nor a header value (the client key) can hold a newline.
const pairKey = (target: string, client: string) => `${target}\n${client}`;

export class TargetedLimiter {
  private readonly perPair: RateLimiter;
  private readonly perTarget: RateLimiter;

  constructor(
    readonly rule: TargetedRule,
    now: () => number = Date.now,
  ) {
    this.perPair = new RateLimiter(rule.perClient, now);
    this.perTarget = new RateLimiter(rule.total, now);
  }

  /** Whether this client may make an attempt on the target now (does not count one). */
  check(target: string, client: string): RateLimitVerdict {
    const pair = pairKey(target, client);
    const own = this.perPair.check(pair);
    if (own.limited || this.perPair.attempts(pair) === 0) return own;
    return this.perTarget.check(target);
  }

  /** Counts one attempt by this client on the target. */
  hit(target: string, client: string): void {
    this.perPair.hit(pairKey(target, client));
    this.perTarget.hit(target);
  }

  /**
   * Forgets this client's attempts on the target (it proved to be the owner). The target's total
   * stays: other clients that tried it stay held back.
   */
  forgive(target: string, client: string): void {
    this.perPair.reset(pairKey(target, client));
  }

  /** Forgets every count (tests). */
  reset(): void {
    this.perPair.reset();
    this.perTarget.reset();
  }
}

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
import { RateLimiter, type LimitDatabase, type RateLimitRule, type RateLimitVerdict } from "./rate-limit";

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
    readonly name: string,
    readonly rule: TargetedRule,
    db: LimitDatabase,
    now: () => number = Date.now,
  ) {
    this.perPair = new RateLimiter(`${name}:client`, rule.perClient, db, now);
    this.perTarget = new RateLimiter(`${name}:total`, rule.total, db, now);
  }

  /**
   * Whether this client may make an attempt on the target now (does not count one), and whether it
   * has tried the target in its current window (only then is there anything to forgive).
   */
  async check(target: string, client: string): Promise<RateLimitVerdict & { tried: boolean }> {
    const own = await this.perPair.check(pairKey(target, client));
    const tried = own.attempts > 0;
    if (own.limited || !tried) return { ...own, tried };
    return { ...(await this.perTarget.check(target)), tried };
  }

  /** Counts one attempt by this client on the target. */
  async hit(target: string, client: string): Promise<void> {
    await Promise.all([this.perPair.hit(pairKey(target, client)), this.perTarget.hit(target)]);
  }

  /**
   * Forgets this client's attempts on the target (it proved to be the owner). The target's total
   * stays: other clients that tried it stay held back.
   */
  async forgive(target: string, client: string): Promise<void> {
    await this.perPair.reset(pairKey(target, client));
  }

  /** Forgets every count (tests). */
  async reset(): Promise<void> {
    await Promise.all([this.perPair.reset(), this.perTarget.reset()]);
  }
}

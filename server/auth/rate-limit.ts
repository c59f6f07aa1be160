/**
 * A fixed-window attempt counter kept in the database (`rate_limit_hits`), so every server process
 * on one PostgreSQL counts against the same limit (docs/decisions.md, "Several server processes").
 * A hit is one atomic upsert: it adds one to the key's window, or opens a new window when the last
 * one has ended, and answers the count, so two processes can never both take the last attempt.
 *
 * Time comes from the injectable clock, not from the database, so tests move it instead of
 * waiting; processes whose clocks differ by a second or two only shift a window's end by as much.
 * Ended windows are deleted by the limiter now and then (at most once per SWEEP_EVERY_MS each).
 */
import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { preparedOn } from "../db/prepared";
import * as t from "../db/schema";

export interface RateLimitRule {
  /** attempts allowed per window */
  max: number;
  windowMs: number;
}

export type RateLimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

/** Where the counts live: the app's database (server/app.ts passes its getter). */
export type LimitDatabase = () => Promise<Database>;

interface Window {
  count: number;
  resetsAt: Date;
}

/** How often one limiter deletes its ended windows. */
const SWEEP_EVERY_MS = 60_000;

/** One hit on a window: a new window, or the count up (a new window when the old one has ended). Prepared: every limited request sends it. */
const countHit = preparedOn("rate_limit_hit", (db, name) =>
  db
    .insert(t.rateLimitHits)
    .values({ limiter: sql.placeholder("limiter"), key: sql.placeholder("key"), count: 1, resetsAt: sql.placeholder("resetsAt") })
    .onConflictDoUpdate({
      target: [t.rateLimitHits.limiter, t.rateLimitHits.key],
      set: {
        count: sql`case when ${t.rateLimitHits.resetsAt} <= ${sql.placeholder("at")}::timestamptz then 1 else ${t.rateLimitHits.count} + 1 end`,
        resetsAt: sql`case when ${t.rateLimitHits.resetsAt} <= ${sql.placeholder("at")}::timestamptz then excluded.resets_at else ${t.rateLimitHits.resetsAt} end`,
      },
    })
    .returning({ count: t.rateLimitHits.count, resetsAt: t.rateLimitHits.resetsAt })
    .prepare(name),
);

export class RateLimiter {
  private lastSweep: number;

  /** `name` tells this limit's rows from the others' (unique per limit, the same in every process). */
  constructor(
    readonly name: string,
    readonly rule: RateLimitRule,
    private readonly db: LimitDatabase,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  /** Whether `key` has used up its attempts in the current window, and how many it made (does not count one). */
  async check(key: string): Promise<RateLimitVerdict & { attempts: number }> {
    const window = await this.current(key);
    return { ...this.verdict(window, this.rule.max), attempts: window?.count ?? 0 };
  }

  /**
   * Counts one attempt against `key`; answers whether this attempt went over the limit (one past
   * the `max` allowed), so counting and refusing are one atomic step.
   */
  async hit(key: string): Promise<RateLimitVerdict & { count: number }> {
    const db = await this.db();
    const now = this.now();
    await this.sweepNowAndThen(db, now);
    const [row] = await countHit(db).execute({ limiter: this.name, key, resetsAt: new Date(now + this.rule.windowMs), at: new Date(now).toISOString() });
    return { ...this.verdict(row!, this.rule.max + 1), count: row!.count };
  }

  /** Forgets `key` (e.g. after a successful sign-in), or every key of this limit. */
  async reset(key?: string): Promise<void> {
    const db = await this.db();
    await db.delete(t.rateLimitHits).where(and(eq(t.rateLimitHits.limiter, this.name), key === undefined ? undefined : eq(t.rateLimitHits.key, key)));
  }

  private async current(key: string): Promise<Window | null> {
    const db = await this.db();
    const [row] = await db
      .select({ count: t.rateLimitHits.count, resetsAt: t.rateLimitHits.resetsAt })
      .from(t.rateLimitHits)
      .where(and(eq(t.rateLimitHits.limiter, this.name), eq(t.rateLimitHits.key, key)));
    return row && row.resetsAt.getTime() > this.now() ? row : null;
  }

  /** Limited once the window holds `limit` attempts. */
  private verdict(window: Window | null, limit: number): RateLimitVerdict {
    const now = this.now();
    if (!window || window.resetsAt.getTime() <= now || window.count < limit) return { limited: false };
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt.getTime() - now) / 1000)) };
  }

  /** Deletes this limit's ended windows, at most once per SWEEP_EVERY_MS (per process; another process's sweep is harmless). */
  private async sweepNowAndThen(db: Database, now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await db.delete(t.rateLimitHits).where(and(eq(t.rateLimitHits.limiter, this.name), lte(t.rateLimitHits.resetsAt, new Date(now))));
  }
}


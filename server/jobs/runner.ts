/**
 * The job runner: every scheduled job (the abandoned-order sweep, plan renewals, gift occasions, the
 * mail sender) runs through it, in however many worker processes (docs/decisions.md "Roles and one
 * job runner" says why it is ours and not pg-boss or graphile-worker).
 *
 * - A job has one `job_schedule` row: when it runs next, who holds it and until when. A worker takes
 *   a due job with one conditional upsert, so of several workers one gets it and the others see it
 *   held: runs never overlap. While it runs the holder renews the lease; a worker killed mid-run
 *   stops renewing, the lease ends, and the next worker that looks takes the job.
 * - Each job claims its own items (`claimed_until`, `FOR UPDATE SKIP LOCKED`) so an item is handled
 *   once even when a lease ended too early; a killed worker's item claims expire the same way.
 * - A run that throws is retried after a backoff that doubles with each failure in a row (up to
 *   BACKOFF_MAX_MS); a run that succeeds comes back after the job's interval.
 * - Every run is a `job_runs` row: start, end, what it counted, the error.
 * - The lease times come from the database's clock, so workers on several hosts agree.
 */
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { log } from "../../lib/log";
import { describeError } from "../../lib/log/error-log";

export interface JobContext {
  db: Database;
  /** aborted when the worker is stopping: finish the item in hand, release the others, return */
  signal: AbortSignal;
}

export interface Job {
  name: string;
  everyMs: number;
  /** answers what it handled, e.g. { sent: 2, failed: 1 }; throws when the run failed */
  run(ctx: JobContext): Promise<Record<string, number>>;
}

export const BACKOFF_FIRST_MS = 5_000;
export const BACKOFF_MAX_MS = 10 * 60_000;

/** The wait after the n-th failure in a row: 5 s, 10 s, 20 s… up to 10 minutes. */
export const backoffMs = (failures: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1));

const inMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

export interface RunnerOptions {
  db: () => Promise<Database>;
  jobs: Job[];
  leaseMs: number;
  pollMs: number;
  /** this worker's name in job_schedule and job_runs */
  worker?: string;
}

export interface Runner {
  worker: string;
  /** one pass: runs every due job this worker can take; answers the names it ran */
  runDue(): Promise<string[]>;
  /** stops polling, lets the job in hand finish its item and release the rest, frees its lease */
  stop(): Promise<void>;
}

export function workerName(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

async function takeLease(db: Database, job: Job, worker: string, leaseMs: number): Promise<{ failures: number } | null> {
  const free = or(isNull(t.jobSchedule.leaseUntil), lt(t.jobSchedule.leaseUntil, sql`now()`));
  const [taken] = await db
    .insert(t.jobSchedule)
    .values({ job: job.name, nextRunAt: sql`now()`, holder: worker, leaseUntil: inMs(leaseMs) })
    .onConflictDoUpdate({
      target: t.jobSchedule.job,
      set: { holder: worker, leaseUntil: inMs(leaseMs) },
      setWhere: and(lte(t.jobSchedule.nextRunAt, sql`now()`), free),
    })
    .returning({ failures: t.jobSchedule.failures });
  return taken ?? null;
}

async function runOnce(db: Database, job: Job, worker: string, leaseMs: number, failures: number, signal: AbortSignal): Promise<void> {
  const id = randomUUID();
  await db.insert(t.jobRuns).values({ id, job: job.name, worker, startedAt: new Date() });
  const renew = setInterval(() => {
    db.update(t.jobSchedule)
      .set({ leaseUntil: inMs(leaseMs) })
      .where(and(eq(t.jobSchedule.job, job.name), eq(t.jobSchedule.holder, worker)))
      .catch((error: unknown) => log.error({ err: error, job: job.name }, "could not renew the job's lease"));
  }, Math.max(50, leaseMs / 3));
  renew.unref();
  let counts: Record<string, number> | null = null;
  let error: string | null = null;
  try {
    counts = await job.run({ db, signal });
  } catch (thrown) {
    error = describeError(thrown).slice(0, 2000);
    log.error({ err: thrown, job: job.name, try: failures + 1 }, "job failed");
  } finally {
    clearInterval(renew);
  }
  await db.update(t.jobRuns).set({ finishedAt: new Date(), counts, error }).where(eq(t.jobRuns.id, id));
  const failed = error !== null;
  await db
    .update(t.jobSchedule)
    // Stopped part-way (the worker is shutting down): due again at once, for another worker to finish.
    .set({ holder: null, leaseUntil: null, failures: failed ? failures + 1 : 0, nextRunAt: inMs(signal.aborted ? 0 : failed ? backoffMs(failures + 1) : job.everyMs) })
    .where(and(eq(t.jobSchedule.job, job.name), eq(t.jobSchedule.holder, worker)));
}

/**
 * The job-runs retention job: finished runs older than `keepDays` are deleted (a run still going, or
 * one a killed worker never finished, is kept until it is that old too), so the table a worker adds a
 * row to every few seconds stays the size of its window. Daily; JOB_RUNS_KEEP_DAYS (default 30).
 */
export function jobRunsRetention(keepDays: number): Job {
  return {
    name: "job-runs-retention",
    everyMs: 24 * 60 * 60_000,
    run: async ({ db }) => {
      const removed = await db
        .delete(t.jobRuns)
        .where(lt(t.jobRuns.startedAt, sql`now() - make_interval(days => ${keepDays})`))
        .returning({ id: t.jobRuns.id });
      return { removed: removed.length };
    },
  };
}

export function startRunner(options: RunnerOptions, { poll = true } = {}): Runner {
  const worker = options.worker ?? workerName();
  const stopping = new AbortController();
  let pass: Promise<string[]> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onePass = async (): Promise<string[]> => {
    const db = await options.db();
    const ran: string[] = [];
    for (const job of options.jobs) {
      if (stopping.signal.aborted) break;
      const lease = await takeLease(db, job, worker, options.leaseMs);
      if (!lease) continue;
      await runOnce(db, job, worker, options.leaseMs, lease.failures, stopping.signal);
      ran.push(job.name);
    }
    return ran;
  };

  const runDue = () => {
    // one pass at a time in this worker: a caller during a pass waits for it
    pass ??= onePass().finally(() => {
      pass = null;
    });
    return pass;
  };

  const tick = () => {
    if (stopping.signal.aborted) return;
    runDue()
      .catch((error: unknown) => log.error({ err: error }, "could not look for due jobs"))
      .finally(() => {
        if (stopping.signal.aborted) return;
        // not unref'd: a worker process lives on its poll until stopped
        timer = setTimeout(tick, options.pollMs);
      });
  };
  if (poll) tick();

  return {
    worker,
    runDue,
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await pass?.catch(() => {});
    },
  };
}

/**
 * The job runner (server/jobs/runner.ts) on one database, several runners standing for several
 * workers: a due job runs in one of them, runs never overlap, a killed worker's lease ends and
 * another takes the job, a failure is retried after a backoff, and every run is recorded.
 */
import { eq, sql } from "drizzle-orm";
import { closeDatabase, openDatabase, type Database } from "@/server/db/client";
import * as t from "@/server/db/schema";
import { backoffMs, jobRunsRetention, startRunner, type Job, type Runner } from "@/server/jobs/runner";

let db: Database;
const runners: Runner[] = [];
beforeAll(async () => {
  db = await openDatabase("memory://", { seed: false });
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  await db.delete(t.jobSchedule);
  await db.delete(t.jobRuns);
});
afterAll(() => closeDatabase(db));

const runner = (jobs: Job[], worker: string, leaseMs = 60_000) => {
  const made = startRunner({ db: async () => db, jobs, leaseMs, pollMs: 60_000, worker }, { poll: false });
  runners.push(made);
  return made;
};
const scheduleOf = async (job: string) => (await db.select().from(t.jobSchedule).where(eq(t.jobSchedule.job, job)))[0]!;
const runsOf = (job: string) => db.select().from(t.jobRuns).where(eq(t.jobRuns.job, job));
const makeDue = (job: string) => db.update(t.jobSchedule).set({ nextRunAt: sql`now() - interval '1 second'` }).where(eq(t.jobSchedule.job, job));

it("runs a due job in one worker of several, never two runs at once, and records the run", async () => {
  let running = 0;
  let most = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const slow: Job = {
    name: "slow",
    everyMs: 60_000,
    run: async () => {
      running++;
      most = Math.max(most, running);
      await gate;
      running--;
      return { handled: 3 };
    },
  };
  const one = runner([slow], "one");
  const two = runner([slow], "two");
  const first = one.runDue();
  await vi.waitFor(() => expect(running).toBe(1));
  // The other worker looks while the run is going: the job is held.
  expect(await two.runDue()).toEqual([]);
  release();
  expect(await first).toEqual(["slow"]);
  expect(most).toBe(1);
  // Done, and not due again before its interval.
  expect(await two.runDue()).toEqual([]);
  const schedule = await scheduleOf("slow");
  expect(schedule).toMatchObject({ holder: null, leaseUntil: null, failures: 0 });
  expect(schedule.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  const [run] = await runsOf("slow");
  expect(run).toMatchObject({ worker: "one", counts: { handled: 3 }, error: null });
  expect(run!.finishedAt!.getTime()).toBeGreaterThanOrEqual(run!.startedAt.getTime());
});

it("a worker killed mid-run stops renewing its lease: once it ends, another worker runs the job", async () => {
  const ran: string[] = [];
  const job = (worker: string): Job => ({ name: "lease", everyMs: 60_000, run: async () => (ran.push(worker), { done: 1 }) });
  // The killed worker: it took the lease and never came back.
  await db.insert(t.jobSchedule).values({ job: "lease", nextRunAt: new Date(0), holder: "killed", leaseUntil: sql`now() + interval '1 second'` });
  const survivor = runner([job("survivor")], "survivor");
  expect(await survivor.runDue()).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  expect(await survivor.runDue()).toEqual(["lease"]);
  expect(ran).toEqual(["survivor"]);
});

it("a lease is renewed while a long run goes on, so no other worker takes the job meanwhile", async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const long: Job = { name: "long", everyMs: 60_000, run: async () => (await gate, {}) };
  const one = runner([long], "one", 300);
  const two = runner([long], "two", 300);
  const first = one.runDue();
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(await two.runDue()).toEqual([]);
  release();
  await first;
  expect((await runsOf("long")).map((run) => run.worker)).toEqual(["one"]);
});

it("a failed run is recorded with its error and retried after a backoff that grows", async () => {
  let calls = 0;
  const flaky: Job = {
    name: "flaky",
    everyMs: 60_000,
    run: async () => {
      calls++;
      if (calls < 3) throw new Error(`provider down (${calls})`);
      return { ok: 1 };
    },
  };
  const worker = runner([flaky], "w");
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    await worker.runDue();
    let schedule = await scheduleOf("flaky");
    expect(schedule.failures).toBe(1);
    expect(schedule.nextRunAt.getTime() - Date.now()).toBeGreaterThan(backoffMs(1) - 2_000);
    expect(schedule.nextRunAt.getTime() - Date.now()).toBeLessThan(backoffMs(1) + 2_000);
    expect(await worker.runDue()).toEqual([]); // not before the backoff
    await makeDue("flaky");
    await worker.runDue();
    schedule = await scheduleOf("flaky");
    expect(schedule.failures).toBe(2);
    expect(schedule.nextRunAt.getTime() - Date.now()).toBeGreaterThan(backoffMs(2) - 2_000);
    await makeDue("flaky");
    await worker.runDue();
  } finally {
    logged.mockRestore();
  }
  expect((await scheduleOf("flaky")).failures).toBe(0);
  const runs = (await runsOf("flaky")).sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  expect(runs.map((run) => run.error?.match(/provider down \(\d\)/)?.[0] ?? null)).toEqual(["provider down (1)", "provider down (2)", null]);
  expect(runs[2]!.counts).toEqual({ ok: 1 });
  expect(backoffMs(1)).toBeLessThan(backoffMs(2));
});

it("stopping a worker mid-run tells the job, waits for it, and leaves the job due at once for another worker", async () => {
  let sawAbort = false;
  let started!: () => void;
  const begun = new Promise<void>((resolve) => (started = resolve));
  const job: Job = {
    name: "stoppable",
    everyMs: 60_000,
    run: async ({ signal }) => {
      started();
      await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve()));
      sawAbort = true;
      return { released: 2 };
    },
  };
  const worker = runner([job], "stopping");
  const pass = worker.runDue();
  await begun;
  await worker.stop();
  await pass;
  expect(sawAbort).toBe(true);
  const schedule = await scheduleOf("stoppable");
  expect(schedule).toMatchObject({ holder: null, leaseUntil: null });
  expect(schedule.nextRunAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  expect(await runner([{ ...job, run: async () => ({}) }], "next").runDue()).toEqual(["stoppable"]);
});

it("keeps job_runs to its window: the retention job deletes runs older than JOB_RUNS_KEEP_DAYS and no others", async () => {
  const day = 24 * 60 * 60_000;
  const run = (id: string, daysAgo: number) => ({ id, job: "sweep", worker: "w", startedAt: new Date(Date.now() - daysAgo * day), finishedAt: new Date(Date.now() - daysAgo * day) });
  await db.insert(t.jobRuns).values([run("old", 31), run("edge", 29), run("new", 0)]);
  expect(await runner([jobRunsRetention(30)], "one").runDue()).toEqual(["job-runs-retention"]);
  const left = (await db.select({ id: t.jobRuns.id, job: t.jobRuns.job, counts: t.jobRuns.counts }).from(t.jobRuns)).sort((a, b) => a.id.localeCompare(b.id));
  // The retention's own run is recorded as well, with what it removed.
  expect(left.filter((row) => row.job === "sweep").map((row) => row.id)).toEqual(["edge", "new"]);
  expect(left.find((row) => row.job === "job-runs-retention")?.counts).toEqual({ removed: 1 });
});

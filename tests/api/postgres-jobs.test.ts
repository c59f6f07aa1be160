/**
 * Issue 23 on one real PostgreSQL (TEST_DATABASE_URL; scripts/test.mjs starts a throwaway cluster):
 * two web processes (apps on their own pools, which run no jobs) and workers (job runners on pools of
 * their own, and real `npm run worker` processes where the test is about processes).
 * - a plan renewal and a gift month due now are charged exactly once, however many workers look;
 * - a worker killed with SIGKILL mid-job (stuck sending a mail) is replaced by a second, which finishes it.
 * Rate limits across both web processes: tests/api/postgres-multi-instance.test.ts.
 */
import type { ChildProcess } from "node:child_process";
import { and, eq, sql } from "drizzle-orm";
import { PlanSettings } from "@/lib/api/schemas/plan";
import { closeDatabase, openDatabase, type Database } from "@/server/db/client";
import * as t from "@/server/db/schema";
import { startRunner, type Runner } from "@/server/jobs/runner";
import { JOB_NAMES, shopJobs } from "@/server/jobs/shop-jobs";
import { sendMail } from "@/server/mail/outbox";
import { freshDatabase, testDatabaseUrl } from "../support/postgres";
import { startServerProcess } from "../support/processes";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { data, testApiOn, type TestApi } from "./helpers";
import { MANY_ORDERS } from "./many-orders";
import { cardToken, chargesOf, checkoutBody, movableClock, planKey, planShopper } from "./plans-support";
import { giftSubscription, savedCard } from "./subscription-account-support";

describe.skipIf(!testDatabaseUrl)("web and worker processes on one PostgreSQL (TEST_DATABASE_URL)", () => {
  const clock = movableClock(new Date());
  let url: string;
  let webOne: TestApi;
  let webTwo: TestApi;
  const workerPools: Database[] = [];

  beforeAll(async () => {
    url = await freshDatabase("jobs");
    const [first, second] = await Promise.all([openDatabase(url), openDatabase(url)]);
    webOne = testApiOn(first, { ...MANY_ORDERS, now: clock.now });
    webTwo = testApiOn(second, { ...MANY_ORDERS, now: clock.now });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([webOne && closeDatabase(webOne.db), webTwo && closeDatabase(webTwo.db), ...workerPools.map(closeDatabase)]);
  });

  const worker = async (name: string): Promise<Runner> => {
    const db = await openDatabase(url, { seed: false });
    workerPools.push(db);
    const pool = async () => db;
    return startRunner({ db: pool, jobs: shopJobs(pool, { now: clock.now, leaseMs: 60_000, mailEveryMs: 60_000, keepRunsDays: 30, mail: null }), leaseMs: 60_000, pollMs: 60_000, worker: name }, { poll: false });
  };

  it("a plan renewal and a gift month due now are charged exactly once with two workers looking at once", async () => {
    // Bought through the web processes: the plan on one, the gift subscription's card on the other.
    const planner = await planShopper(webOne);
    const settings = await data(
      await webOne.post("/api/plan/checkout", checkoutBody({ token: await cardToken(webOne, planner.headers) }), { ...planner.headers, ...planKey() }),
      PlanSettings,
    );
    clock.at = new Date(new Date(settings.plan!.period_end_date).getTime() + 60_000);
    const giver = await planShopper(webTwo);
    const card = await savedCard(webTwo, giver.headers);
    const inThreeDays = new Date(clock.at.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const sub = await giftSubscription(webTwo, giver, { type: "M", cardId: card, occasions: [{ date: inThreeDays, price: 2499, discountPrice: 0 }] });
    // The web processes ran nothing on their own.
    expect(await webOne.db.select().from(t.jobRuns)).toEqual([]);
    expect((await chargesOf(webOne, planner.userId)).filter((charge) => charge.kind === "renewal")).toEqual([]);

    const [a, b] = await Promise.all([worker("worker-a"), worker("worker-b")]);
    await Promise.all([a.runDue(), b.runDue()]);
    // Due again (as if their interval had passed): the same items are not charged twice.
    await webOne.db.update(t.jobSchedule).set({ nextRunAt: sql`now() - interval '1 second'` });
    await Promise.all([a.runDue(), b.runDue()]);
    await Promise.all([a.stop(), b.stop()]);

    expect((await chargesOf(webOne, planner.userId)).filter((charge) => charge.kind === "renewal" && charge.status === "succeeded")).toHaveLength(1);
    expect(await webOne.db.select().from(t.subscriptionCharges).where(eq(t.subscriptionCharges.subscriptionId, sub.id))).toHaveLength(1);
    const boxes = await webOne.db.select().from(t.orders).where(and(eq(t.orders.userId, giver.userId), eq(t.orders.type, 2)));
    expect(boxes).toHaveLength(1);
    const runs = await webOne.db.select().from(t.jobRuns);
    // Recorded: the first run of each did the work (the seed's own plans may be counted too), the second found it done.
    const countsOf = (job: string) => runs.filter((run) => run.job === job).sort((x, y) => x.startedAt.getTime() - y.startedAt.getTime()).map((run) => run.counts);
    expect(countsOf(JOB_NAMES.renewals)[0]!.plans).toBeGreaterThanOrEqual(1);
    expect(countsOf(JOB_NAMES.occasions)[0]).toMatchObject({ orders: expect.any(Number), months: 1 });
    expect(countsOf(JOB_NAMES.occasions)[1]).toMatchObject({ months: 0 });
    // Each run of a job was one worker's: two passes, two runs, never side by side.
    expect(runs.filter((run) => run.job === JOB_NAMES.renewals)).toHaveLength(2);
    expect(runs.every((run) => run.finishedAt && !run.error)).toBe(true);
  });

  describe("worker processes", () => {
    let smtp: TestSmtp;
    const children: ChildProcess[] = [];
    beforeAll(async () => {
      smtp = await startTestSmtp("hang");
    });
    afterAll(async () => {
      for (const child of children) child.kill("SIGKILL");
      await smtp.close();
    });

    const startWorker = () => {
      const worker = startServerProcess("server/worker-main.ts", {
        DATABASE_URL: url,
        SHOP_ROLE: "worker",
        SMTP_URL: smtp.url,
        JOB_LEASE_SECONDS: "2",
        JOB_POLL_SECONDS: "0.2",
        MAIL_SEND_SECONDS: "0.2",
        MAIL_OUTBOX_FILES: "0",
      });
      children.push(worker.child);
      return worker;
    };

    it("a worker killed with SIGKILL mid-job is replaced by a second, which finishes the job; SIGTERM stops a worker with 0", async () => {
      await sendMail(webOne.db, { to: "stuck@example.com", kind: "order-confirmation", subject: "Your order", body: "Thanks\n" });
      const first = startWorker();
      // The first worker is mid-send: the SMTP server has the message and never answers.
      await vi.waitFor(() => expect(smtp.begun).toBe(1), { timeout: 60_000, interval: 100 });
      first.child.kill("SIGKILL");
      await first.exited;
      smtp.mode = "accept";

      const second = startWorker();
      await vi.waitFor(() => expect(smtp.delivered.map((mail) => mail.to)).toEqual([["stuck@example.com"]]), { timeout: 60_000, interval: 100 });
      const [row] = await webOne.db.select().from(t.outboxMail).where(eq(t.outboxMail.to, "stuck@example.com"));
      expect(row!.sentAt).toBeInstanceOf(Date);
      const mailRuns = await webOne.db.select().from(t.jobRuns).where(eq(t.jobRuns.job, JOB_NAMES.mail));
      // The killed worker's run never finished; the second worker's sent the mail.
      expect(mailRuns.some((run) => run.finishedAt === null)).toBe(true);
      expect(mailRuns.some((run) => run.finishedAt && run.counts?.sent === 1)).toBe(true);

      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
      expect(second.output()).toContain("SIGTERM");
      expect(smtp.delivered).toHaveLength(1);
    }, 180_000);
  });
});

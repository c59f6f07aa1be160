import { eq, inArray } from "drizzle-orm";
import { PAYMENT_FAILED_ERROR_CODE } from "@/lib/api/schemas/checkout";
import { createApp } from "@/server/app";
import * as t from "@/server/db/schema";
import { PAYMENT_START_HOLD_MINUTES, REFUSED_GRACE_MINUTES, UNPAID_HOLD_MINUTES } from "@/server/orders/limits";
import { startRunner } from "@/server/jobs/runner";
import { JOB_NAMES, shopJobs } from "@/server/jobs/shop-jobs";
import { SWEEP_BATCH, SWEEP_ON_ORDER_MS } from "@/server/orders/sweep";
import { failure, openTestApi, type TestApi } from "./helpers";
import { MANY_ORDERS } from "./many-orders";
import { CARDS, newKey, orderBody, orderSteps, setStock, stockOf, TOTE, withTempOutbox } from "./orders-support";

/** One database; an app whose clock the tests move. */
let api: TestApi;
let now = new Date();
let steps: ReturnType<typeof orderSteps>;
withTempOutbox();
beforeAll(async () => {
  const base = await openTestApi();
  const app = createApp(Promise.resolve(base.db), { ...MANY_ORDERS, now: () => now });
  const send = (method: string) => (path: string, body: unknown, headers: Record<string, string> = {}) =>
    Promise.resolve(app.request(path, { method, headers: { "content-type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) }));
  api = { ...base, app, post: send("POST"), put: send("PUT") };
  steps = orderSteps(api);
});
afterAll(() => api.close());

const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
const statusOf = async (id: string) => (await api.db.select({ status: t.orders.status }).from(t.orders).where(eq(t.orders.id, id)))[0]!.status;

describe("the abandoned-order sweep", () => {
  // Each test starts with nothing pending (set aside directly, without the sweep) and 8 totes.
  beforeEach(async () => {
    await api.db.update(t.orders).set({ status: "canceled" }).where(eq(t.orders.status, "pending_payment"));
    await setStock(api, TOTE.variant_id, 8);
  });

  it("S1: expires a pending order whose payment never got under way 2 minutes after it was placed (no longer 10) when the next order is placed: intent canceled, stock back", async () => {
    const abandoned = await steps.created(orderBody(await steps.token()));
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);

    later(PAYMENT_START_HOLD_MINUTES - 1);
    await steps.created(orderBody(await steps.token()));
    expect(await statusOf(abandoned.id)).toBe("pending_payment");

    later(1.5);
    await steps.created(orderBody(await steps.token()));
    expect(await statusOf(abandoned.id)).toBe("canceled");
    // 8 − 3 orders + the abandoned one back.
    expect(await stockOf(api, TOTE.variant_id)).toBe(6);
    const [intent] = await api.db.select().from(t.testPaymentIntents).where(eq(t.testPaymentIntents.orderId, abandoned.id));
    expect(intent!.status).toBe("canceled");

    // The shopper comes back too late: the payment cannot go through, the order stays void.
    expect((await failure(await steps.pay(abandoned.client_secret!), 409)).message).toContain("canceled");
    expect((await failure(await steps.confirm(abandoned.id, abandoned.client_secret!), 402)).error_code).toBe(PAYMENT_FAILED_ERROR_CODE);
    expect(await stockOf(api, TOTE.variant_id)).toBe(6);
  });

  it("S1: a payment under way (3-D Secure asked) keeps its order up to 10 minutes after it was placed, then it expires", async () => {
    const order = await steps.created(orderBody(await steps.token(CARDS.threeDs)));
    expect((await steps.paid(order.client_secret!)).status).toBe("requires_action");

    later(PAYMENT_START_HOLD_MINUTES + 1);
    await steps.created(orderBody(await steps.token()));
    expect(await statusOf(order.id)).toBe("pending_payment");
    later(UNPAID_HOLD_MINUTES - PAYMENT_START_HOLD_MINUTES - 2);
    await steps.created(orderBody(await steps.token()));
    expect(await statusOf(order.id)).toBe("pending_payment");

    later(1.5);
    await steps.created(orderBody(await steps.token()));
    expect(await statusOf(order.id)).toBe("canceled");
    // Its tote is back; the two latest orders still hold theirs (the others' holds ended on the way).
    expect(await stockOf(api, TOTE.variant_id)).toBe(6);
  });

  it("S1: a refused card's order waits 2 minutes for the next card, then its stock goes back", async () => {
    const order = await steps.created(orderBody(await steps.token(CARDS.declined)));
    await steps.paid(order.client_secret!);
    later(1);
    expect((await failure(await steps.confirm(order.id, order.client_secret!), 402)).message).toBe("Your card was declined.");
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);

    // Other shoppers' orders run the sweep (the same request again would be the next card for this order).
    const someoneElse = async () => steps.created(orderBody(await steps.token(), { email: "someone-else@example.com" }));
    later(REFUSED_GRACE_MINUTES - 0.5);
    await someoneElse();
    expect(await statusOf(order.id)).toBe("pending_payment");
    later(1);
    await someoneElse();
    expect(await statusOf(order.id)).toBe("canceled");
    expect(await stockOf(api, TOTE.variant_id)).toBe(6);
  });

  it("issue 27: a burst of orders sweeps once: an order within SWEEP_ON_ORDER_MS of the last order's sweep skips it, the next one after that sweeps", async () => {
    later(1);
    await steps.created(orderBody(await steps.token()));
    // An abandoned order whose hold ended a moment ago (set directly: the clock stays where the last sweep ran).
    const abandoned = await steps.created(orderBody(await steps.token()));
    await api.db.update(t.orders).set({ heldUntil: new Date(now.getTime() - 1000) }).where(eq(t.orders.id, abandoned.id));
    later(SWEEP_ON_ORDER_MS / 60_000 / 2);
    await steps.created(orderBody(await steps.token()));
    expect(await statusOf(abandoned.id)).toBe("pending_payment");
    later(SWEEP_ON_ORDER_MS / 60_000);
    await steps.created(orderBody(await steps.token()));
    expect(await statusOf(abandoned.id)).toBe("canceled");
  });

  it("also sweeps as a job of the worker, so a quiet shop gets held stock back without another order", async () => {
    const abandoned = await steps.created(orderBody(await steps.token()));
    expect(await stockOf(api, TOTE.variant_id)).toBe(7);
    later(UNPAID_HOLD_MINUTES + 1);
    const db = async () => api.db;
    const runner = startRunner({ db, jobs: shopJobs(db, { now: () => now, leaseMs: 60_000, mailEveryMs: 1000, keepRunsDays: 30, mail: null }), leaseMs: 60_000, pollMs: 20 });
    try {
      await vi.waitFor(async () => expect(await statusOf(abandoned.id)).toBe("canceled"), { timeout: 5_000, interval: 50 });
    } finally {
      await runner.stop();
    }
    expect(await stockOf(api, TOTE.variant_id)).toBe(8);
    const [run] = await api.db.select().from(t.jobRuns).where(eq(t.jobRuns.job, JOB_NAMES.sweep));
    expect(run).toMatchObject({ counts: { orders: 1 }, error: null });
  });

  it("settles an order that was paid at the provider but never confirmed, instead of expiring it", async () => {
    const email = "paid-then-gone@example.com";
    const order = await steps.created(orderBody(await steps.token(), { email }));
    await steps.paid(order.client_secret!);
    later(UNPAID_HOLD_MINUTES + 1);
    await steps.created(orderBody(await steps.token()));
    expect(await statusOf(order.id)).toBe("paid");
    expect(await stockOf(api, TOTE.variant_id)).toBe(6);
    expect(await api.db.select().from(t.outboxMail).where(eq(t.outboxMail.to, email))).toHaveLength(1);
  });

  it(`handles at most ${SWEEP_BATCH} orders per run, oldest first; the next order's sweep takes the rest`, async () => {
    await setStock(api, TOTE.variant_id, 50);
    const stale: string[] = [];
    for (let i = 0; i < SWEEP_BATCH + 2; i++) stale.push((await steps.created(orderBody(await steps.token()), newKey())).id);
    later(UNPAID_HOLD_MINUTES + 1);
    await steps.created(orderBody(await steps.token()));
    const statuses = async () => (await api.db.select({ id: t.orders.id, status: t.orders.status }).from(t.orders).where(inArray(t.orders.id, stale))).map((o) => o.status);
    expect((await statuses()).filter((s) => s === "canceled")).toHaveLength(SWEEP_BATCH);
    await steps.created(orderBody(await steps.token()));
    expect((await statuses()).every((s) => s === "canceled")).toBe(true);
  });
});

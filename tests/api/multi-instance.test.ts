/**
 * Several server processes on one database (docs/decisions.md, "Several server processes"): two apps
 * (or two sweeps) on ONE database stand for two processes. Their limits are one count, and an
 * abandoned order is expired by one sweep. (Renewals: tests/api/plans-billing.test.ts.)
 */
import { eq, inArray } from "drizzle-orm";
import { TOO_MANY_ATTEMPTS } from "@/server/auth/limits";
import { createApp, type App } from "@/server/app";
import * as t from "@/server/db/schema";
import { UNPAID_HOLD_MINUTES } from "@/server/orders/limits";
import { sweepAbandonedOrders } from "@/server/orders/sweep";
import { testPaymentProviders } from "@/server/payments/test-provider";
import { failure, fileTestApi } from "./helpers";
import { MANY_ORDERS } from "./many-orders";
import { orderBody, orderSteps, setStock, stockOf, TOTE, withTempOutbox } from "./orders-support";

const ADMIN_TOKEN = "admin-token-for-the-multi-instance-tests-0123";
const options = { ...MANY_ORDERS, adminApiToken: ADMIN_TOKEN, adminFailureLimit: { max: 3, windowMs: 60_000 } };
withTempOutbox();
const api = fileTestApi(options);
let other: App;
beforeAll(() => {
  other = createApp(Promise.resolve(api.db), options);
});

/** The i-th request goes to one app, the next to the other. */
const apps = () => [api.app, other];
const send = (i: number, method: string, path: string, body: unknown, headers: Record<string, string>) =>
  Promise.resolve(apps()[i % 2]!.request(path, { method, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) }));

describe("limits shared by two apps on one database", () => {
  it("wrong passwords on one account from one client: 5 in all across both apps, the 6th is refused by either", async () => {
    const client = { "x-forwarded-for": "203.0.113.61" };
    const wrong = { email: "shopper@example.com", password: "wrongpass1" };
    for (let i = 0; i < 5; i++) await failure(await send(i, "POST", "/api/users/authenticate", wrong, client), 401);
    for (let i = 0; i < 2; i++) {
      const refused = await send(i, "POST", "/api/users/authenticate", wrong, client);
      // The lock runs on the real clock from the 5th failure: a slow host may have spent a few seconds of it.
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(retryAfter).toBeGreaterThan(15 * 60 - 10);
      expect((await failure(refused, 429)).message).toBe(TOO_MANY_ATTEMPTS);
    }
  });

  it("'does this email have an account?': 20 questions per client in all, the 21st is refused", async () => {
    const client = { "x-forwarded-for": "203.0.113.62" };
    for (let i = 0; i < 20; i++) expect((await send(i, "POST", "/api/users/signup_guide", { email: `q${i}@example.com` }, client)).status).toBe(200);
    await failure(await send(20, "POST", "/api/users/signup_guide", { email: "q20@example.com" }, client), 429);
    await failure(await send(21, "POST", "/api/users/signup_guide", { email: "q21@example.com" }, client), 429);
  });

  it("questions sent at once to both apps never get more than the limit through", async () => {
    const client = { "x-forwarded-for": "203.0.113.63" };
    const answers = await Promise.all(Array.from({ length: 26 }, (_, i) => send(i, "POST", "/api/users/signup_guide", { email: `r${i}@example.com` }, client)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
  });

  it("wrong admin tokens: the limit of one app is the limit of both", async () => {
    const client = { "x-forwarded-for": "203.0.113.64", authorization: "Bearer wrong" };
    for (let i = 0; i < 3; i++) await failure(await send(i, "PATCH", "/api/admin/items/itm-062/variants/itm-062-cobalt", { price: 1 }, client), 401);
    await failure(await send(3, "PATCH", "/api/admin/items/itm-062/variants/itm-062-cobalt", { price: 1 }, client), 429);
  });
});

describe("the abandoned-order sweep in two processes at once", () => {
  it("each expired order is claimed by one sweep: its intent canceled once, its stock back once", async () => {
    await api.db.update(t.orders).set({ status: "canceled" }).where(eq(t.orders.status, "pending_payment"));
    await setStock(api, TOTE.variant_id, 20);
    const steps = orderSteps(api);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await steps.created(orderBody(await steps.token()))).id);
    expect(await stockOf(api, TOTE.variant_id)).toBe(14);
    await api.db.update(t.orders).set({ createdAt: new Date(Date.now() - (UNPAID_HOLD_MINUTES + 1) * 60_000) }).where(inArray(t.orders.id, ids));

    const provider = testPaymentProviders.open(api.db);
    const cancelIntent = vi.spyOn(provider, "cancelIntent");
    // Two processes: each its own sweep state, both at the same moment.
    const sweep = () => sweepAbandonedOrders({ db: api.db, provider, now: new Date(), origin: "http://localhost:3000" }, { running: false });
    const [first, second] = await Promise.all([sweep(), sweep()]);

    expect(first + second).toBe(6);
    expect(cancelIntent).toHaveBeenCalledTimes(6);
    expect(new Set(cancelIntent.mock.calls.map(([intent]) => intent)).size).toBe(6);
    const rows = await api.db.select({ status: t.orders.status }).from(t.orders).where(inArray(t.orders.id, ids));
    expect(rows.map((row) => row.status)).toEqual(Array(6).fill("canceled"));
    expect(await stockOf(api, TOTE.variant_id)).toBe(20);
    // Nothing left for a later sweep either.
    expect(await sweep()).toBe(0);
  });

  it("an order still open after its sweep (the provider unreachable) is left for the next sweep, in any process", async () => {
    await api.db.update(t.orders).set({ status: "canceled" }).where(eq(t.orders.status, "pending_payment"));
    await setStock(api, TOTE.variant_id, 20);
    const steps = orderSteps(api);
    const { id } = await steps.created(orderBody(await steps.token()));
    await api.db.update(t.orders).set({ createdAt: new Date(Date.now() - (UNPAID_HOLD_MINUTES + 1) * 60_000) }).where(eq(t.orders.id, id));
    const provider = testPaymentProviders.open(api.db);
    const unreachable = vi.spyOn(provider, "cancelIntent").mockRejectedValueOnce(new Error("provider unreachable"));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const sweep = () => sweepAbandonedOrders({ db: api.db, provider, now: new Date(), origin: "http://localhost:3000" }, { running: false });
    try {
      expect(await sweep()).toBe(1);
      expect((await api.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]).toMatchObject({ status: "pending_payment", sweepClaimedUntil: null });
      expect(await sweep()).toBe(1);
      expect(unreachable).toHaveBeenCalledTimes(2);
      expect((await api.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!.status).toBe("canceled");
    } finally {
      quiet.mockRestore();
    }
  });
});

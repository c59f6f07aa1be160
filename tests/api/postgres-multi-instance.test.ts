/**
 * Two server processes on one real PostgreSQL: `npm test` runs it on a throwaway cluster
 * (scripts/postgres.mjs sets TEST_DATABASE_URL; the file makes a database of its own there). Each
 * "process" is an app on its own connection pool, so the database, not PGlite's one connection, decides
 * every race:
 *   node scripts/postgres.mjs npx vitest run tests/api/postgres-multi-instance.test.ts
 * Without TEST_DATABASE_URL the file is skipped (tests/api/multi-instance.test.ts covers the same on PGlite).
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { CartCalcResponse } from "@/lib/api/schemas/cart";
import { PlanSettings } from "@/lib/api/schemas/plan";
import { catalogChangedHere } from "@/server/catalog/changes";
import { CATALOG_CHANNEL, keepListening, notifyCatalogChange, postgresConnection, type Listening } from "@/server/catalog/channel";
import { closeDatabase, openDatabase, type Database } from "@/server/db/client";
import * as t from "@/server/db/schema";
import { UNPAID_HOLD_MINUTES } from "@/server/orders/limits";
import { sweepAbandonedOrders } from "@/server/orders/sweep";
import { testPaymentProviders } from "@/server/payments/test-provider";
import { testSubscriptionProviders } from "@/server/payments/test-subscriptions";
import { renewDuePlans } from "@/server/plans/renewals";
import { captureLogs } from "../support/logs";
import { freshDatabase, testDatabaseUrl } from "../support/postgres";
import { data, testApiOn, type TestApi } from "./helpers";
import { MANY_ORDERS } from "./many-orders";
import { orderBody, orderSteps, setStock, stockOf, TOTE, withTempOutbox } from "./orders-support";
import { cardToken, chargesOf, checkoutBody, movableClock, planKey, plansOf, planShopper } from "./plans-support";

let url: string | undefined;

describe.skipIf(!testDatabaseUrl)("two server processes on one PostgreSQL (TEST_DATABASE_URL)", () => {
  const clock = movableClock(new Date());
  let one: TestApi;
  let two: TestApi;
  withTempOutbox();

  beforeAll(async () => {
    url = await freshDatabase("multi_instance");
    // Both at once on the empty database: the migration lock lets one migrate and seed, the other waits.
    const [first, second] = await Promise.all([openDatabase(url), openDatabase(url)]);
    one = testApiOn(first, { ...MANY_ORDERS, now: clock.now });
    two = testApiOn(second, { ...MANY_ORDERS, now: clock.now });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one && closeDatabase(one.db), two && closeDatabase(two.db)]);
  });

  it("share one limit: email checks sent at once to both, 20 answered in all", async () => {
    const client = { "x-forwarded-for": "203.0.113.90" };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).post("/api/users/signup_guide", { email: `pg${i}@example.com` }, client)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });

  it("sweep at once: each expired order is claimed by one, its intent canceled once, its stock back once", async () => {
    await one.db.update(t.orders).set({ status: "canceled" }).where(eq(t.orders.status, "pending_payment"));
    await setStock(one, TOTE.variant_id, 40);
    const steps = orderSteps(one);
    const ids: string[] = [];
    for (let i = 0; i < 16; i++) ids.push((await steps.created(orderBody(await steps.token()))).id);
    await one.db.update(t.orders).set({ createdAt: new Date(clock.now().getTime() - (UNPAID_HOLD_MINUTES + 1) * 60_000) }).where(inArray(t.orders.id, ids));

    const cancelled: string[] = [];
    const sweepOn = (db: Database) => {
      const provider = testPaymentProviders.open(db);
      const cancelIntent = provider.cancelIntent.bind(provider);
      provider.cancelIntent = (intent) => {
        cancelled.push(intent);
        return cancelIntent(intent);
      };
      return sweepAbandonedOrders({ db, provider, now: clock.now(), origin: "http://localhost:3000" }, { running: false });
    };
    // Two rounds of two sweeps (a batch is 10): every order is taken by exactly one of them.
    const first = await Promise.all([sweepOn(one.db), sweepOn(two.db)]);
    const second = await Promise.all([sweepOn(one.db), sweepOn(two.db)]);
    expect([...first, ...second].reduce((sum, n) => sum + n, 0)).toBe(16);
    expect(cancelled).toHaveLength(16);
    expect(new Set(cancelled).size).toBe(16);
    const rows = await one.db.select({ status: t.orders.status }).from(t.orders).where(inArray(t.orders.id, ids));
    expect(rows.every((row) => row.status === "canceled")).toBe(true);
    expect(await stockOf(one, TOTE.variant_id)).toBe(40);
  });

  it("a double submit sent to both processes at once is one order with one intent and one client secret (issue 27)", async () => {
    await setStock(one, TOTE.variant_id, 40);
    const steps = orderSteps(one);
    for (let i = 0; i < 12; i++) {
      const key = `double-${i}-${Date.now()}`;
      const body = orderBody(await steps.token(), { email: `double${i}@example.com` });
      // a different client address per pair: the per-client limits are not what this is about
      const client = { "x-forwarded-for": `203.0.113.${100 + i}` };
      const answers = await Promise.all([orderSteps(one).created(body, key, client), orderSteps(two).created(body, key, client)]);
      expect(answers[1].id).toBe(answers[0].id);
      expect(answers[1].client_secret).toBe(answers[0].client_secret);
      const payments = await one.db.select().from(t.payments).where(eq(t.payments.orderId, answers[0].id));
      expect(payments).toHaveLength(1);
    }
  });

  it("issue 27: orders at once in both processes for the same variants, their lines in either order, all go through: no deadlock, stock exact", async () => {
    const other = { item_id: "itm-003", store_id: "store-demo" };
    const [variant] = await one.db.select().from(t.variants).where(eq(t.variants.itemId, other.item_id)).limit(1);
    await setStock(one, TOTE.variant_id, 40);
    await setStock(one, variant!.id, 40);
    const lines = [
      { cart_item_id: "1", ...TOTE, units: 1 },
      { cart_item_id: "2", ...other, variant_id: variant!.id, units: 1 },
    ];
    const answers = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const api = i % 2 ? one : two;
        const body = orderBody(await orderSteps(api).token(), { email: `both${i}@example.com`, items: i % 4 < 2 ? lines : [...lines].reverse() });
        return api.post("/api/order", body, { "idempotency-key": `both-${i}-${Date.now()}`, "x-forwarded-for": `203.0.113.${150 + i}` });
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(await stockOf(one, TOTE.variant_id)).toBe(24);
    expect(await stockOf(one, variant!.id)).toBe(24);
  });

  it("issue 27: orders at once from one client in both processes keep the cap on open orders, the client's and the email's (one lock statement, one count)", async () => {
    await one.db.update(t.orders).set({ status: "canceled" }).where(eq(t.orders.status, "pending_payment"));
    await setStock(one, TOTE.variant_id, 40);
    const caps = { ...MANY_ORDERS.orderLimits!, openPerClient: 3, openPerEmail: 2 };
    const [capOne, capTwo] = [testApiOn(one.db, { orderLimits: caps, now: clock.now }), testApiOn(two.db, { orderLimits: caps, now: clock.now })];
    const atOnce = (tag: string, clientOf: (i: number) => string, emailOf: (i: number) => string) =>
      Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const api = i % 2 ? capOne : capTwo;
          const body = orderBody(await orderSteps(api).token(), { email: emailOf(i) });
          return (await api.post("/api/order", body, { "idempotency-key": `cap-${tag}-${i}-${Date.now()}`, "x-forwarded-for": clientOf(i) })).status;
        }),
      );
    // one client, eight emails: the client's cap (3) decides
    const byClient = await atOnce("client", () => "203.0.113.201", (i) => `cap-client${i}@example.com`);
    expect(byClient.filter((status) => status === 200)).toHaveLength(3);
    expect(byClient.filter((status) => status === 429)).toHaveLength(5);
    // eight clients, one email: the email's cap (2) decides
    const byEmail = await atOnce("email", (i) => `203.0.114.${i + 1}`, () => "cap-email@example.com");
    expect(byEmail.filter((status) => status === 200)).toHaveLength(2);
    expect(byEmail.filter((status) => status === 429)).toHaveLength(6);
    expect(await stockOf(one, TOTE.variant_id)).toBe(40 - 5);
  });

  it("renew at once: each due plan is charged once", async () => {
    const shoppers = [];
    for (let i = 0; i < 4; i++) {
      const me = await planShopper(one);
      const settings = await data(await one.post("/api/plan/checkout", checkoutBody({ token: await cardToken(one, me.headers) }), { ...me.headers, ...planKey() }), PlanSettings);
      shoppers.push({ ...me, plan: settings.plan! });
    }
    const due = new Date(Math.max(...shoppers.map((me) => new Date(me.plan.period_end_date).getTime())) + 60_000);
    const providers = testSubscriptionProviders(clock.now);
    const renewed: string[] = [];
    const renewOn = (db: Database) => {
      const subscriptions = providers.open(db);
      const renew = subscriptions.renew.bind(subscriptions);
      subscriptions.renew = (input) => {
        renewed.push(input.subscriptionId);
        return renew(input);
      };
      return renewDuePlans({ db, subscriptions, now: due });
    };
    await Promise.all([renewOn(one.db), renewOn(two.db), renewOn(one.db), renewOn(two.db)]);
    for (const me of shoppers) {
      expect((await chargesOf(one, me.userId)).filter((charge) => charge.kind === "renewal")).toHaveLength(1);
      const [row] = await plansOf(one, me.userId);
      expect(renewed.filter((id) => id === row!.providerSubscriptionId)).toHaveLength(1);
    }
  });

  it("a catalogue change sent by one process reaches the other's listeners, not its own", async () => {
    const heardByOne = vi.fn();
    const heardByTwo = vi.fn();
    const listeners: Listening[] = [keepListening(() => postgresConnection(url!), "one", heardByOne), keepListening(() => postgresConnection(url!), "two", heardByTwo)];
    try {
      // LISTEN is in place once a notification from a third party reaches both.
      await vi.waitFor(
        async () => {
          await notifyCatalogChange(one.db, "probe");
          expect(heardByOne).toHaveBeenCalled();
          expect(heardByTwo).toHaveBeenCalled();
        },
        { timeout: 10_000, interval: 200 },
      );
      // the last probes still on their way
      await new Promise((resolve) => setTimeout(resolve, 300));
      heardByOne.mockClear();
      heardByTwo.mockClear();
      await notifyCatalogChange(one.db, "one");
      await vi.waitFor(() => expect(heardByTwo).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heardByOne).not.toHaveBeenCalled();
    } finally {
      await Promise.all(listeners.map((listening) => listening.stop()));
    }
  });

  it("issue 27: the cart calc's copy of the catalogue in one process is dropped by the other's announced change; prices and stock are never copied", async () => {
    // What shareCatalogChanges does in a served process: two's listeners run on the others' announcements.
    const listening = keepListening(() => postgresConnection(url!), "two", catalogChangedHere);
    const item = "itm-003";
    const [variant] = await one.db.select().from(t.variants).where(and(eq(t.variants.itemId, item), gt(t.variants.stock, 0))).limit(1);
    const [sold] = await one.db.select().from(t.storeItems).where(and(eq(t.storeItems.itemId, item), eq(t.storeItems.storeId, "store-demo")));
    const line = { cart_item_id: "1", store_id: "store-demo", item_id: item, variant_id: variant!.id, units: 1 };
    const calcOn = async (api: TestApi) => (await data(await api.post("/api/cart/calc", { items: [line], shipping_method_id: "basic-shipping" }), CartCalcResponse)).stores[0]!.items[0]!;
    const failuresOf = (item: Awaited<ReturnType<typeof calcOn>>) => item.results.filter((result) => result.status === "fail");
    try {
      await vi.waitFor(() => expect(listening.connected()).toBe(true), { timeout: 10_000 });
      expect(failuresOf(await calcOn(two))).toEqual([]);

      // A price changed in the database (by the other process, announced or not) is in the very next calc of both.
      await one.db.update(t.variants).set({ price: variant!.price + 100, retailPrice: variant!.retailPrice + 100 }).where(eq(t.variants.id, variant!.id));
      expect((await calcOn(two)).price).toBe(variant!.price + 100);
      expect((await calcOn(one)).price).toBe(variant!.price + 100);

      // The store stops selling the item. Until the change is announced, two still prices it from its copy
      // (the order would not: it reads the database)…
      await one.db.delete(t.storeItems).where(and(eq(t.storeItems.itemId, item), eq(t.storeItems.storeId, "store-demo")));
      expect(failuresOf(await calcOn(two))).toEqual([]);
      // …and once one announces it (as catalogChanged() does after the write), two's next calc has it.
      await notifyCatalogChange(one.db, "one");
      await vi.waitFor(async () => expect(failuresOf(await calcOn(two))).toEqual([{ status: "fail", message: "This item is no longer available." }]), { timeout: 10_000, interval: 100 });
    } finally {
      await listening.stop();
      await one.db.insert(t.storeItems).values(sold!).onConflictDoNothing();
      await one.db.update(t.variants).set({ price: variant!.price, retailPrice: variant!.retailPrice }).where(eq(t.variants.id, variant!.id));
      catalogChangedHere();
    }
  });

  it("a listener whose connection is cut reconnects, runs its listeners once for what it missed, and hears the next change", async () => {
    const heard = vi.fn();
    const listening = keepListening(() => postgresConnection(url!), "me", heard);
    try {
      const { lines } = await captureLogs(async () => {
        await vi.waitFor(
          async () => {
            await notifyCatalogChange(one.db, "probe");
            expect(heard).toHaveBeenCalled();
          },
          { timeout: 10_000, interval: 200 },
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        heard.mockClear();
        await one.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`LISTEN ${CATALOG_CHANNEL}`} and pid <> pg_backend_pid()`);
        // back after a second: one run for the changes it may have missed
        await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1), { timeout: 5_000, interval: 100 });
        await notifyCatalogChange(one.db, "other");
        await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2), { timeout: 5_000, interval: 100 });
      });
      expect(lines).toEqual(expect.arrayContaining([expect.objectContaining({ level: 50, msg: "catalog change notifications lost, reconnecting" })]));
    } finally {
      await listening.stop();
    }
  });
});

/**
 * Finding S2 (security probe of 2026-11-27): POST /api/replacement stored the photo before the
 * request was checked, and had no limit: 13 requests against a line already being replaced gave 1
 * replacement, 12 refusals and 13 files. Now a refused request leaves no file, new requests are
 * limited per user and per client, each user's photos have a byte quota, and parallel requests for
 * one line make one replacement and leave one file. Each test has its own shopper, orders and address.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, like, or } from "drizzle-orm";
import { ReplacementResult } from "@/lib/api/schemas/replacement";
import { TOO_MANY_ATTEMPTS } from "@/server/auth/limits";
import * as t from "@/server/db/schema";
import { REPLACEMENT_ERRORS } from "@/server/orders/replacement";
import type { ReplacementLimitRules } from "@/server/orders/replacement-limits";
import { data, failure, fileTestApi, testApiOn, type TestApi } from "./helpers";
import { signedInShopper, withTempOutbox } from "./orders-support";
import { paidOrderFor, PNG, replacementForm, sendReplacement } from "./replacement-support";

withTempOutbox();

let uploads = "";
beforeEach(async () => {
  uploads = await mkdtemp(path.join(os.tmpdir(), "replacement-s2-"));
  process.env.UPLOADS_DIR = uploads;
});
afterEach(() => rm(uploads, { recursive: true, force: true }));

/** Every file under the uploads folder: the photos and their recorded content types. */
async function files(): Promise<string[]> {
  const entries = await readdir(uploads, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(uploads, path.join(entry.parentPath, entry.name)));
}

/** The photo files only (not their `.content-types/` records). */
const photos = async () => (await files()).filter((name) => !name.startsWith(".content-types"));

const base = fileTestApi();
let api: TestApi;
let clock = new Date();
/** This test's app on the file's database, with its own limits (the counts are keyed by this test's user and client). */
function open(rules: Partial<ReplacementLimitRules> = {}) {
  clock = new Date();
  api = testApiOn(base.db, { now: () => clock, replacementLimits: rules });
}

/** A new shopper with a paid order of `lines` lines, from an address of this test's own. */
async function shopper(lines = 2) {
  const { userId, headers } = await signedInShopper(api);
  // The session outlives the clock moves below.
  await api.db.update(t.sessions).set({ expiresAt: new Date(Date.now() + 365 * 24 * 60 * 60_000) }).where(eq(t.sessions.userId, userId));
  const client = `203.0.113.${Math.floor(Math.random() * 250) + 1}-${userId.slice(0, 8)}`;
  return { userId, client, headers: { ...headers, "x-forwarded-for": client }, ...(await paidOrderFor(api, userId, lines)) };
}

/** A line of the shopper's order already being replaced (a first request, sent with no limits in the way). */
async function replacedLine(order: { userId: string; orderId: string; items: string[]; headers: Record<string, string> }) {
  await data(await sendReplacement(testApiOn(base.db), replacementForm({ orderId: order.orderId, items: [order.items[0]!] }), { ...order.headers, "x-forwarded-for": "192.0.2.1" }), ReplacementResult);
  await rm(path.join(uploads, "replacements"), { recursive: true, force: true });
  await rm(path.join(uploads, ".content-types"), { recursive: true, force: true });
  // The set-up's request is not one of the test's: its count goes.
  await api.db.delete(t.rateLimitHits).where(or(eq(t.rateLimitHits.key, order.userId), like(t.rateLimitHits.key, `${order.userId}\n%`)));
  return { orderId: order.orderId, items: [order.items[0]!] };
}

describe("S2: a refused request leaves no file", () => {
  it("a line already being replaced, another user's order, a line of another order, a reused key: nothing is stored", async () => {
    open();
    const me = await shopper(3);
    const { headers } = me;
    const done = await replacedLine(me);
    // The probe's steps: five requests against a line already being replaced.
    for (let i = 0; i < 5; i++) expect((await failure(await sendReplacement(api, replacementForm(done), headers), 409)).message).toMatch(/cannot be replaced/);
    await failure(await sendReplacement(api, replacementForm({ orderId: me.orderId, items: [me.items[1]!] }), (await signedInShopper(api)).headers), 404);
    await failure(await sendReplacement(api, replacementForm({ orderId: me.orderId, items: ["order-history-2-item-1"] }), headers), 400);
    expect(await files()).toEqual([]);

    // One that succeeds stores one photo (and its content type) …
    const key = "replacement-s2-reused-key";
    const made = await data(await sendReplacement(api, replacementForm({ orderId: me.orderId, items: [me.items[1]!] }), headers, key), ReplacementResult);
    expect(await photos()).toHaveLength(1);
    expect(await files()).toHaveLength(2);
    // … its key for another order is refused, and the same request again answers it: neither stores another.
    const other = await paidOrderFor(api, me.userId);
    expect((await failure(await sendReplacement(api, replacementForm(other), headers, key), 409)).message).toBe(REPLACEMENT_ERRORS.keyReused);
    expect((await data(await sendReplacement(api, replacementForm({ orderId: me.orderId, items: [me.items[1]!] }), headers, key), ReplacementResult)).id).toBe(made.id);
    const [row] = await api.db.select().from(t.replacements).where(eq(t.replacements.id, made.id));
    expect(await photos()).toEqual([row!.photo]);
    expect(row!.photoBytes).toBe(PNG.byteLength);
  });
});

describe("S2: the limit holds", () => {
  it("counts new requests per user, whatever their answer; a retry of a counted request is free; a new window opens", async () => {
    open({ perUser: { max: 3, windowMs: 60 * 60_000 } });
    const me = await shopper(2);
    const { headers } = me;
    const done = await replacedLine(me);
    const open_ = { orderId: me.orderId, items: [me.items[1]!] };
    const keys = ["s2-user-1", "s2-user-2", "s2-user-3"];
    for (const key of keys) await failure(await sendReplacement(api, replacementForm(done), headers, key), 409);
    const limited = await sendReplacement(api, replacementForm(open_), headers, "s2-user-4");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await failure(limited, 429)).message).toBe(TOO_MANY_ATTEMPTS);
    // From another address too: the limit is the user's.
    await failure(await sendReplacement(api, replacementForm(open_), { ...headers, "x-forwarded-for": `${me.client}-b` }, "s2-user-5"), 429);
    // The same request again (its key) is not a new one.
    await failure(await sendReplacement(api, replacementForm(done), headers, keys[0]), 409);
    expect(await files()).toEqual([]);

    clock = new Date(clock.getTime() + 60 * 60_000 + 1000);
    await data(await sendReplacement(api, replacementForm(open_), headers, "s2-user-6"), ReplacementResult);
  });

  it("counts new requests per client, across users", async () => {
    open({ perClient: { max: 3, windowMs: 60 * 60_000 } });
    const me = await shopper(2);
    const done = await replacedLine(me);
    const open_ = { orderId: me.orderId, items: [me.items[1]!] };
    const other = { ...(await signedInShopper(api)).headers, "x-forwarded-for": me.client };
    await failure(await sendReplacement(api, replacementForm(done), me.headers), 409);
    await failure(await sendReplacement(api, replacementForm(open_), other), 404);
    await failure(await sendReplacement(api, replacementForm(open_), other), 404);
    expect((await failure(await sendReplacement(api, replacementForm(open_), me.headers), 429)).message).toBe(TOO_MANY_ATTEMPTS);
    // The shopper from another address is not held back by that client's count.
    await data(await sendReplacement(api, replacementForm(open_), { ...me.headers, "x-forwarded-for": `${me.client}-b` }), ReplacementResult);
    expect(await photos()).toHaveLength(1);
  });
});

describe("S2: the quota holds", () => {
  it("refuses a photo past the user's stored bytes, before storing it; photos older than the window no longer count", async () => {
    open({ quotaBytes: 2 * PNG.byteLength });
    const me = await shopper(3);
    const send = (item: string) => sendReplacement(api, replacementForm({ orderId: me.orderId, items: [item] }), me.headers);
    await data(await send(me.items[0]!), ReplacementResult);
    await data(await send(me.items[1]!), ReplacementResult);
    expect((await failure(await send(me.items[2]!), 429)).message).toBe(REPLACEMENT_ERRORS.quota);
    expect(await photos()).toHaveLength(2);

    // 31 days later the two photos are out of the window.
    clock = new Date(clock.getTime() + 31 * 24 * 60 * 60_000);
    await data(await send(me.items[2]!), ReplacementResult);
    expect(await photos()).toHaveLength(3);
  });

  it("holds for parallel requests on different orders: room for one photo gives one replacement and one file", async () => {
    open({ quotaBytes: PNG.byteLength });
    const me = await shopper(1);
    const orders = [me, await paidOrderFor(api, me.userId), await paidOrderFor(api, me.userId)];
    const answers = await Promise.all(orders.map((order) => sendReplacement(api, replacementForm({ orderId: order.orderId, items: order.items }), me.headers)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429]);
    expect(await photos()).toHaveLength(1);
    expect(await files()).toHaveLength(2);
  });
});

describe("S2: parallel requests for one line", () => {
  it("8 parallel requests with their own keys give one replacement, seven refusals and one file", async () => {
    open();
    const me = await shopper(1);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => sendReplacement(api, replacementForm(me), me.headers, `s2-race-${i}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const rows = await api.db.select().from(t.replacements).where(eq(t.replacements.orderId, me.orderId));
    expect(rows).toHaveLength(1);
    expect(await photos()).toEqual([rows[0]!.photo]);
    expect(await files()).toHaveLength(2);
  });
});

/**
 * The subscription box item update (GIFT-17, API-71/72): email and token open one box, no sign-in;
 * another user's email with this token opens nothing; the picks are checked before anything is written;
 * only boxes that have not shipped change; misses are limited per client as the order lookup's.
 */
import { eq } from "drizzle-orm";
import * as t from "@/server/db/schema";
import { GiftItemsPage, SubscriptionPreselect, SubscriptionUpdateOrder } from "@/lib/api/schemas/subscription";
import { BOX_UPDATE_TEXT } from "@/lib/gift/box-update";
import { boxUpdateTokenHash } from "@/server/gift/box-update";
import { SEED_BOX_UPDATE, SEED_SUBSCRIPTIONS } from "@/server/seed/subscriptions";
import { SUBSCRIPTION_CANCELED } from "@/server/subscriptions/account";
import { SUBSCRIPTION_NOT_FOUND, SubscriptionMessage } from "@/lib/api/schemas/subscription-account";
import { data, failure, fileTestApi } from "./helpers";
import { cardToken, movableClock, planShopper } from "./plans-support";
import { giftSubscription } from "./subscription-account-support";
import { giftBody, giftKey } from "./subscription-support";

const clock = movableClock();
const api = fileTestApi({ now: clock.now });
const A = SEED_BOX_UPDATE;

const validate = (body: object, ip = "203.0.113.10") => api.post("/api/subscription/validate", body, { "x-forwarded-for": ip });
const preselect = (body: object, ip = "203.0.113.10") => api.post("/api/subscription/preselect", body, { "x-forwarded-for": ip });
const picksOf = async (id: string) =>
  (await api.db.select().from(t.subscriptionOccasions).where(eq(t.subscriptionOccasions.subscriptionId, id))).map((o) => ({ status: o.status, picks: o.preselectItems }));
const pieces = async () => (await data(await api.post("/api/subscription/items/gfb/classic?limit=24&pageno=1", {}), GiftItemsPage)).datas;

describe("POST /api/subscription/validate", () => {
  it("opens the box for its email and token: the spec's fields, the picks as items, 2 a box", async () => {
    const order = await data(await validate({ email: A.email, token: A.token }), SubscriptionUpdateOrder);
    expect(order).toMatchObject({ id: SEED_SUBSCRIPTIONS.update, code: "gfb", email: A.email, event_type: "bi", status: 0, shipped_date: null, package_set: 1, style: "Classic", style_id: "classic", type_title: "ONE BOX", per_box: 2, boxes_left: 1, editable: true });
    expect(order.preselect_items).toEqual([
      { item_id: "itm-042", units: 1, variant_id: "itm-042-gold" },
      { item_id: "itm-041", units: 1, variant_id: "itm-041-gold" },
    ]);
    expect(order.items.map((i) => i._id)).toEqual(["itm-042", "itm-041"]);
  });

  it("reads the token whatever its case and the email whatever its case", async () => {
    expect((await validate({ email: `  ${A.email.toUpperCase()} `, token: ` ${A.token.toLowerCase()} ` })).status).toBe(200);
  });

  it("user B's email with user A's token opens nothing (and A's email with a wrong token neither)", async () => {
    expect((await failure(await validate({ email: "shopper@example.com", token: A.token }), 404)).message).toBe(BOX_UPDATE_TEXT.notFound);
    expect((await failure(await validate({ email: A.email, token: "DEMO-GIFT-BOX-0002" }), 404)).message).toBe(BOX_UPDATE_TEXT.notFound);
  });

  it("refuses bad input with a reason (BR-VAL-04: a valid email, a token of at least 4 characters)", async () => {
    await failure(await validate({ email: "not-an-email", token: A.token }), 400);
    await failure(await validate({ email: A.email, token: "abc" }), 400);
    await failure(await validate({ email: A.email, token: "x".repeat(65) }), 400);
  });
});

describe("POST /api/subscription/preselect", () => {
  it("user B's email with user A's token is refused and changes nothing", async () => {
    const before = await picksOf(SEED_SUBSCRIPTIONS.update);
    const [one, two] = await pieces();
    const picks = [one!, two!].map((p) => ({ item_id: p._id, units: 1, variant_id: p.variants[0]!.id }));
    await failure(await preselect({ email: "shopper@example.com", token: A.token, preselect_items: picks }), 404);
    expect(await picksOf(SEED_SUBSCRIPTIONS.update)).toEqual(before);
  });

  it("checks the picks before writing: the box's count, each piece once, pieces of the box catalogue with their own variants", async () => {
    const before = await picksOf(SEED_SUBSCRIPTIONS.update);
    const list = await pieces();
    const pick = (i: number, units = 1) => ({ item_id: list[i]!._id, units, variant_id: list[i]!.variants[0]!.id });
    const refused = async (items: object[], message: string) => {
      expect((await failure(await preselect({ email: A.email, token: A.token, preselect_items: items }), 400)).message).toBe(message);
    };
    await refused([pick(0)], BOX_UPDATE_TEXT.pickCount(2));
    await refused([pick(0), pick(1), pick(2)], BOX_UPDATE_TEXT.pickCount(2));
    await refused([pick(0, 2), pick(1)], BOX_UPDATE_TEXT.pickCount(2));
    await refused([pick(0), pick(0)], BOX_UPDATE_TEXT.pickCount(2));
    // a piece no box holds (a store's dress), and a variant of another piece
    await refused([pick(0), { item_id: "itm-001", units: 1, variant_id: null }], BOX_UPDATE_TEXT.notInBox);
    await refused([pick(0), { ...pick(1), variant_id: list[2]!.variants[0]!.id }], BOX_UPDATE_TEXT.notInBox);
    // the list's own bound
    await failure(await preselect({ email: A.email, token: A.token, preselect_items: Array.from({ length: 11 }, (_, i) => pick(i % list.length)) }), 400);
    await failure(await preselect({ email: A.email, token: A.token, preselect_items: [pick(0, 11)] }), 400);
    expect(await picksOf(SEED_SUBSCRIPTIONS.update)).toEqual(before);
  });

  it("sets the new picks on the box not shipped and marks the subscription a manual pick", async () => {
    const list = await pieces();
    const picks = [list[3]!, list[4]!].map((p) => ({ item_id: p._id, units: 1, variant_id: p.variants[0]!.id }));
    const answer = await data(await preselect({ email: A.email, token: A.token, preselect_items: picks }), SubscriptionPreselect);
    expect(answer.message).toBe("Item selection updated");
    expect(answer.order.preselect_items).toEqual(picks);
    expect(answer.order.items.map((i) => i._id)).toEqual(picks.map((p) => p.item_id));
    expect(await picksOf(SEED_SUBSCRIPTIONS.update)).toEqual([{ status: 0, picks }]);
    const [sub] = await api.db.select().from(t.subscriptions).where(eq(t.subscriptions.id, SEED_SUBSCRIPTIONS.update));
    expect(sub!.isManualPick).toBe(true);
  });

  it("leaves made and canceled boxes alone, and refuses when every box has shipped", async () => {
    // the seeded pack: one box made, one canceled, three scheduled; the monthly box: its only month made
    const token = "PACK-TOKEN-0001";
    await api.db.update(t.subscriptions).set({ updateTokenHash: boxUpdateTokenHash(token) }).where(eq(t.subscriptions.id, SEED_SUBSCRIPTIONS.pack));
    await api.db.update(t.subscriptions).set({ updateTokenHash: boxUpdateTokenHash("MONTH-TOKEN-0001") }).where(eq(t.subscriptions.id, SEED_SUBSCRIPTIONS.monthly));
    const before = await picksOf(SEED_SUBSCRIPTIONS.pack);
    const list = await pieces();
    const picks = [list[5]!, list[6]!].map((p) => ({ item_id: p._id, units: 1, variant_id: p.variants[0]!.id }));
    await data(await preselect({ email: "shopper@example.com", token, preselect_items: picks }), SubscriptionPreselect);
    const after = await picksOf(SEED_SUBSCRIPTIONS.pack);
    expect(after.filter((o) => o.status === 0).map((o) => o.picks)).toEqual([picks, picks, picks]);
    expect(after.filter((o) => o.status !== 0)).toEqual(before.filter((o) => o.status !== 0));

    const shipped = await data(await validate({ email: "shopper@example.com", token: "MONTH-TOKEN-0001" }), SubscriptionUpdateOrder);
    expect(shipped).toMatchObject({ editable: false, boxes_left: 0, status: 1 });
    expect(shipped.shipped_date).not.toBeNull();
    const monthBefore = await picksOf(SEED_SUBSCRIPTIONS.monthly);
    expect((await failure(await preselect({ email: "shopper@example.com", token: "MONTH-TOKEN-0001", preselect_items: picks }), 409)).message).toBe(BOX_UPDATE_TEXT.shipped);
    expect(await picksOf(SEED_SUBSCRIPTIONS.monthly)).toEqual(monthBefore);
  });
});

describe("the box-update token", () => {
  it("is made at the purchase, kept only as a hash, and mailed to the buyer with the page's link", async () => {
    const me = await planShopper(api);
    const bought = await api.post(
      "/api/subscription",
      giftBody({ item_id: "gift-gfb-ot-3", occasions: [{ event_type: "Graduation", date: "2026-06-01" }], credit_card_token: await cardToken(api, me.headers) }),
      { ...me.headers, ...giftKey() },
    );
    expect(bought.status).toBe(200);
    const [mail] = await api.db.select().from(t.outboxMail).where(eq(t.outboxMail.to, me.email));
    expect(mail!.kind).toBe("gift-box-update");
    const token = /\/subscription\/update\/([0-9A-Z]{26})\n/.exec(mail!.body)?.[1];
    expect(token).toBeDefined();
    const [sub] = await api.db.select().from(t.subscriptions).where(eq(t.subscriptions.userId, me.userId));
    expect(sub!.updateTokenHash).toBe(boxUpdateTokenHash(token!));
    expect(sub!.updateTokenHash).not.toContain(token!);
    const order = await data(await validate({ email: me.email, token: token! }), SubscriptionUpdateOrder);
    expect(order).toMatchObject({ id: sub!.id, per_box: 3, editable: true, type_title: "ONE BOX" });
  });

  it("limits checks that open nothing, per client, as the order lookup", async () => {
    const { createApp } = await import("@/server/app");
    const limited = createApp(Promise.resolve(api.db), { now: clock.now, orderLookupLimit: { max: 3, windowMs: 60_000 } });
    const check = (body: unknown, ip: string) =>
      limited.request("/api/subscription/validate", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body: JSON.stringify(body) });
    for (let i = 0; i < 3; i++) expect((await check({ email: A.email, token: `WRONG-${i}` }, "198.51.100.21")).status).toBe(404);
    const refused = await check({ email: A.email, token: A.token }, "198.51.100.21");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await check({ email: A.email, token: A.token }, "198.51.100.22")).status).toBe(200);
  });
});

describe("POST /api/subscription/update_link (GIFT-17: the link mailed again)", () => {
  /** A signed-in buyer's one-box gift whose box opens with `token`. */
  const boughtBox = async (token: string) => {
    const buyer = await planShopper(api);
    const sub = await giftSubscription(api, buyer, { type: "OT", occasions: [{ date: "2030-02-01" }] });
    await api.db.update(t.subscriptions).set({ updateTokenHash: boxUpdateTokenHash(token) }).where(eq(t.subscriptions.id, sub.id));
    return { buyer, sub };
  };
  const mailsTo = (email: string) => api.db.select().from(t.outboxMail).where(eq(t.outboxMail.to, email));
  const hashOf = async (id: string) => (await api.db.select().from(t.subscriptions).where(eq(t.subscriptions.id, id)))[0]!.updateTokenHash;
  const resend = (id: unknown, headers: Record<string, string>, ip = "203.0.113.40") => api.post("/api/subscription/update_link", { id }, { ...headers, "x-forwarded-for": ip });

  it("mails the buyer a NEW token with the page's link; the token sent before stops opening the box", async () => {
    const { buyer, sub } = await boughtBox("OLD-TOKEN-0001");
    expect((await validate({ email: buyer.email, token: "OLD-TOKEN-0001" })).status).toBe(200);

    const answer = await data(await resend(sub.id, buyer.headers), SubscriptionMessage);
    expect(answer.message).toBe(`We've sent a new link to ${buyer.email}. The link sent before no longer works.`);
    const [mail, ...more] = await mailsTo(buyer.email);
    expect(more).toEqual([]);
    expect(mail!.kind).toBe("gift-box-update");
    expect(mail!.body).toContain("no longer work");
    const token = /\/subscription\/update\/([0-9A-Z]{26})\n/.exec(mail!.body)?.[1];
    expect(token).toBeDefined();
    expect(mail!.body).toContain(`Your order token: ${token}`);
    expect(await hashOf(sub.id)).toBe(boxUpdateTokenHash(token!));

    await failure(await validate({ email: buyer.email, token: "OLD-TOKEN-0001" }), 404);
    expect(await data(await validate({ email: buyer.email, token: token! }), SubscriptionUpdateOrder)).toMatchObject({ id: sub.id, editable: true });
  });

  it("user B asking for user A's subscription is a 404: no token changes, no mail goes; no session is a 401", async () => {
    const { buyer, sub } = await boughtBox("OWNER-TOKEN-0001");
    const intruder = await planShopper(api);
    expect((await failure(await resend(sub.id, intruder.headers), 404)).message).toBe(SUBSCRIPTION_NOT_FOUND);
    await failure(await resend(sub.id, {}), 401);
    expect(await hashOf(sub.id)).toBe(boxUpdateTokenHash("OWNER-TOKEN-0001"));
    expect(await mailsTo(buyer.email)).toEqual([]);
    expect(await mailsTo(intruder.email)).toEqual([]);
  });

  it("refuses bad input with a reason and a canceled subscription with a 409", async () => {
    const { buyer, sub } = await boughtBox("CANCEL-TOKEN-0001");
    await failure(await resend(undefined, buyer.headers), 400);
    await failure(await resend(42, buyer.headers), 400);
    await failure(await resend("x".repeat(500), buyer.headers), 400);
    await api.db.update(t.subscriptions).set({ status: 2 }).where(eq(t.subscriptions.id, sub.id));
    expect((await failure(await resend(sub.id, buyer.headers), 409)).message).toBe(SUBSCRIPTION_CANCELED);
    expect(await mailsTo(buyer.email)).toEqual([]);
  });

  it("is limited per user (whatever the client) and per client (whatever the user)", async () => {
    const { createApp } = await import("@/server/app");
    const limited = createApp(Promise.resolve(api.db), { now: clock.now, boxUpdateResendLimits: { perUser: { max: 2, windowMs: 60_000 }, perClient: { max: 3, windowMs: 60_000 } } });
    const ask = (id: string, headers: Record<string, string>, ip: string) =>
      limited.request("/api/subscription/update_link", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip, ...headers }, body: JSON.stringify({ id }) });
    const a = await boughtBox("LIMIT-TOKEN-000A");
    expect((await ask(a.sub.id, a.buyer.headers, "198.51.100.31")).status).toBe(200);
    expect((await ask(a.sub.id, a.buyer.headers, "198.51.100.32")).status).toBe(200);
    const perUser = await ask(a.sub.id, a.buyer.headers, "198.51.100.33");
    expect(perUser.status).toBe(429);
    expect(perUser.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await mailsTo(a.buyer.email)).toHaveLength(2);

    const b = await boughtBox("LIMIT-TOKEN-000B");
    const c = await boughtBox("LIMIT-TOKEN-000C");
    expect((await ask(b.sub.id, b.buyer.headers, "198.51.100.34")).status).toBe(200);
    expect((await ask(b.sub.id, b.buyer.headers, "198.51.100.34")).status).toBe(200);
    expect((await ask(c.sub.id, c.buyer.headers, "198.51.100.34")).status).toBe(200);
    expect((await ask(c.sub.id, c.buyer.headers, "198.51.100.34")).status).toBe(429);
    expect((await ask(c.sub.id, c.buyer.headers, "198.51.100.35")).status).toBe(200);
  });
});

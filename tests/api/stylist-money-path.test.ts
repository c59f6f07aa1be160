/**
 * Issue 25, the stylist's money path (findings 1, 2, 3 and 5 of /work/shared/findings/2026-11-27.md) on
 * the test providers: a refused card is never kept nor made the default, a checkout charging $0 today
 * sets the card up first, and the schedule the calculation shows (today, next amount and date) is what
 * the subscription records, for every pair of coupon and VIP code on a monthly and a yearly plan.
 */
import { eq } from "drizzle-orm";
import { CreditCardList } from "@/lib/api/schemas/checkout";
import { PlanCalc, PlanSettings, VipCodeCheck } from "@/lib/api/schemas/plan";
import * as t from "@/server/db/schema";
import { data, failure, fileTestApi, type TestApi } from "./helpers";
import { CARDS } from "./orders-support";
import { cardToken, chargesOf, checkoutBody, movableClock, planKey, plansOf, planShopper } from "./plans-support";

const clock = movableClock(new Date("2026-03-10T12:00:00Z"));
const api: TestApi = fileTestApi({ now: clock.now });

type Headers = Record<string, string>;
const calc = async (headers: Headers, body: object) => data(await api.post("/api/plan/calc", body, headers), PlanCalc);
const buy = (headers: Headers, body: object) => api.post("/api/plan/checkout", body, { ...headers, ...planKey() });
const cards = async (headers: Headers) => data(await api.get("/api/users/credit_cards", headers), CreditCardList);
const userRow = async (userId: string) => (await api.db.select().from(t.users).where(eq(t.users.id, userId)))[0]!;

describe("finding 1: a declined card is never the default", () => {
  it("plan checkout: the refused card is not kept; after 4242 pays, the 4242 card is the one default", async () => {
    const me = await planShopper(api);
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await failure(await buy(me.headers, checkoutBody({ token: await cardToken(api, me.headers, CARDS.declined) })), 402)).message).toBe("Your card was declined.");
    }
    expect(await cards(me.headers)).toEqual([]);
    await data(await buy(me.headers, checkoutBody({ token: await cardToken(api, me.headers) })), PlanSettings);
    const kept = await cards(me.headers);
    expect(kept.map((c) => [c.last_four, c.is_default, c.is_invalid])).toEqual([["4242", true, false]]);
    expect((await plansOf(api, me.userId))[0]!.creditCardId).toBe(kept[0]!._id);
  });

  it("account cards: a card the set-up refuses is not saved; a good one becomes the default", async () => {
    const me = await planShopper(api);
    const refused = await api.post("/api/users/credit_cards", { token: await cardToken(api, me.headers, CARDS.declined), is_default: true }, me.headers);
    expect((await failure(refused, 402)).message).toBe("Your card was declined.");
    expect(await cards(me.headers)).toEqual([]);
    const saved = await data(await api.post("/api/users/credit_cards", { token: await cardToken(api, me.headers), is_default: false }, me.headers), CreditCardList);
    expect(saved.map((c) => [c.last_four, c.is_default])).toEqual([["4242", true]]);
  });

  it("a card that pays becomes the default when the user's default can no longer pay", async () => {
    const me = await planShopper(api);
    await data(await api.post("/api/users/credit_cards", { token: await cardToken(api, me.headers, CARDS.mastercard), is_default: true }, me.headers), CreditCardList);
    await api.db.update(t.creditCards).set({ isInvalid: true }).where(eq(t.creditCards.userId, me.userId));
    await data(await buy(me.headers, checkoutBody({ token: await cardToken(api, me.headers) })), PlanSettings);
    expect((await cards(me.headers)).map((c) => [c.last_four, c.is_default])).toEqual([
      ["4242", true],
      ["4444", false],
    ]);
  });
});

describe("finding 3: a $0 checkout takes any card", () => {
  it.each([
    ["FREE30", { coupon: "FREE30" }],
    ["VIPSTYLE", {}],
  ])("with %s (nothing due today) the declined card is refused with the usual words; no plan starts and no card is kept", async (label, extra) => {
    const me = await planShopper(api);
    if (label === "VIPSTYLE") await data(await api.post("/api/user/vip_code", { vip_code: "VIPSTYLE" }, me.headers), VipCodeCheck);
    expect((await calc(me.headers, { plan_id: "seller1", pay: "year", ...extra })).total).toBe(0);
    const refused = await buy(me.headers, checkoutBody({ pay: "year", ...extra, token: await cardToken(api, me.headers, CARDS.declined) }));
    expect((await failure(refused, 402)).message).toBe("Your card was declined.");
    expect(await plansOf(api, me.userId)).toEqual([]);
    expect(await cards(me.headers)).toEqual([]);
    const user = await userRow(me.userId);
    expect([user.planLevel, user.planSubLevel]).toEqual([0, 0]);
    // The VIP code is not used up by a refused card.
    expect(user.vipCode).toBe(label === "VIPSTYLE" ? "VIPSTYLE" : null);
    // A card that needs the cardholder cannot be charged at renewal either.
    expect((await failure(await buy(me.headers, checkoutBody({ pay: "year", ...extra, token: await cardToken(api, me.headers, CARDS.threeDs) })), 402)).message).toMatch(/requires authentication/);
    // A good card starts the plan, and nothing is charged today.
    await data(await buy(me.headers, checkoutBody({ pay: "year", ...extra, token: await cardToken(api, me.headers) })), PlanSettings);
    expect(await chargesOf(api, me.userId)).toEqual([]);
  });
});

/** What the calculation shows and what the subscription records, for one pair. */
const PAIRS = [
  { codes: "none", pay: "month", today: 2500, next: "2026-04-10T12:00:00.000Z", free: null },
  { codes: "FREE30", pay: "month", today: 0, next: "2026-04-09T12:00:00.000Z", free: { by: "coupon", days: 30 } },
  { codes: "VIPSTYLE", pay: "month", today: 0, next: "2026-04-10T12:00:00.000Z", free: { by: "vip", months: 1 } },
  { codes: "both", pay: "month", today: 0, next: "2026-04-10T12:00:00.000Z", free: { by: "vip", months: 1 } },
  { codes: "none", pay: "year", today: 24000, next: "2027-03-10T12:00:00.000Z", free: null },
  { codes: "FREE30", pay: "year", today: 0, next: "2026-04-09T12:00:00.000Z", free: { by: "coupon", days: 30 } },
  { codes: "VIPSTYLE", pay: "year", today: 0, next: "2026-04-10T12:00:00.000Z", free: { by: "vip", months: 1 } },
  { codes: "both", pay: "year", today: 0, next: "2026-04-10T12:00:00.000Z", free: { by: "vip", months: 1 } },
] as const;

describe("findings 2 and 5: the schedule tells the truth about later charges", () => {
  it.each(PAIRS)("$codes on $pay: the schedule shown is the one the subscription records", async ({ codes, pay, today, next, free }) => {
    const me = await planShopper(api);
    if (codes === "VIPSTYLE" || codes === "both") await data(await api.post("/api/user/vip_code", { vip_code: "VIPSTYLE" }, me.headers), VipCodeCheck);
    const coupon = codes === "FREE30" || codes === "both" ? { coupon: "FREE30" } : {};
    const price = pay === "month" ? 2500 : 24000;
    const shown = await calc(me.headers, { plan_id: "seller1", pay, ...coupon });
    expect(shown.schedule).toEqual({ today, next: { amount: price, date: next }, free });
    expect(shown.total).toBe(today);

    const settings = await data(await buy(me.headers, checkoutBody({ pay, ...coupon, token: await cardToken(api, me.headers) })), PlanSettings);
    const [row] = await plansOf(api, me.userId);
    // What was charged today, and when and how much the subscription charges next.
    expect((await chargesOf(api, me.userId)).reduce((sum, c) => sum + c.amount, 0)).toBe(shown.schedule.today);
    expect(row!.periodEnd.toISOString()).toBe(shown.schedule.next.date);
    expect(row!.nextPayment!.toISOString()).toBe(shown.schedule.next.date);
    expect(row!.price).toBe(shown.schedule.next.amount);
    expect(new Date(settings.plan!.next_payment!).toISOString()).toBe(shown.schedule.next.date);
    expect(settings.plan).toMatchObject({ pay, price: shown.schedule.next.amount, status: today > 0 ? "active" : "trialing" });
    // A VIP code is used only when it is what makes the time free.
    expect((await userRow(me.userId)).vipCode).toBeNull();
  });

  it("a VIP code grants what its record says: 3 months on a yearly plan, then the year's price", async () => {
    await api.db.insert(t.vipCodes).values({ code: "VIPTHREE", planId: "plan-seller1", freeMonths: 3 });
    const me = await planShopper(api);
    await data(await api.post("/api/user/vip_code", { vip_code: "VIPTHREE" }, me.headers), VipCodeCheck);
    const shown = await calc(me.headers, { plan_id: "seller1", pay: "year" });
    expect(shown.schedule).toEqual({ today: 0, next: { amount: 24000, date: "2026-06-10T12:00:00.000Z" }, free: { by: "vip", months: 3 } });
    // The code names its plan: another plan gets nothing from it.
    expect((await calc(me.headers, { plan_id: "seller2", pay: "year" })).schedule).toMatchObject({ today: 46800, free: null });
  });
});

/**
 * The plan API (API-11/12, API-73…75, APX-03) on the test subscription provider: the plan list,
 * calc (new, change with refund, coupon, VIP), checkout (idempotent, eligibility, refused cards),
 * stop renewal, VIP codes, another user's plan, and GET /api/plans/current's plan data.
 */
import { eq } from "drizzle-orm";
import { CurrentPlan } from "@/lib/api/schemas/order-history";
import { PlanCalc, PlanInfo, PlanList, PlanSettings, VipCodeCheck } from "@/lib/api/schemas/plan";
import { CurrentUser } from "@/lib/api/schemas/user";
import * as t from "@/server/db/schema";
import { PLAN_MESSAGES } from "@/server/plans/messages";
import { data, failure, fileTestApi } from "./helpers";
import { CARDS, withTempOutbox } from "./orders-support";
import { BILLING, cardToken, chargesOf, checkoutBody, DAY, movableClock, planKey, plansOf, planShopper } from "./plans-support";

const clock = movableClock();
const api = fileTestApi({ now: clock.now });
withTempOutbox();

const calc = async (headers: Record<string, string>, body: object) => data(await api.post("/api/plan/calc", body, headers), PlanCalc);
const buy = async (headers: Record<string, string>, body: object, key = planKey()) => api.post("/api/plan/checkout", body, { ...headers, ...key });

describe("the plan list", () => {
  it("lists the plans in tier order, the box plans with type=gb, one plan by key (public)", async () => {
    const { plans } = await data(await api.get("/api/plans"), PlanList);
    expect(plans.map((p) => p.plan_id)).toEqual(["shopper1", "shopper2", "seller1", "seller2"]);
    expect(plans.find((p) => p.plan_id === "seller1")).toMatchObject({ name: "Basic", monthly_fee: 2500, annual_avg_monthly_fee: 2000, discountOff: 20, level: 2, sub_level: 0 });
    expect((await data(await api.get("/api/plans?type=gb"), PlanList)).plans.map((p) => p.plan_id)).toEqual(["shopper2", "seller1", "seller2"]);
    expect((await data(await api.get("/api/plan/seller2"), PlanInfo)).name).toBe("Pro");
    expect((await failure(await api.get("/api/plan/nope"), 404)).message).toBe(PLAN_MESSAGES.planNotFound);
    await failure(await api.get("/api/plans?type=zz"), 400);
  });
});

describe("sessions", () => {
  it("every signed-in call answers 401 without a session", async () => {
    const bad = { "x-access-token": "nope" };
    for (const response of [
      await api.post("/api/plan/calc", { plan_id: "seller1", pay: "month" }, bad),
      await api.post("/api/plan/checkout", checkoutBody({ credit_card_id: "x" }), { ...bad, ...planKey() }),
      await api.post("/api/plan/cancel", { reason: "too expensive" }, bad),
      await api.get("/api/user/vip_code?vip_code=VIPSTYLE", bad),
      await api.post("/api/user/vip_code", { vip_code: "VIPSTYLE" }, bad),
      await api.get("/api/plans/current", bad),
    ]) {
      expect((await failure(response, 401)).message).toBe("Please sign in to continue.");
    }
  });
});

describe("calc", () => {
  it("prices monthly and yearly (12 × annual_avg_monthly_fee), a coupon's free days, an unknown coupon", async () => {
    const me = await planShopper(api);
    expect(await calc(me.headers, { plan_id: "seller1", pay: "month" })).toEqual({
      total: 2500,
      refund: 0,
      price: 2500,
      coupon_result: null,
      vip: false,
      schedule: { today: 2500, next: { amount: 2500, date: "2026-04-10T12:00:00.000Z" }, free: null },
    });
    expect(await calc(me.headers, { plan_id: "seller1", pay: "year" })).toMatchObject({ total: 24000, price: 24000 });
    expect(await calc(me.headers, { plan_id: "seller2", pay: "month", coupon: "free30" })).toMatchObject({ total: 0, price: 4900, coupon_result: { free_days: 30, status: "success" } });
    expect(await calc(me.headers, { plan_id: "seller2", pay: "month", coupon: "NOPE" })).toMatchObject({ total: 4900, coupon_result: { free_days: 0, status: "fail" } });
    expect((await failure(await api.post("/api/plan/calc", { plan_id: "seller1", pay: "month", mode: "change" }, me.headers), 409)).message).toBe(PLAN_MESSAGES.noPlan);
  });

  it("refuses bad input with a reason, never a 500", async () => {
    const me = await planShopper(api);
    for (const body of [{}, { plan_id: "seller1", pay: "week" }, { plan_id: "x".repeat(500), pay: "month" }, { plan_id: "seller1", pay: "month", coupon: 12 }]) {
      const error = await failure(await api.post("/api/plan/calc", body, me.headers), 400);
      expect(error.message).not.toBe("");
    }
    await failure(await api.post("/api/plan/calc", { plan_id: "nope", pay: "month" }, me.headers), 404);
  });
});

describe("checkout", () => {
  it("buys seller1 monthly with a new card: one charge, the plan runs a month, the user is 2-0", async () => {
    const me = await planShopper(api);
    const settings = await data(await buy(me.headers, checkoutBody({ token: await cardToken(api, me.headers) })), PlanSettings);
    expect(settings).toMatchObject({ is_show_buy_plan: false, tier: "2-0", plan: { plan_id: "seller1", status: "active", price: 2500, canceled_at: null } });
    expect(settings.plan!.next_payment).toBe(settings.plan!.period_end_date);
    expect(new Date(settings.plan!.period_end_date).getTime() - clock.at.getTime()).toBe(31 * DAY); // March has 31 days
    expect((await chargesOf(api, me.userId)).map((c) => [c.kind, c.amount, c.status])).toEqual([["initial", 2500, "succeeded"]]);
    const current = await data(await api.get("/api/plans/current", me.headers), CurrentPlan);
    expect(current).toMatchObject({ key: "seller1", return_cost: 0, tier: "2-0", plan: { plan_id: "seller1" } });
  });

  it("is idempotent: a double submit (one after the other, or at once) makes one subscription and one charge", async () => {
    const me = await planShopper(api);
    const card = await cardToken(api, me.headers);
    const key = planKey();
    const first = await data(await buy(me.headers, checkoutBody({ token: card }), key), PlanSettings);
    const again = await data(await buy(me.headers, checkoutBody({ token: card }), key), PlanSettings);
    expect(again.plan).toEqual(first.plan);
    expect(await plansOf(api, me.userId)).toHaveLength(1);
    expect(await chargesOf(api, me.userId)).toHaveLength(1);

    const other = await planShopper(api);
    const otherCard = await cardToken(api, other.headers);
    const otherKey = planKey();
    const answers = await Promise.all([buy(other.headers, checkoutBody({ token: otherCard }), otherKey), buy(other.headers, checkoutBody({ token: otherCard }), otherKey)]);
    expect(answers.map((r) => r.status).sort()).toContain(200);
    expect(await plansOf(api, other.userId)).toHaveLength(1);
    expect(await chargesOf(api, other.userId)).toHaveLength(1);
  });

  it("two purchases at once by one user (two tabs, two keys) make one plan and one charge; the other is refused with a reason", async () => {
    const me = await planShopper(api);
    const card = await cardToken(api, me.headers);
    const answers = await Promise.all([buy(me.headers, checkoutBody({ token: card })), buy(me.headers, checkoutBody({ plan_id: "seller2", token: card }))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = await failure(answers.find((r) => r.status === 409)!, 409);
    expect([PLAN_MESSAGES.otherPurchase, PLAN_MESSAGES.notEligible]).toContain(refused.message);
    expect((await plansOf(api, me.userId)).map((p) => p.status)).toEqual(["active"]);
    expect(await chargesOf(api, me.userId)).toHaveLength(1);
  });

  it("a key reused for another plan is a 409", async () => {
    const me = await planShopper(api);
    const key = planKey();
    await data(await buy(me.headers, checkoutBody({ token: await cardToken(api, me.headers) }), key), PlanSettings);
    expect((await failure(await buy(me.headers, checkoutBody({ plan_id: "seller2", token: await cardToken(api, me.headers) }), key), 409)).message).toBe(PLAN_MESSAGES.keyReused);
  });

  it("a refused card is a 402 with the provider's words and keeps nothing", async () => {
    const me = await planShopper(api);
    const response = await buy(me.headers, checkoutBody({ token: await cardToken(api, me.headers, CARDS.declined) }));
    expect((await failure(response, 402)).message).toBe("Your card was declined.");
    expect(await plansOf(api, me.userId)).toHaveLength(0);
    const offSession = await buy(me.headers, checkoutBody({ token: await cardToken(api, me.headers, CARDS.threeDs) }));
    expect((await failure(offSession, 402)).message).toMatch(/requires authentication/);
  });

  it("free days from a coupon: trialing, nothing charged, the period ends after the free days", async () => {
    const me = await planShopper(api);
    const settings = await data(await buy(me.headers, checkoutBody({ plan_id: "seller2", coupon: "FREE30", token: await cardToken(api, me.headers) })), PlanSettings);
    expect(settings.plan).toMatchObject({ plan_id: "seller2", status: "trialing", price: 4900 });
    expect(new Date(settings.plan!.period_end_date).getTime() - clock.at.getTime()).toBe(30 * DAY);
    expect(await chargesOf(api, me.userId)).toHaveLength(0);
    expect((await failure(await buy((await planShopper(api)).headers, checkoutBody({ coupon: "NOPE", credit_card_id: "x" })), 400)).message).toBe(PLAN_MESSAGES.couponInvalid);
  });

  it("refuses what the checkout form refuses: terms, payment, billing address", async () => {
    const me = await planShopper(api);
    expect((await failure(await buy(me.headers, checkoutBody({ agree_terms: false as never, credit_card_id: "x" })), 400)).message).toMatch(/please agree our terms and conditions\./);
    expect((await failure(await buy(me.headers, checkoutBody({})), 400)).message).toMatch(/please provide vaild payment information\./);
    expect((await failure(await buy(me.headers, checkoutBody({ credit_card_id: "not-mine" })), 400)).message).toBe(PLAN_MESSAGES.payment);
    for (const billing_address of [{ ...BILLING, name: " " }, { ...BILLING, phone: "12" }, { ...BILLING, zip_code: "" }, "x"]) {
      expect((await failure(await buy(me.headers, checkoutBody({ credit_card_id: "x", billing_address: billing_address as never })), 400)).message).toMatch(/please provide vaild billing address\./);
    }
    await failure(await api.post("/api/plan/checkout", checkoutBody({ credit_card_id: "x" }), me.headers), 400); // no idempotency key
  });

  it("PLAN-11: shopper1 and a second new purchase are refused; another user's card is not found", async () => {
    const me = await planShopper(api);
    const card = await cardToken(api, me.headers);
    expect((await failure(await buy(me.headers, checkoutBody({ plan_id: "shopper1", token: card })), 409)).message).toBe(PLAN_MESSAGES.notEligible);
    await data(await buy(me.headers, checkoutBody({ token: card })), PlanSettings);
    const creditCardId = (await plansOf(api, me.userId))[0]!.creditCardId;
    expect((await failure(await buy(me.headers, checkoutBody({ plan_id: "seller2", credit_card_id: creditCardId! })), 409)).message).toBe(PLAN_MESSAGES.notEligible);
    const other = await planShopper(api);
    expect((await failure(await buy(other.headers, checkoutBody({ credit_card_id: creditCardId! })), 400)).message).toBe(PLAN_MESSAGES.payment);
  });
});

describe("change plan", () => {
  it("refunds the unused days: calc and checkout agree, the old plan ends, the new one starts today", async () => {
    const me = await planShopper(api);
    await data(await buy(me.headers, checkoutBody({ token: await cardToken(api, me.headers) })), PlanSettings);
    const creditCardId = (await plansOf(api, me.userId))[0]!.creditCardId;
    const start = clock.at;
    clock.advance(10);
    try {
      expect((await failure(await api.post("/api/plan/calc", { plan_id: "seller1", pay: "month", mode: "change" }, me.headers), 409)).message).toBe(PLAN_MESSAGES.samePlan);
      const quote = await calc(me.headers, { plan_id: "seller2", pay: "month", mode: "change" });
      expect(quote.refund).toBe(Math.round((2500 * 21) / 31)); // 21 of March's 31 days unused
      expect(quote.total).toBe(4900 - quote.refund);
      const settings = await data(await buy(me.headers, checkoutBody({ plan_id: "seller2", mode: "change", credit_card_id: creditCardId! })), PlanSettings);
      expect(settings).toMatchObject({ tier: "2-1", plan: { plan_id: "seller2", period_start_date: clock.at.toISOString() } });
      expect((await chargesOf(api, me.userId)).map((c) => [c.kind, c.amount])).toEqual([
        ["initial", 2500],
        ["change", quote.total],
      ]);
      const rows = await plansOf(api, me.userId);
      expect(rows.find((r) => r.status === "ended")).toMatchObject({ periodStart: start, periodEnd: clock.at, nextPayment: null });
    } finally {
      clock.at = start;
    }
  });
});

describe("stop auto-renewal", () => {
  it("needs a reason, and a text for 'Other (please specify)'", async () => {
    const me = await planShopper(api);
    expect((await failure(await api.post("/api/plan/cancel", {}, me.headers), 400)).message).toMatch(/please select a reason/);
    expect((await failure(await api.post("/api/plan/cancel", { reason: "Other (please specify)" }, me.headers), 400)).message).toMatch(/please enter reasons/);
    expect((await failure(await api.post("/api/plan/cancel", { reason: "too expensive" }, me.headers), 409)).message).toBe(PLAN_MESSAGES.noPlan);
  });

  it("keeps the plan to its period end without a next payment; another user cannot touch it", async () => {
    const me = await planShopper(api);
    const bought = await data(await buy(me.headers, checkoutBody({ token: await cardToken(api, me.headers) })), PlanSettings);
    const other = await planShopper(api);
    expect((await failure(await api.post("/api/plan/cancel", { reason: "too expensive" }, other.headers), 409)).message).toBe(PLAN_MESSAGES.noPlan);
    expect((await data(await api.get("/api/plans/current", other.headers), CurrentPlan)).plan).toBeNull();

    const stopped = await data(await api.post("/api/plan/cancel", { reason: "Other (please specify)", other: "Moving abroad" }, me.headers), PlanSettings);
    expect(stopped.plan).toMatchObject({ plan_id: "seller1", next_payment: null, canceled_at: clock.at.toISOString(), period_end_date: bought.plan!.period_end_date });
    expect((await plansOf(api, me.userId))[0]!.cancelReason).toBe("Moving abroad");
    expect((await failure(await api.post("/api/plan/cancel", { reason: "too expensive" }, me.headers), 409)).message).toBe(PLAN_MESSAGES.noRenewal);
  });

  it("a stopped plan keeps its name and badge in the account (GET /api/user) until its period ends", async () => {
    const me = await planShopper(api);
    await data(await buy(me.headers, checkoutBody({ token: await cardToken(api, me.headers) })), PlanSettings);
    await data(await api.post("/api/plan/cancel", { reason: "too expensive" }, me.headers), PlanSettings);
    expect(await data(await api.get("/api/user", me.headers), CurrentUser)).toMatchObject({ plan_name: "Basic", plan_badge: "gold boutique", is_show_buy_plan: false });
    // past its end the plan no longer runs (the renewal sweep ends it; the account already says so), and
    // whether a plan may be bought is the plan API's answer (the tier rule, PLAN-11), not a second one
    await api.db.update(t.userPlans).set({ periodEnd: new Date(clock.at.getTime() - 1000) }).where(eq(t.userPlans.userId, me.userId));
    const current = await data(await api.get("/api/plans/current", me.headers), CurrentPlan);
    expect(await data(await api.get("/api/user", me.headers), CurrentUser)).toMatchObject({ plan_name: null, plan_badge: null, is_show_buy_plan: current.is_show_buy_plan });
  });
});

describe("VIP codes", () => {
  it("checks a code, refuses an invalid one with 'VIP Code invalid', waives the fee of its plan", async () => {
    const me = await planShopper(api);
    expect(await data(await api.get("/api/user/vip_code?vip_code=vipstyle", me.headers), VipCodeCheck)).toMatchObject({ valid: true });
    expect((await data(await api.get("/api/user/vip_code?vip_code=NOPE", me.headers), VipCodeCheck)).valid).toBe(false);
    expect((await failure(await api.post("/api/user/vip_code", { vip_code: "NOPE" }, me.headers), 400)).message).toBe("VIP Code invalid");

    await data(await api.post("/api/user/vip_code", { vip_code: "VIPSTYLE" }, me.headers), VipCodeCheck);
    expect(await calc(me.headers, { plan_id: "seller1", pay: "month" })).toMatchObject({ total: 0, price: 2500, vip: true });
    expect((await calc(me.headers, { plan_id: "seller2", pay: "month" })).vip).toBe(false);
    const settings = await data(await buy(me.headers, checkoutBody({ token: await cardToken(api, me.headers) })), PlanSettings);
    // The code's free month is a trial: nothing charged, the plan's price when it ends.
    expect(settings.plan).toMatchObject({ plan_id: "seller1", status: "trialing", price: 2500 });
    expect(await chargesOf(api, me.userId)).toHaveLength(0);
    const [user] = await api.db.select().from(t.users).where(eq(t.users.id, me.userId));
    expect(user!.vipCode).toBeNull();
  });

  it("a held code that became invalid stops the order with 'vip code invalid' and is reset", async () => {
    const me = await planShopper(api);
    await api.db.insert(t.vipCodes).values({ code: "GONE1", planId: "plan-seller1" });
    await data(await api.post("/api/user/vip_code", { vip_code: "GONE1" }, me.headers), VipCodeCheck);
    await api.db.update(t.vipCodes).set({ active: false }).where(eq(t.vipCodes.code, "GONE1"));
    expect((await failure(await buy(me.headers, checkoutBody({ token: await cardToken(api, me.headers) })), 409)).message).toBe("vip code invalid");
    const [user] = await api.db.select().from(t.users).where(eq(t.users.id, me.userId));
    expect(user!.vipCode).toBeNull();
    expect(await plansOf(api, me.userId)).toHaveLength(0);
  });
});

describe("GET /api/plans/current", () => {
  it("keeps its answer for the seeded stylist and shopper, with My Plan Detail's data added", async () => {
    const stylist = await planShopper(api);
    await api.db.update(t.sessions).set({ userId: "user-stylist-demo" }).where(eq(t.sessions.userId, stylist.userId));
    const current = await data(await api.get("/api/plans/current", stylist.headers), CurrentPlan);
    expect(current).toMatchObject({ key: "seller1", return_cost: 0, is_show_buy_plan: false, tier: "2-0", plan: { plan_id: "seller1", price: 2500 } });
  });
});

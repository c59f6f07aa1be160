/**
 * Plan billing: renewals on the test provider (exactly once with two schedulers on one database, a
 * refused renewal marks the plan and mails the user, lapsed plans end) and Stripe's webhook
 * (signature refusal, replay of the same event is a no-op).
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { PlanSettings } from "@/lib/api/schemas/plan";
import * as t from "@/server/db/schema";
import type { SubscriptionProvider } from "@/server/payments/subscriptions";
import { testSubscriptionProviders } from "@/server/payments/test-subscriptions";
import { RENEW_GRACE_DAYS, renewDuePlans, RENEWAL_FAILED_MAIL } from "@/server/plans/renewals";
import { WEBHOOK_SIGNATURE_INVALID } from "@/server/plans/webhook";
import { data, failure, fileTestApi } from "./helpers";
import { CARDS, withTempOutbox } from "./orders-support";
import { cardToken, chargesOf, checkoutBody, DAY, movableClock, planKey, plansOf, planShopper } from "./plans-support";

const WEBHOOK_SECRET = "whsec_test_plans";
const clock = movableClock();
const api = fileTestApi({ now: clock.now, stripeWebhookSecret: WEBHOOK_SECRET });
withTempOutbox();

const providers = testSubscriptionProviders(clock.now);
/** Every renewal the provider was asked to charge: the exactly-once proof counts these. */
const renewCalls: string[] = [];
const countingProvider = (): SubscriptionProvider => {
  const inner = providers.open(api.db);
  return {
    name: inner.name,
    start: (input) => inner.start(input),
    change: (input) => inner.change(input),
    cancelAtPeriodEnd: (id) => inner.cancelAtPeriodEnd(id),
    renew: (input) => {
      renewCalls.push(input.subscriptionId);
      return inner.renew(input);
    },
  };
};
/** One scheduler run, as one server process would do it. */
const renewAt = (at: Date) => renewDuePlans({ db: api.db, subscriptions: countingProvider(), now: at });

async function subscribed(number: string = CARDS.visa) {
  const me = await planShopper(api);
  const settings = await data(await api.post("/api/plan/checkout", checkoutBody({ token: await cardToken(api, me.headers, number) }), { ...me.headers, ...planKey() }), PlanSettings);
  return { ...me, plan: settings.plan! };
}

describe("renewals", () => {
  it("charges a due plan exactly once with two schedulers running at the same time", async () => {
    const me = await subscribed();
    const due = new Date(new Date(me.plan.period_end_date).getTime() + 60_000);
    const [first, second] = await Promise.all([renewAt(due), renewAt(due)]);
    expect(first + second).toBe(1);
    const renewals = (await chargesOf(api, me.userId)).filter((c) => c.kind === "renewal");
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ amount: 2500, status: "succeeded", periodStart: new Date(me.plan.period_end_date) });
    const [row] = await plansOf(api, me.userId);
    expect(row).toMatchObject({ status: "active", periodStart: new Date(me.plan.period_end_date), renewalClaimedUntil: null });
    expect(row!.nextPayment).toEqual(row!.periodEnd);
    expect(row!.periodEnd.toISOString()).toBe("2026-05-10T12:00:00.000Z");
    const chargedAtProvider = () => renewCalls.filter((id) => id === row!.providerSubscriptionId).length;
    expect(chargedAtProvider()).toBe(1);
    // Running again for the same period does nothing more.
    await Promise.all([renewAt(due), renewAt(due)]);
    expect((await chargesOf(api, me.userId)).filter((c) => c.kind === "renewal")).toHaveLength(1);
    expect(chargedAtProvider()).toBe(1);
  });

  it("several due plans with two schedulers at once: each is renewed and charged once", async () => {
    const shoppers = [await subscribed(), await subscribed(), await subscribed()];
    const due = new Date(Math.max(...shoppers.map((me) => new Date(me.plan.period_end_date).getTime())) + 60_000);
    await Promise.all([renewAt(due), renewAt(due), renewAt(due)]);
    for (const me of shoppers) {
      const renewals = (await chargesOf(api, me.userId)).filter((c) => c.kind === "renewal");
      expect(renewals).toHaveLength(1);
      expect(renewals[0]!.status).toBe("succeeded");
      const [row] = await plansOf(api, me.userId);
      expect(row).toMatchObject({ status: "active", renewalClaimedUntil: null });
      expect(renewCalls.filter((id) => id === row!.providerSubscriptionId)).toHaveLength(1);
    }
  });

  it("a plan held by another scheduler's claim is left alone until the claim expires", async () => {
    const me = await subscribed();
    const due = new Date(new Date(me.plan.period_end_date).getTime() + 60_000);
    const [row] = await plansOf(api, me.userId);
    await api.db.update(t.userPlans).set({ renewalClaimedUntil: new Date(due.getTime() + 60_000) }).where(eq(t.userPlans.id, row!.id));
    await renewAt(due);
    expect((await chargesOf(api, me.userId)).filter((c) => c.kind === "renewal")).toHaveLength(0);
    await renewAt(new Date(due.getTime() + 120_000));
    expect((await chargesOf(api, me.userId)).filter((c) => c.kind === "renewal")).toHaveLength(1);
  });

  it("a refused renewal marks the plan past due and mails the user; after the grace days the plan ends and the user is 0-0", async () => {
    const me = await subscribed();
    const [row] = await plansOf(api, me.userId);
    const [card] = await api.db.select().from(t.creditCards).where(eq(t.creditCards.id, row!.creditCardId!));
    await api.db.update(t.testPaymentTokens).set({ outcome: "decline" }).where(eq(t.testPaymentTokens.id, card!.providerToken));
    const due = new Date(new Date(me.plan.period_end_date).getTime() + 60_000);
    await renewAt(due);
    expect((await chargesOf(api, me.userId)).filter((c) => c.kind === "renewal")).toMatchObject([{ status: "failed", failureMessage: "Your card was declined." }]);
    const [pastDue] = await plansOf(api, me.userId);
    expect(pastDue).toMatchObject({ status: "past_due", nextPayment: null });
    expect(pastDue!.periodEnd.getTime() - new Date(me.plan.period_end_date).getTime()).toBe(RENEW_GRACE_DAYS * DAY);
    const mails = await api.db.select().from(t.outboxMail).where(and(eq(t.outboxMail.to, me.email), eq(t.outboxMail.kind, RENEWAL_FAILED_MAIL)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain("Your card was declined.");

    await renewAt(new Date(due.getTime() + RENEW_GRACE_DAYS * DAY));
    expect((await plansOf(api, me.userId))[0]!.status).toBe("ended");
    expect((await chargesOf(api, me.userId)).filter((c) => c.kind === "renewal")).toHaveLength(1); // never retried
    const [user] = await api.db.select().from(t.users).where(eq(t.users.id, me.userId));
    expect([user!.planLevel, user!.planSubLevel]).toEqual([0, 0]);
  });

  it("the seeded stylist's plan renews with its saved card; a plan bought through another provider is left to it", async () => {
    const [seeded] = await api.db.select().from(t.userPlans).where(eq(t.userPlans.id, "user-plan-demo"));
    const stripeRow = { ...seeded!, id: randomUUID(), provider: "stripe", providerSubscriptionId: "sub_elsewhere", idempotencyKey: null };
    await api.db.insert(t.userPlans).values(stripeRow);
    await renewAt(new Date(seeded!.nextPayment!.getTime() + 60_000));
    const charges = await api.db.select().from(t.planCharges).where(eq(t.planCharges.kind, "renewal"));
    expect(charges.filter((c) => c.userPlanId === seeded!.id)).toMatchObject([{ status: "succeeded", amount: 2500 }]);
    expect(charges.filter((c) => c.userPlanId === stripeRow.id)).toEqual([]);
    expect(renewCalls).not.toContain("sub_elsewhere");
    await api.db.delete(t.userPlans).where(eq(t.userPlans.id, stripeRow.id));
  });

  it("a stopped plan is not renewed and ends at its period end", async () => {
    const me = await subscribed();
    await data(await api.post("/api/plan/cancel", { reason: "too expensive" }, me.headers), PlanSettings);
    await renewAt(new Date(new Date(me.plan.period_end_date).getTime() + 60_000));
    expect((await chargesOf(api, me.userId)).filter((c) => c.kind === "renewal")).toHaveLength(0);
    expect((await plansOf(api, me.userId))[0]!.status).toBe("ended");
  });
});

describe("the Stripe webhook", () => {
  const stripe = new Stripe("sk_test_unused");
  const post = (payload: string, signature?: string) =>
    Promise.resolve(api.app.request("/api/payments/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) }, body: payload }));
  const signed = (payload: string) => stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

  async function stripePlan() {
    const me = await planShopper(api);
    const id = randomUUID();
    const subscriptionId = `sub_${id.slice(0, 8)}`;
    await api.db.insert(t.userPlans).values({
      id,
      userId: me.userId,
      planId: "plan-seller1",
      pay: "month",
      price: 2500,
      provider: "stripe",
      providerSubscriptionId: subscriptionId,
      periodStart: clock.at,
      periodEnd: new Date("2026-04-10T12:00:00Z"),
      nextPayment: new Date("2026-04-10T12:00:00Z"),
    });
    return { id, subscriptionId };
  }

  const subscriptionEvent = (eventId: string, subscriptionId: string, cancelAtPeriodEnd: boolean) =>
    JSON.stringify({
      id: eventId,
      object: "event",
      type: "customer.subscription.updated",
      data: {
        object: {
          id: subscriptionId,
          object: "subscription",
          status: "active",
          cancel_at_period_end: cancelAtPeriodEnd,
          start_date: 1773144000,
          latest_invoice: null,
          items: { data: [{ id: "si_1", current_period_start: 1775822400, current_period_end: 1778414400 }] },
        },
      },
    });

  it("refuses a missing or wrong signature", async () => {
    const payload = subscriptionEvent("evt_bad", "sub_x", false);
    expect((await failure(await post(payload), 400)).message).toBe(WEBHOOK_SIGNATURE_INVALID);
    expect((await failure(await post(payload, "t=1,v1=deadbeef"), 400)).message).toBe(WEBHOOK_SIGNATURE_INVALID);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    expect((await failure(await post(payload, forged), 400)).message).toBe(WEBHOOK_SIGNATURE_INVALID);
  });

  it("updates the plan from a signed event; the same event again changes nothing", async () => {
    const { id, subscriptionId } = await stripePlan();
    const payload = subscriptionEvent(`evt_${randomUUID()}`, subscriptionId, false);
    expect(await (await post(payload, signed(payload))).json()).toEqual({ success: true, data: { received: true, duplicate: false } });
    const [renewed] = await api.db.select().from(t.userPlans).where(eq(t.userPlans.id, id));
    expect(renewed).toMatchObject({ periodStart: new Date(1775822400 * 1000), periodEnd: new Date(1778414400 * 1000), nextPayment: new Date(1778414400 * 1000) });

    // Meanwhile the plan changes here; a replay of the old event must not undo it.
    await api.db.update(t.userPlans).set({ nextPayment: null }).where(eq(t.userPlans.id, id));
    expect(await (await post(payload, signed(payload))).json()).toEqual({ success: true, data: { received: true, duplicate: true } });
    const [after] = await api.db.select().from(t.userPlans).where(eq(t.userPlans.id, id));
    expect(after!.nextPayment).toBeNull();
  });

  it("cancel_at_period_end from Stripe stops the renewal; a failed invoice marks the plan past due", async () => {
    const { id, subscriptionId } = await stripePlan();
    const cancel = subscriptionEvent(`evt_${randomUUID()}`, subscriptionId, true);
    expect((await post(cancel, signed(cancel))).status).toBe(200);
    const [stopped] = await api.db.select().from(t.userPlans).where(eq(t.userPlans.id, id));
    expect(stopped!.nextPayment).toBeNull();

    const failed = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: "event",
      type: "invoice.payment_failed",
      data: {
        object: {
          id: "in_1",
          object: "invoice",
          amount_paid: 0,
          amount_due: 2500,
          billing_reason: "subscription_cycle",
          period_start: 1775822400,
          last_finalization_error: null,
          parent: { subscription_details: { subscription: subscriptionId } },
          lines: { data: [{ period: { start: 1775822400, end: 1778414400 } }] },
        },
      },
    });
    await post(failed, signed(failed));
    const [pastDue] = await api.db.select().from(t.userPlans).where(eq(t.userPlans.id, id));
    expect(pastDue!.status).toBe("past_due");
    expect(await api.db.select().from(t.planCharges).where(eq(t.planCharges.userPlanId, id))).toMatchObject([{ kind: "renewal", status: "failed", amount: 2500 }]);
  });
});

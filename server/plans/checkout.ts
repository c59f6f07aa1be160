/**
 * The plan checkout (API-74, PLAN-09/10/11, ONB-10): a new plan or a change of plan (`mode=change`),
 * paid with a saved card or a new one (kept only once it has paid or been set up), billing address,
 * month or year, a coupon's free days or a VIP code's free months (set up, not charged, today), the
 * terms agreed. The subscription follows the plan calculation's schedule (calc.ts). Idempotent per
 * idempotency key: the first request records an `incomplete` plan under the key before it charges, so a
 * double submit finds it and never charges twice; a refused card removes it again (and keeps no card),
 * and the key may be retried.
 *
 * One purchase at a time per user, whatever its key (two tabs, a box checkout and a plan checkout at
 * once): the `incomplete` row is claimed in a transaction holding the user's row lock, which checks
 * again, under the lock, that no other purchase of the user is under way and that the user's plan is
 * still the one quoted. The lock is PostgreSQL's, so it holds across server processes
 * (docs/decisions.md "One plan purchase at a time").
 */
import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { PlanCheckoutRequest, PlanSettings } from "../../lib/api/schemas/plan";
import { planDestination } from "../../lib/plans/eligibility";
import type { SessionUser } from "../auth/session";
import type { Database } from "../db/client";
import type { Tx } from "../orders/stock";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { attachCard, keepCard, releaseCard, usableCard } from "../payments/cards";
import { isPaymentError } from "../payments/errors";
import type { CardDetails, PaymentProvider } from "../payments/provider";
import type { SubscriptionProvider, SubscriptionState } from "../payments/subscriptions";
import { quotePlan, type PlanQuote } from "./calc";
import { priceOf } from "./catalog";
import { PLAN_MESSAGES } from "./messages";
import { planSettings, runningPlan, tierLevels } from "./user-plan";

export interface CheckoutContext {
  db: Database;
  payments: PaymentProvider;
  subscriptions: SubscriptionProvider;
  now: Date;
}

/**
 * The card that pays: a saved one of this user, or a new token attached at the provider but not kept:
 * it is kept (and may become the default) only once the plan's charge or set-up succeeded (finding 1).
 */
type PayingCard = { providerToken: string; id: string | null; details: CardDetails | null };

async function payingCard(ctx: CheckoutContext, user: SessionUser, request: PlanCheckoutRequest): Promise<PayingCard> {
  if (request.credit_card_id) {
    const card = await usableCard(ctx.db, user.id, request.credit_card_id, ctx.now);
    if (!card) throw new ApiError(400, PLAN_MESSAGES.payment);
    return { providerToken: card.providerToken, id: card.id, details: null };
  }
  try {
    const saved = await attachCard(ctx.db, ctx.payments, user, request.token!);
    return { providerToken: saved.card.providerToken, id: null, details: saved.card };
  } catch (error) {
    throw paymentRefusal(error);
  }
}

/** A provider's refusal as the checkout answers it: the card's own words (402), a bad token (400); an outage as it is. */
function paymentRefusal(error: unknown): unknown {
  if (!isPaymentError(error) || error.kind === "unavailable") return error;
  return error.kind === "card" ? new ApiError(402, error.message) : new ApiError(400, PLAN_MESSAGES.payment);
}

/**
 * An `incomplete` purchase older than this was left by a process that stopped mid-way (a provider call
 * never takes this long): it no longer holds the user's other purchases.
 */
const PURCHASE_HOLD_MS = 10 * 60_000;

type Claim = Omit<typeof t.userPlans.$inferInsert, "userId" | "idempotencyKey" | "status" | "createdAt">;

/**
 * Records the purchase as `incomplete` under `key`, holding the user's row lock while it checks that
 * nothing changed since the quote: no other purchase under way (409), the running plan the same one and
 * the purchase still allowed (another purchase finished meanwhile: 409). Answers false when the key has
 * a row already (the caller answers it as a double submit).
 */
async function claimPurchase(tx: Tx, user: SessionUser, request: PlanCheckoutRequest, quote: PlanQuote, key: string, claim: Claim, now: Date): Promise<boolean> {
  const [fresh] = await tx.select({ planLevel: t.users.planLevel, planSubLevel: t.users.planSubLevel }).from(t.users).where(eq(t.users.id, user.id)).for("no key update");
  const [mine] = await tx.select({ id: t.userPlans.id }).from(t.userPlans).where(and(eq(t.userPlans.userId, user.id), eq(t.userPlans.idempotencyKey, key)));
  if (mine) return false;
  const [other] = await tx
    .select({ id: t.userPlans.id })
    .from(t.userPlans)
    .where(and(eq(t.userPlans.userId, user.id), eq(t.userPlans.status, "incomplete"), gt(t.userPlans.createdAt, new Date(now.getTime() - PURCHASE_HOLD_MS))));
  if (other) throw new ApiError(409, PLAN_MESSAGES.otherPurchase);
  const running = await runningPlan(tx, user.id, now);
  const change = request.mode === "change";
  if ((running?.row.id ?? null) !== (quote.running?.row.id ?? null)) throw new ApiError(409, change ? PLAN_MESSAGES.planChanged : PLAN_MESSAGES.notEligible);
  const { level, subLevel } = tierLevels({ id: user.id, ...fresh! }, running);
  if (planDestination({ plan: quote.plan.key, level, subLevel, change }) !== "checkout") throw new ApiError(409, PLAN_MESSAGES.notEligible);
  await tx.insert(t.userPlans).values({ ...claim, userId: user.id, status: "incomplete", idempotencyKey: key, createdAt: now });
  return true;
}

export async function checkoutPlan(ctx: CheckoutContext, user: SessionUser, request: PlanCheckoutRequest, key: string): Promise<PlanSettings> {
  const { db, now } = ctx;
  const change = request.mode === "change";

  // A double submit: the key already names a plan purchase of this user.
  const again = async () => {
    const [row] = await db.select().from(t.userPlans).where(and(eq(t.userPlans.userId, user.id), eq(t.userPlans.idempotencyKey, key)));
    if (!row) return null;
    const [plan] = await db.select().from(t.plans).where(eq(t.plans.id, row.planId));
    if (plan?.key !== request.plan_id || row.pay !== request.pay) throw new ApiError(409, PLAN_MESSAGES.keyReused);
    if (row.status === "incomplete") throw new ApiError(409, PLAN_MESSAGES.inProgress);
    return planSettings(db, user, now);
  };
  const answered = await again();
  if (answered) return answered;

  const quote = await quotePlan(db, user, { plan_id: request.plan_id, pay: request.pay, coupon: change ? undefined : request.coupon, mode: request.mode }, now);
  const { level, subLevel } = tierLevels(user, quote.running);
  if (planDestination({ plan: quote.plan.key, level, subLevel, change }) !== "checkout") throw new ApiError(409, PLAN_MESSAGES.notEligible);
  if (quote.coupon_result?.status === "fail") throw new ApiError(400, PLAN_MESSAGES.couponInvalid);
  if (user.vipCode && !change) {
    // ONB-10: a held code that is no longer valid resets the applied state and stops the order.
    const [vip] = await db.select().from(t.vipCodes).where(and(eq(t.vipCodes.code, user.vipCode), eq(t.vipCodes.active, true)));
    if (!vip) {
      await db.update(t.users).set({ vipCode: null }).where(eq(t.users.id, user.id));
      throw new ApiError(409, PLAN_MESSAGES.vipInvalidOnOrder);
    }
  }
  const card = await payingCard(ctx, user, request);
  // Attaching a first card may just have made the user's provider customer (Stripe): read it back.
  const [customer] = await db.select({ id: t.users.paymentCustomerId }).from(t.users).where(eq(t.users.id, user.id));

  const id = randomUUID();
  const price = priceOf(quote.plan, request.pay);
  const claim: Claim = {
    id,
    planId: quote.plan.id,
    pay: request.pay,
    periodStart: now,
    periodEnd: now,
    price: price.amount,
    provider: ctx.subscriptions.name,
    creditCardId: card.id,
    billingAddress: request.billing_address,
  };
  const claimed = await db.transaction((tx) => claimPurchase(tx, user, request, quote, key, claim, now));
  if (!claimed) return (await again()) ?? planSettings(db, user, now);

  let state: SubscriptionState;
  try {
    // Finding 3: nothing is charged today but money is due later, so the card is checked now.
    if (quote.schedule.today === 0) {
      await ctx.payments.setUpCard({ paymentMethod: card.providerToken, customerId: customer?.id ?? null, userId: user.id, idempotencyKey: `plan-setup-${id}`, offSession: true });
    }
    state =
      change && quote.running?.row.providerSubscriptionId
        ? await ctx.subscriptions.change({ subscriptionId: quote.running.row.providerSubscriptionId, paymentMethod: card.providerToken, price, chargeNow: quote.total, idempotencyKey: `plan-${id}`, now })
        : await ctx.subscriptions.start({
            user: { id: user.id, email: user.email, paymentCustomerId: customer?.id ?? null },
            paymentMethod: card.providerToken,
            price,
            freeUntil: quote.freeUntil,
            idempotencyKey: `plan-${id}`,
            now,
          });
  } catch (error) {
    await db.delete(t.userPlans).where(eq(t.userPlans.id, id));
    if (!card.id) await releaseCard(db, ctx.payments, user.id, card.providerToken);
    throw paymentRefusal(error);
  }
  // The card paid or was set up: only now is a new one kept (the default when the user has no good one).
  const creditCardId = card.details ? (await keepCard(db, user.id, card.details, false, now)).id : card.id;

  await db.transaction(async (tx) => {
    if (change && quote.running) {
      // The old plan ends now; its subscription (Stripe keeps one and swaps the price) moves to the new row.
      await tx
        .update(t.userPlans)
        .set({ status: "ended", periodEnd: now, nextPayment: null, canceledAt: now, cancelReason: "changed plan", providerSubscriptionId: null })
        .where(eq(t.userPlans.id, quote.running.row.id));
    }
    await tx
      .update(t.userPlans)
      .set({ status: state.status, periodStart: state.periodStart, periodEnd: state.periodEnd, nextPayment: state.periodEnd, providerSubscriptionId: state.subscriptionId, creditCardId })
      .where(eq(t.userPlans.id, id));
    if (state.charge) {
      await tx.insert(t.planCharges).values({
        id: randomUUID(),
        userPlanId: id,
        kind: change ? "change" : "initial",
        amount: state.charge.amount,
        periodStart: state.periodStart,
        status: "succeeded",
        providerRef: state.charge.ref,
      });
    }
    await tx
      .update(t.users)
      .set({ planLevel: quote.plan.level, planSubLevel: quote.plan.subLevel, ...(quote.vip ? { vipCode: null } : {}) })
      .where(eq(t.users.id, user.id));
  });
  return planSettings(db, { ...user, planLevel: quote.plan.level, planSubLevel: quote.plan.subLevel }, now);
}

/**
 * Plan renewals. A plan whose `next_payment` has come is renewed by the scheduler the served app
 * runs every RENEW_INTERVAL_MS (like the abandoned-order sweep, server/orders/sweep.ts). Several
 * server processes may run it on one PostgreSQL: each due plan is first claimed with a conditional
 * UPDATE (only one process gets the row back), and the period's renewal charge is a row unique per
 * (plan, period) written before the provider is asked, so a period is charged once whatever runs.
 *
 * A refused renewal marks the plan `past_due` and mails the user: it keeps its tier for
 * RENEW_GRACE_DAYS (time to buy it again with another card), is not retried, then lapses. Plans whose period has ended without a renewal (stopped, or past due) end, and their users
 * go back to 0-0 when nothing else runs.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { log } from "../../lib/log";
import { sendMail } from "../mail/outbox";
import { DAY_MS, type SubscriptionProvider } from "../payments/subscriptions";
import { priceOf } from "./catalog";
import { runningPlan, RUNNING_STATUSES, type UserPlanRow } from "./user-plan";

export const RENEW_BATCH = 10;
export const RENEW_INTERVAL_MS = 60_000;
/** How long a claim holds a plan: a process that died mid-renewal leaves it to another after this. */
export const RENEW_CLAIM_MS = 5 * 60_000;
export const RENEWAL_FAILED_MAIL = "plan-renewal-failed";
export const DECLINED = "Your card was declined.";
export const RENEW_GRACE_DAYS = 7;

export interface RenewalContext {
  db: Database;
  subscriptions: SubscriptionProvider;
  now: Date;
  /** the worker is stopping: claim nothing more */
  signal?: AbortSignal;
}

/** Due, not claimed by another run, and bought through this provider (a plan renews where it was bought). */
const renewable = (now: Date, provider: string) =>
  and(
    eq(t.userPlans.provider, provider),
    inArray(t.userPlans.status, ["active", "trialing"]),
    isNotNull(t.userPlans.nextPayment),
    lte(t.userPlans.nextPayment, now),
    or(isNull(t.userPlans.renewalClaimedUntil), lt(t.userPlans.renewalClaimedUntil, now)),
  );

/** Renews the due plans; answers how many this process renewed or failed. */
export async function renewDuePlans(ctx: RenewalContext): Promise<number> {
  const { db, now } = ctx;
  const due = await db.select({ id: t.userPlans.id }).from(t.userPlans).where(renewable(now, ctx.subscriptions.name)).orderBy(asc(t.userPlans.nextPayment)).limit(RENEW_BATCH);
  let handled = 0;
  for (const { id } of due) {
    if (ctx.signal?.aborted) break;
    // The claim: whoever's UPDATE matches first gets the row; the others get nothing back and move on.
    const [claimed] = await db
      .update(t.userPlans)
      .set({ renewalClaimedUntil: new Date(now.getTime() + RENEW_CLAIM_MS) })
      .where(and(eq(t.userPlans.id, id), renewable(now, ctx.subscriptions.name)))
      .returning();
    if (!claimed) continue;
    try {
      if (await renewOne(ctx, claimed)) handled++;
    } catch (error) {
      log.error({ err: error, plan: id }, "could not renew a plan");
      await db.update(t.userPlans).set({ renewalClaimedUntil: null }).where(eq(t.userPlans.id, id));
    }
  }
  await endLapsedPlans(ctx);
  return handled;
}

async function renewOne(ctx: RenewalContext, row: UserPlanRow): Promise<boolean> {
  const { db, now } = ctx;
  const periodStart = row.periodEnd;
  const chargeId = randomUUID();
  // Once per period, whatever claim expired meanwhile: the unique (plan, kind, period) row decides.
  const [charge] = await db
    .insert(t.planCharges)
    .values({ id: chargeId, userPlanId: row.id, kind: "renewal", amount: row.price, periodStart, status: "pending" })
    .onConflictDoNothing()
    .returning({ id: t.planCharges.id });
  if (!charge) return false;

  const [plan] = await db.select().from(t.plans).where(eq(t.plans.id, row.planId));
  const [card] = row.creditCardId ? await db.select().from(t.creditCards).where(eq(t.creditCards.id, row.creditCardId)) : [];
  const price = { ...priceOf(plan!, row.pay === "year" ? "year" : "month"), amount: row.price };
  let state;
  try {
    state = await ctx.subscriptions.renew({
      subscriptionId: row.providerSubscriptionId ?? row.id,
      paymentMethod: card?.providerToken ?? "",
      price,
      periodStart,
      idempotencyKey: `renew-${row.id}-${periodStart.toISOString()}`,
    });
  } catch (error) {
    // The provider could not be reached: nothing was charged, a later run tries again.
    await db.delete(t.planCharges).where(eq(t.planCharges.id, chargeId));
    throw error;
  }

  const failure = state.charge?.failureMessage ?? (state.status === "past_due" ? DECLINED : null);
  if (!failure && state.periodEnd.getTime() <= periodStart.getTime()) {
    // Stripe has not renewed it yet: look again on a later run.
    await db.delete(t.planCharges).where(eq(t.planCharges.id, chargeId));
    await db.update(t.userPlans).set({ renewalClaimedUntil: null }).where(eq(t.userPlans.id, row.id));
    return false;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(t.planCharges)
      .set({ status: failure ? "failed" : "succeeded", failureMessage: failure, providerRef: state.charge?.ref ?? null, amount: state.charge?.amount ?? row.price })
      .where(eq(t.planCharges.id, chargeId));
    await tx
      .update(t.userPlans)
      .set(
        failure
          ? { status: "past_due", periodEnd: new Date(periodStart.getTime() + RENEW_GRACE_DAYS * DAY_MS), nextPayment: null, renewalClaimedUntil: null }
          : { status: "active", periodStart: state.periodStart, periodEnd: state.periodEnd, nextPayment: state.periodEnd, renewalClaimedUntil: null },
      )
      .where(eq(t.userPlans.id, row.id));
  });
  if (failure) await mailRenewalFailure(db, row.userId, plan!.name, failure, now);
  return true;
}

export async function mailRenewalFailure(db: Database, userId: string, planName: string, reason: string, now: Date) {
  const [user] = await db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, userId));
  if (!user) return;
  await sendMail(
    db,
    {
      to: user.email,
      kind: RENEWAL_FAILED_MAIL,
      subject: `We could not renew your ${planName} plan`,
      body: `We could not charge your card for your ${planName} plan: ${reason}\n\nYour plan stays active for ${RENEW_GRACE_DAYS} more days. Buy it again with another card from My Plan Detail to keep it.`,
    },
    now,
  );
}

/** Plans past their period with no renewal coming end; their users fall back to 0-0 unless another plan runs. */
async function endLapsedPlans({ db, now }: RenewalContext) {
  const ended = await db
    .update(t.userPlans)
    .set({ status: "ended" })
    .where(
      and(
        inArray(t.userPlans.status, [...RUNNING_STATUSES]),
        lte(t.userPlans.periodEnd, now),
        isNull(t.userPlans.nextPayment),
      ),
    )
    .returning({ userId: t.userPlans.userId });
  for (const userId of new Set(ended.map((e) => e.userId))) {
    if (!(await runningPlan(db, userId, now))) await db.update(t.users).set({ planLevel: 0, planSubLevel: 0 }).where(eq(t.users.id, userId));
  }
}

/**
 * The occasion scheduler (GIFT-13…16 after the purchase). The purchase charged the package up front
 * and wrote the occasions (status 0); this makes each one's box when it is due and bills the monthly
 * subscriptions month after month.
 *
 * - An occasion is due `buffer_days` before its date (BR-GIFT-07: items ship buffer_days before the
 *   assigned date): its box order is made (orders.type 2, the preselected items, paid: the box was
 *   paid with the package, nothing is charged), and the occasion becomes created (status 1) with its
 *   order_id and shipped_date. A pack (SO, OT) with nothing left scheduled is then Completed.
 * - A monthly subscription (M) with no scheduled month left (its last one was just made) is charged
 *   the next month off-session on its saved card (renewals.ts), and that month's occasion is appended.
 *   A refused card sets `is_credit_card_invalid` (the GIFT-16 form shows) and is not asked again; a new
 *   card (PUT /api/subscription/credit_card) clears the flag and gets one try on the next run.
 *
 * It runs every RENEW_INTERVAL_MS beside the plan renewals, a job of the worker (server/jobs/shop-jobs.ts). Several workers
 * may run it on one PostgreSQL: each run claims its batch in one UPDATE (`FOR UPDATE SKIP LOCKED`, then
 * `claimed_until` / `renewal_claimed_until`, like the abandoned-order sweep), the occasion's own update
 * is conditional on it still being scheduled, and a month's charge is a row unique per (subscription,
 * month, card) written before the provider is asked, with an idempotency key.
 */
import { and, asc, eq, exists, inArray, isNotNull, isNull, lt, lte, not, or } from "drizzle-orm";
import { OCCASION_STATUS, SUBSCRIPTION_STATUS } from "../../lib/api/schemas/subscription-account";
import * as t from "../db/schema";
import { log } from "../../lib/log";
import { DAY_MS } from "../payments/subscriptions";
import { isoDate, OCCASION_CLAIM_MS, type OccasionContext } from "./context";
import { makeOccasionOrder } from "./occasion-order";
import { chargeNextMonth } from "./renewals";
import { serverConfig } from "../../lib/config/server";

export const OCCASION_BATCH = 10;
/**
 * BR-GIFT-07's buffer_days when GIFT_BUFFER_DAYS is not set: a week, time to pick, pack and ship a box
 * before the occasion (the spec gives no number).
 */
export const DEFAULT_BUFFER_DAYS = 7;

export function giftBufferDays(env: Record<string, string | undefined> = serverConfig().env): number {
  const days = Number(env.GIFT_BUFFER_DAYS);
  return Number.isInteger(days) && days >= 0 && days <= 90 ? days : DEFAULT_BUFFER_DAYS;
}

const claimFree = (column: typeof t.subscriptionOccasions.claimedUntil | typeof t.subscriptions.renewalClaimedUntil, now: Date) => or(isNull(column), lt(column, now));

/** Claims up to OCCASION_BATCH due occasions of running subscriptions that no other run holds, in one statement. */
async function claimDueOccasions({ db, now, bufferDays }: OccasionContext) {
  const running = db.select({ id: t.subscriptions.id }).from(t.subscriptions).where(eq(t.subscriptions.status, SUBSCRIPTION_STATUS.scheduled));
  const due = db
    .select({ id: t.subscriptionOccasions.id })
    .from(t.subscriptionOccasions)
    .where(
      and(
        eq(t.subscriptionOccasions.status, OCCASION_STATUS.scheduled),
        lte(t.subscriptionOccasions.date, isoDate(new Date(now.getTime() + bufferDays * DAY_MS))),
        claimFree(t.subscriptionOccasions.claimedUntil, now),
        inArray(t.subscriptionOccasions.subscriptionId, running),
      ),
    )
    .orderBy(asc(t.subscriptionOccasions.date))
    .limit(OCCASION_BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(t.subscriptionOccasions)
    .set({ claimedUntil: new Date(now.getTime() + OCCASION_CLAIM_MS) })
    .where(inArray(t.subscriptionOccasions.id, due))
    .returning();
  return claimed.sort((a, b) => a.date.localeCompare(b.date));
}

/** Monthly subscriptions running on a card not known to be refused, with no month scheduled: the next one is to be paid. */
async function claimMonthsToCharge({ db, now }: OccasionContext) {
  const occasion = (status?: number) =>
    db
      .select({ id: t.subscriptionOccasions.id })
      .from(t.subscriptionOccasions)
      .where(and(eq(t.subscriptionOccasions.subscriptionId, t.subscriptions.id), status === undefined ? undefined : eq(t.subscriptionOccasions.status, status)));
  const due = db
    .select({ id: t.subscriptions.id })
    .from(t.subscriptions)
    .where(
      and(
        eq(t.subscriptions.type, "M"),
        eq(t.subscriptions.status, SUBSCRIPTION_STATUS.scheduled),
        eq(t.subscriptions.isCreditCardInvalid, false),
        isNotNull(t.subscriptions.creditCardId),
        claimFree(t.subscriptions.renewalClaimedUntil, now),
        exists(occasion()),
        not(exists(occasion(OCCASION_STATUS.scheduled))),
      ),
    )
    .limit(OCCASION_BATCH)
    .for("update", { skipLocked: true });
  return db
    .update(t.subscriptions)
    .set({ renewalClaimedUntil: new Date(now.getTime() + OCCASION_CLAIM_MS) })
    .where(inArray(t.subscriptions.id, due))
    .returning();
}

/** One run: the due boxes, then the monthly charges. Answers how many box orders and paid months this process made. */
export async function runOccasionScheduler(ctx: OccasionContext): Promise<{ orders: number; months: number }> {
  let orders = 0;
  for (const occasion of await claimDueOccasions(ctx)) {
    if (ctx.signal?.aborted) {
      await ctx.db.update(t.subscriptionOccasions).set({ claimedUntil: null }).where(eq(t.subscriptionOccasions.id, occasion.id));
      continue;
    }
    try {
      if (await makeOccasionOrder(ctx, occasion)) orders++;
    } catch (error) {
      log.error({ err: error, occasion: occasion.id }, "could not make the box of a gift occasion");
      await ctx.db.update(t.subscriptionOccasions).set({ claimedUntil: null }).where(eq(t.subscriptionOccasions.id, occasion.id));
    }
  }
  let months = 0;
  for (const subscription of await claimMonthsToCharge(ctx)) {
    try {
      if (!ctx.signal?.aborted && (await chargeNextMonth(ctx, subscription))) months++;
    } catch (error) {
      log.error({ err: error, subscription: subscription.id }, "could not charge the next month of a subscription");
    } finally {
      await ctx.db.update(t.subscriptions).set({ renewalClaimedUntil: null }).where(eq(t.subscriptions.id, subscription.id));
    }
  }
  return { orders, months };
}

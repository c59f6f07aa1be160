/**
 * A monthly gift subscription's next month (scheduler.ts claims the subscription first): charged
 * off-session on the saved card, then that month's occasion is appended, a copy of the last one one
 * month later (same day, clamped like the plan periods). The month's charge row is unique per
 * (subscription, month, card) and written before the provider is asked, with the same idempotency key
 * for the provider: a month is charged at most once per card, whatever runs at the same time. A
 * refused card sets `is_credit_card_invalid`; the same card is never asked again for that month.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, lt } from "drizzle-orm";
import { OCCASION_STATUS } from "../../lib/api/schemas/subscription-account";
import * as t from "../db/schema";
import { periodEndOf } from "../payments/subscriptions";
import { isoDate, OCCASION_CLAIM_MS, type OccasionContext } from "./context";

type SubscriptionRow = typeof t.subscriptions.$inferSelect;
type ChargeRow = typeof t.subscriptionCharges.$inferSelect;

/** The same day next month (the 31st becomes the month's last day). */
export const nextMonthOf = (date: string) => isoDate(periodEndOf(new Date(`${date}T00:00:00Z`), "month"));

async function takeOverStaleCharge({ db, now }: OccasionContext, pending: ChargeRow | undefined): Promise<string | null> {
  if (!pending) return null;
  const [taken] = await db
    .update(t.subscriptionCharges)
    .set({ createdAt: now })
    .where(and(eq(t.subscriptionCharges.id, pending.id), eq(t.subscriptionCharges.status, "pending"), lt(t.subscriptionCharges.createdAt, new Date(now.getTime() - OCCASION_CLAIM_MS))))
    .returning({ id: t.subscriptionCharges.id });
  return taken?.id ?? null;
}

/** Answers true when a month was paid and its occasion appended. */
export async function chargeNextMonth(ctx: OccasionContext, subscription: SubscriptionRow): Promise<boolean> {
  const { db } = ctx;
  const [last] = await db
    .select()
    .from(t.subscriptionOccasions)
    .where(eq(t.subscriptionOccasions.subscriptionId, subscription.id))
    .orderBy(desc(t.subscriptionOccasions.date))
    .limit(1);
  if (!last || !subscription.creditCardId) return false;
  const period = nextMonthOf(last.date);
  const amount = Math.max(0, last.price - last.discountPrice);
  const month = () => ({
    id: randomUUID(),
    subscriptionId: subscription.id,
    eventType: last.eventType,
    date: period,
    status: OCCASION_STATUS.scheduled,
    price: last.price,
    discountPrice: last.discountPrice,
    preselectItems: last.preselectItems,
  });

  const charges = await db.select().from(t.subscriptionCharges).where(and(eq(t.subscriptionCharges.subscriptionId, subscription.id), eq(t.subscriptionCharges.period, period)));
  // Paid already (a run that died before appending the month): append it, charge nothing.
  if (charges.some((c) => c.status === "succeeded")) {
    await db.insert(t.subscriptionOccasions).values(month());
    return true;
  }
  const [card] = await db.select().from(t.creditCards).where(eq(t.creditCards.id, subscription.creditCardId));
  const [charge] = card
    ? await db
        .insert(t.subscriptionCharges)
        .values({ id: randomUUID(), subscriptionId: subscription.id, period, creditCardId: card.id, amount, status: "pending", createdAt: ctx.now })
        .onConflictDoNothing()
        .returning({ id: t.subscriptionCharges.id })
    : [];
  // A charge left pending by a run that died mid-way is asked again with the same idempotency key (the provider answers the first charge).
  const stale = card && !charge ? await takeOverStaleCharge(ctx, charges.find((c) => c.creditCardId === card.id && c.status === "pending")) : null;
  const chargeId = charge?.id ?? stale;
  if (!chargeId) {
    // No card any more, or this card was already asked for this month (refused, or another run is asking it now).
    if (!card || charges.some((c) => c.creditCardId === card.id && c.status === "failed")) {
      await db.update(t.subscriptions).set({ isCreditCardInvalid: true }).where(eq(t.subscriptions.id, subscription.id));
    }
    return false;
  }

  const [user] = subscription.userId ? await db.select({ customerId: t.users.paymentCustomerId }).from(t.users).where(eq(t.users.id, subscription.userId)) : [];
  let outcome;
  try {
    outcome = await ctx.charge(db, {
      amount,
      paymentMethod: card!.providerToken,
      customerId: user?.customerId ?? null,
      idempotencyKey: `gift-month-${subscription.id}-${period}-${card!.id}`,
      description: `Monthly gift box for ${period}`,
    });
  } catch (error) {
    // The provider could not be reached: nothing was charged, a later run tries again.
    await db.delete(t.subscriptionCharges).where(eq(t.subscriptionCharges.id, chargeId));
    throw error;
  }
  const paid = !outcome.failureMessage;
  await db.transaction(async (tx) => {
    await tx
      .update(t.subscriptionCharges)
      .set({ status: paid ? "succeeded" : "failed", providerRef: outcome.ref, failureMessage: outcome.failureMessage })
      .where(eq(t.subscriptionCharges.id, chargeId));
    if (!paid) {
      await tx.update(t.subscriptions).set({ isCreditCardInvalid: true }).where(eq(t.subscriptions.id, subscription.id));
      return;
    }
    await tx.insert(t.subscriptionOccasions).values(month());
  });
  return paid;
}

/**
 * Stripe's webhook (POST /api/payments/stripe/webhook): what Stripe did to a plan's subscription
 * reaches us here, not from the browser. The signature is verified with STRIPE_WEBHOOK_SECRET
 * (`stripe.webhooks.constructEvent` on the raw body); each event id is handled once (a replay is a
 * no-op: payment_webhook_events), inside the same transaction as its changes.
 *
 * - customer.subscription.updated / deleted: the plan's status, period and renewal follow Stripe's.
 * - invoice.paid: the period's charge is recorded (once per plan and period).
 * - invoice.payment_failed: the plan is past due and the user is mailed.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { subscriptionStateOf } from "../payments/stripe-subscriptions";
import { DECLINED, mailRenewalFailure } from "./renewals";

export const WEBHOOK_SIGNATURE_INVALID = "Webhook signature verification failed.";
export const WEBHOOK_NOT_CONFIGURED = "Stripe webhooks are not configured.";

/** The event, if the signature is Stripe's for this secret; otherwise a 400. */
export async function verifyStripeEvent(payload: string, signature: string | undefined, secret: string | null): Promise<Stripe.Event> {
  if (!secret) throw new ApiError(404, WEBHOOK_NOT_CONFIGURED);
  if (!signature) throw new ApiError(400, WEBHOOK_SIGNATURE_INVALID);
  const { default: StripeSdk } = await import("stripe");
  try {
    return StripeSdk.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw new ApiError(400, WEBHOOK_SIGNATURE_INVALID);
  }
}

const subscriptionIdOf = (invoice: Stripe.Invoice): string | null => {
  const ref = invoice.parent?.subscription_details?.subscription;
  return typeof ref === "string" ? ref : (ref?.id ?? null);
};

/** Handles a verified event once; answers whether it had been seen before. */
export async function handleStripeEvent(db: Database, event: Stripe.Event, now: Date): Promise<{ duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(t.paymentWebhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: t.paymentWebhookEvents.id });
    if (!fresh) return { duplicate: true };

    if (event.type === "customer.subscription.updated" || event.type === "customer.subscription.deleted") {
      const subscription = event.data.object;
      const [row] = await tx.select().from(t.userPlans).where(eq(t.userPlans.providerSubscriptionId, subscription.id));
      if (!row) return { duplicate: false };
      if (event.type === "customer.subscription.deleted" || subscription.status === "canceled") {
        await tx.update(t.userPlans).set({ status: "ended", nextPayment: null, periodEnd: now }).where(eq(t.userPlans.id, row.id));
        return { duplicate: false };
      }
      let state;
      try {
        state = subscriptionStateOf(subscription);
      } catch {
        return { duplicate: false }; // incomplete: the checkout that made it has already answered
      }
      await tx
        .update(t.userPlans)
        .set({
          status: state.status,
          periodStart: state.periodStart,
          periodEnd: state.periodEnd,
          nextPayment: subscription.cancel_at_period_end ? null : state.periodEnd,
          ...(subscription.cancel_at_period_end && !row.canceledAt ? { canceledAt: now } : {}),
        })
        .where(eq(t.userPlans.id, row.id));
    } else if (event.type === "invoice.paid" || event.type === "invoice.payment_failed") {
      const invoice = event.data.object;
      const subscriptionId = subscriptionIdOf(invoice);
      const [row] = subscriptionId ? await tx.select().from(t.userPlans).where(eq(t.userPlans.providerSubscriptionId, subscriptionId)) : [];
      if (!row) return { duplicate: false };
      const paid = event.type === "invoice.paid";
      await tx
        .insert(t.planCharges)
        .values({
          id: randomUUID(),
          userPlanId: row.id,
          kind: invoice.billing_reason === "subscription_cycle" ? "renewal" : invoice.billing_reason === "subscription_update" ? "change" : "initial",
          amount: paid ? invoice.amount_paid : invoice.amount_due,
          periodStart: new Date((invoice.lines.data[0]?.period.start ?? invoice.period_start) * 1000),
          status: paid ? "succeeded" : "failed",
          failureMessage: paid ? null : (invoice.last_finalization_error?.message ?? DECLINED),
          providerRef: invoice.id ?? null,
        })
        .onConflictDoNothing();
      if (!paid) {
        await tx.update(t.userPlans).set({ status: "past_due" }).where(eq(t.userPlans.id, row.id));
        const [plan] = await tx.select({ name: t.plans.name }).from(t.plans).where(eq(t.plans.id, row.planId));
        await mailRenewalFailure(tx, row.userId, plan?.name ?? "", invoice.last_finalization_error?.message ?? DECLINED, now);
      }
    }
    return { duplicate: false };
  });
}

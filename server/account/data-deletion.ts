/**
 * Google Play's account data deletion (MISC-02, API-14). What goes and what stays is written down in
 * docs/decisions.md ("Data deletion"): the account's personal data is deleted or anonymised; orders,
 * payments, returns, refunds, subscriptions and plans stay for accounting, under the anonymised user.
 * It acts on the signed-in user only: the route takes no id.
 *
 * Nothing is charged after it: a plan that would renew is stopped at the provider first (it runs to
 * the end of the period already paid, as 'stop renewal' does), and a monthly gift subscription loses
 * its card, so its next month is never charged (a box already paid for still reaches its recipient).
 * The provider is asked before anything is deleted: when it cannot be reached the request fails whole.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import type { SubscriptionProvider } from "../payments/subscriptions";

/** The reason kept on a plan whose renewal a data deletion stopped. */
export const DELETION_CANCEL_REASON = "account data deleted";

/** The placeholder email of a deleted account: unique, lower-case, and on a domain that never receives mail (RFC 2606). */
export const deletedEmail = (userId: string) => `deleted+${userId.toLowerCase()}@deleted.invalid`;

export async function deleteAccountData(db: Database, subscriptions: SubscriptionProvider, userId: string, now = new Date()): Promise<void> {
  const renewing = await db
    .select({ id: t.userPlans.id, providerSubscriptionId: t.userPlans.providerSubscriptionId })
    .from(t.userPlans)
    .where(and(eq(t.userPlans.userId, userId), isNotNull(t.userPlans.nextPayment)));
  for (const plan of renewing) if (plan.providerSubscriptionId) await subscriptions.cancelAtPeriodEnd(plan.providerSubscriptionId);

  await db.transaction(async (tx) => {
    const requestId = randomUUID();
    await tx.insert(t.dataDeletionRequests).values({ id: requestId, userId, source: "google_play", requestedAt: now });

    // what only served the person: sign-in, saved cards and addresses, measurements, carts, back-in-stock requests
    await tx.delete(t.sessions).where(eq(t.sessions.userId, userId));
    await tx.delete(t.socialAccounts).where(eq(t.socialAccounts.userId, userId));
    await tx.delete(t.passwordResetTokens).where(eq(t.passwordResetTokens.userId, userId));
    await tx.delete(t.emailConfirmations).where(eq(t.emailConfirmations.userId, userId));
    await tx.delete(t.creditCards).where(eq(t.creditCards.userId, userId));
    await tx.delete(t.addresses).where(eq(t.addresses.userId, userId));
    await tx.delete(t.userFigures).where(eq(t.userFigures.userId, userId));
    await tx.delete(t.carts).where(eq(t.carts.userId, userId));
    await tx.delete(t.boxCartLines).where(eq(t.boxCartLines.userId, userId));
    await tx.delete(t.notifyRequests).where(eq(t.notifyRequests.userId, userId));

    // no charge after the deletion: the plan is not renewed, a monthly gift has no card to charge
    await tx
      .update(t.userPlans)
      .set({ nextPayment: null, canceledAt: now, cancelReason: DELETION_CANCEL_REASON })
      .where(and(eq(t.userPlans.userId, userId), isNotNull(t.userPlans.nextPayment)));
    await tx.update(t.subscriptions).set({ creditCardId: null }).where(eq(t.subscriptions.userId, userId));

    // the account row stays (orders point at it), with nothing left that names or reaches the person
    const userName = `deleted-${randomBytes(6).toString("hex")}`;
    await tx
      .update(t.users)
      .set({
        email: deletedEmail(userId),
        userName,
        passwordHash: null,
        firstName: "",
        lastName: "",
        phone: "",
        birthYear: null,
        inviteCode: null,
        avatar: null,
        vipCode: null,
        emailConfirmed: false,
        isSharePublic: false,
        storeOpened: false,
        updatedAt: now,
      })
      .where(eq(t.users.id, userId));
    // a stylist's store closes (its page answers 404) and no longer carries their name or picture
    await tx.update(t.stores).set({ isActive: false, slug: userName, cover: null, storeLink: null }).where(eq(t.stores.ownerId, userId));

    await tx.update(t.dataDeletionRequests).set({ completedAt: now }).where(eq(t.dataDeletionRequests.id, requestId));
  });
}

/**
 * A subscription's status follows its occasions (A:72): it stays Scheduled while an occasion is
 * scheduled. A pack (SO, OT) with none left is Completed when a box was made, else Canceled. A monthly
 * subscription (M) only comes here when its scheduled month is canceled: it ends, Canceled (the
 * scheduler appends its next month itself, and a refused charge leaves it Scheduled until a new card pays).
 */
import { and, eq } from "drizzle-orm";
import { OCCASION_STATUS, SUBSCRIPTION_STATUS } from "../../lib/api/schemas/subscription-account";
import * as t from "../db/schema";
import type { Tx } from "../orders/stock";

export async function settleSubscriptionStatus(tx: Tx, subscriptionId: string): Promise<void> {
  const [sub] = await tx.select().from(t.subscriptions).where(eq(t.subscriptions.id, subscriptionId));
  if (!sub || sub.status !== SUBSCRIPTION_STATUS.scheduled) return;
  const occasions = await tx.select({ status: t.subscriptionOccasions.status }).from(t.subscriptionOccasions).where(eq(t.subscriptionOccasions.subscriptionId, subscriptionId));
  if (occasions.some((o) => o.status === OCCASION_STATUS.scheduled)) return;
  const made = occasions.some((o) => o.status === OCCASION_STATUS.created);
  const status = sub.type !== "M" && made ? SUBSCRIPTION_STATUS.completed : SUBSCRIPTION_STATUS.canceled;
  await tx
    .update(t.subscriptions)
    .set({ status })
    .where(and(eq(t.subscriptions.id, subscriptionId), eq(t.subscriptions.status, SUBSCRIPTION_STATUS.scheduled)));
}

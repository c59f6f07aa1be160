/**
 * One due occasion's box order (ACCT-14's "subscription entry"): orders.type 2 with the occasion's
 * preselected items, paid when made because the box was paid with the package (the purchase charged
 * it; a monthly box was paid by the previous month's charge). The order's totals are the box's price
 * and discount; its lines are what the box holds, priced as the items are (a snapshot, like any order).
 * It takes no stock: a box's picks can still be changed (GIFT-17) and are fulfilled from the gift-box
 * stock, which the spec does not describe.
 *
 * The shipping and billing addresses are the ones the purchase kept on the subscription (GIFT-12,
 * server/gift/purchase.ts); a subscription from before those columns falls back to its purchase
 * order's (subscriptions.order_id).
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { OCCASION_STATUS } from "../../lib/api/schemas/subscription-account";
import * as t from "../db/schema";
import { newOrderNumber } from "../orders/insert";
import type { Tx } from "../orders/stock";
import { isoDate, type OccasionContext } from "./context";
import { settleSubscriptionStatus } from "./status";

type OccasionRow = typeof t.subscriptionOccasions.$inferSelect;
type SubscriptionRow = typeof t.subscriptions.$inferSelect;

/** Aborts the transaction when the occasion stopped being scheduled meanwhile (canceled by its owner). */
class NoLongerScheduled extends Error {}

async function boxLines(tx: Tx, subscription: SubscriptionRow, occasion: OccasionRow) {
  const picks = occasion.preselectItems;
  const itemIds = picks.map((p) => p.item_id);
  if (!itemIds.length) return [];
  const items = await tx.select().from(t.items).where(inArray(t.items.id, itemIds));
  const variants = await tx.select().from(t.variants).where(inArray(t.variants.itemId, itemIds)).orderBy(asc(t.variants.position));
  const [listed] = subscription.storeId ? [] : await tx.select({ storeId: t.storeItems.storeId }).from(t.storeItems).where(inArray(t.storeItems.itemId, itemIds)).limit(1);
  const storeId = subscription.storeId ?? listed?.storeId;
  if (!storeId) throw new Error(`no store for the box of occasion ${occasion.id}`);
  return picks.flatMap((pick) => {
    const item = items.find((i) => i.id === pick.item_id);
    if (!item) return [];
    const variant = variants.find((v) => v.id === pick.variant_id) ?? variants.find((v) => v.itemId === item.id);
    const price = variant?.price ?? 0;
    return [
      {
        storeId,
        itemId: item.id,
        variantId: variant?.id ?? null,
        name: item.name,
        code: item.code,
        thumb: item.thumb,
        options: variant?.options ?? [],
        units: pick.units,
        price,
        originalPrice: variant?.retailPrice ?? price,
        compareAtPrice: variant?.compareAtPrice ?? null,
      },
    ];
  });
}

/** Makes the box; answers false when the occasion was canceled meanwhile (nothing is made). */
export async function makeOccasionOrder(ctx: OccasionContext, occasion: OccasionRow): Promise<boolean> {
  const { db, now } = ctx;
  try {
    await db.transaction(async (tx) => {
      const [subscription] = await tx.select().from(t.subscriptions).where(eq(t.subscriptions.id, occasion.subscriptionId));
      if (!subscription) throw new NoLongerScheduled();
      const [purchase] = subscription.orderId ? await tx.select().from(t.orders).where(eq(t.orders.id, subscription.orderId)) : [];
      const lines = await boxLines(tx, subscription, occasion);
      const orderId = randomUUID();
      const paid = occasion.price - occasion.discountPrice;
      await tx.insert(t.orders).values({
        id: orderId,
        orderNumber: newOrderNumber(),
        userId: subscription.userId,
        email: subscription.email,
        type: 2,
        status: "paid",
        paidAt: now,
        shippingMethodId: purchase?.shippingMethodId ?? null,
        shippingMethodName: purchase?.shippingMethodName ?? null,
        shippingAddress: subscription.shippingAddress ?? purchase?.shippingAddress ?? null,
        billingAddress: subscription.billingAddress ?? purchase?.billingAddress ?? null,
        itemsTotal: occasion.price,
        totalDiscount: occasion.discountPrice,
        grandTotal: Math.max(0, paid),
        remark: `Gift box for ${occasion.eventType} on ${occasion.date}`,
        createdAt: now,
      });
      if (lines.length) await tx.insert(t.orderItems).values(lines.map((line) => ({ id: randomUUID(), orderId, ...line })));
      // Conditional on still being scheduled: a cancel that came first wins and this box is rolled back.
      const [made] = await tx
        .update(t.subscriptionOccasions)
        .set({ status: OCCASION_STATUS.created, orderId, shippedDate: isoDate(now), claimedUntil: null })
        .where(and(eq(t.subscriptionOccasions.id, occasion.id), eq(t.subscriptionOccasions.status, OCCASION_STATUS.scheduled)))
        .returning({ id: t.subscriptionOccasions.id });
      if (!made) throw new NoLongerScheduled();
      // A monthly subscription goes on: its next month is charged next (renewals.ts), not completed here.
      if (subscription.type !== "M") await settleSubscriptionStatus(tx, subscription.id);
    });
    return true;
  } catch (error) {
    if (error instanceof NoLongerScheduled) return false;
    throw error;
  }
}

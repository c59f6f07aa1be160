/**
 * PUT /api/preorder/cancel (API-61, ACCT-08): cancels every pre-sale line of the shopper's order
 * that is neither canceled nor shipped, puts its stock back and refunds what those lines cost
 * (with their share of the tax) through the payment provider. Idempotent by nature: a second call
 * finds nothing left to cancel and answers an empty cancel.
 *
 * The database work is one transaction with the order row locked; the provider is called after it
 * (a network call must not hold the database) with the refund row's id as its idempotency key, so a
 * refund the provider did not accept can be sent again without paying twice.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sum } from "drizzle-orm";
import type { PresaleCancelRequest, PresaleCancelResult } from "../../lib/api/schemas/order-history";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { log } from "../../lib/log";
import { ApiError } from "../http";
import type { PaymentProvider } from "../payments/provider";
import { PRESALE_ITEM_TYPE } from "../returns/rules";
import { ORDER_MESSAGES } from "./messages";
import { returnStock } from "./stock";

export const NOT_CANCELABLE = "not cancelable";

export interface CancelContext {
  db: Database;
  provider: PaymentProvider;
  now: Date;
}

export async function cancelPresale(ctx: CancelContext, userId: string, request: PresaleCancelRequest): Promise<PresaleCancelResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.id, request.order_id), eq(t.orders.userId, userId), eq(t.orders.status, "paid")))
      .for("update");
    if (!order) throw new ApiError(404, ORDER_MESSAGES.orderNotFound);
    const presale = (await tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id))).filter((l) => l.type === PRESALE_ITEM_TYPE);
    const open = presale.filter((l) => !l.isCanceled && !l.trackingNumber);
    if (!open.length) {
      // Canceled already (a double submit): the same outcome, nothing more to do.
      if (presale.some((l) => l.isCanceled)) return null;
      throw new ApiError(409, NOT_CANCELABLE);
    }
    const ids = open.map((l) => l.id);
    await tx.update(t.orderItems).set({ isCanceled: true, cancelReason: request.reason }).where(inArray(t.orderItems.id, ids));
    await returnStock(tx, order.id, ids);
    const allLines = await tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id));
    if (allLines.every((l) => l.isCanceled)) await tx.update(t.orders).set({ isCanceled: true }).where(eq(t.orders.id, order.id));

    const linesCost = open.reduce((n, l) => n + l.price * l.units - l.discountPrice, 0);
    const paidForLines = allLines.reduce((n, l) => n + l.price * l.units - l.discountPrice, 0);
    const tax = paidForLines > 0 ? Math.round((order.tax * linesCost) / paidForLines) : 0;
    const [payment] = await tx.select().from(t.payments).where(and(eq(t.payments.orderId, order.id), eq(t.payments.status, "succeeded")));
    const [refunded] = await tx.select({ n: sum(t.refunds.amount).mapWith(Number) }).from(t.refunds).where(eq(t.refunds.orderId, order.id));
    // Never more than was paid: blings and discounts may have paid part of the order.
    const amount = payment ? Math.min(linesCost + tax, payment.amount - (refunded?.n ?? 0)) : 0;
    const refundRow = amount > 0 ? { id: randomUUID(), orderId: order.id, provider: payment!.provider, amount, reason: request.reason, createdAt: ctx.now } : null;
    if (refundRow) await tx.insert(t.refunds).values(refundRow);
    return { ids, amount, refund: refundRow && { id: refundRow.id, intentId: payment!.intentId } };
  });
  if (!outcome) return { canceled_item_ids: [], refund_amount: 0 };
  if (outcome.refund) await sendRefund(ctx, outcome.refund.id, outcome.refund.intentId, outcome.amount);
  return { canceled_item_ids: outcome.ids, refund_amount: outcome.amount };
}

/** The provider's refund; a failure is logged and leaves the row without refund_id, to be sent again with the same key. */
async function sendRefund(ctx: CancelContext, rowId: string, intentId: string, amount: number) {
  try {
    const { refundId } = await ctx.provider.refund({ intentId, amount, idempotencyKey: `refund-${rowId}` });
    await ctx.db.update(t.refunds).set({ refundId }).where(eq(t.refunds.id, rowId));
  } catch (error) {
    log.error({ err: error, refund: rowId }, "the refund was not accepted by the provider");
  }
}

/**
 * PUT /api/preorder/cancel (API-61, ACCT-08): cancels every pre-sale line of the shopper's order
 * that is neither canceled nor shipped, puts its stock back and refunds what those lines cost
 * (with their share of the tax) through the payment provider: both from ./presale-refund.ts, which
 * also gives the order detail its preview. Idempotent by nature: a second call
 * finds nothing left to cancel and answers an empty cancel.
 *
 * The database work is one transaction with the order row locked; the provider is called after it
 * (a network call must not hold the database) with the refund row's id as its idempotency key, so a
 * refund the provider did not accept can be sent again without paying twice.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { PresaleCancelRequest, PresaleCancelResult } from "../../lib/api/schemas/order-history";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import type { PaymentProvider } from "../payments/provider";
import { PRESALE_ITEM_TYPE } from "../returns/rules";
import { ORDER_MESSAGES } from "./messages";
import { presaleCancelQuote } from "./presale-refund";
import { sendRefund } from "./refund";
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
    const lines = await tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id));
    // The same quote the order detail showed before the shopper confirmed (finding 8).
    const { lines: open, amount, payment } = await presaleCancelQuote(tx, order, lines);
    if (!open.length) {
      // Canceled already (a double submit): the same outcome, nothing more to do.
      if (lines.some((l) => l.type === PRESALE_ITEM_TYPE && l.isCanceled)) return null;
      throw new ApiError(409, NOT_CANCELABLE);
    }
    const ids = open.map((l) => l.id);
    await tx.update(t.orderItems).set({ isCanceled: true, cancelReason: request.reason }).where(inArray(t.orderItems.id, ids));
    await returnStock(tx, order.id, ids);
    if (lines.every((l) => l.isCanceled || ids.includes(l.id))) await tx.update(t.orders).set({ isCanceled: true }).where(eq(t.orders.id, order.id));
    const refundRow = amount > 0 && payment ? { id: randomUUID(), orderId: order.id, provider: payment.provider, amount, reason: request.reason, createdAt: ctx.now } : null;
    if (refundRow) await tx.insert(t.refunds).values(refundRow);
    return { ids, amount, refund: refundRow && payment && { id: refundRow.id, intentId: payment.intentId } };
  });
  if (!outcome) return { canceled_item_ids: [], refund_amount: 0 };
  if (outcome.refund) await sendRefund(ctx, { rowId: outcome.refund.id, intentId: outcome.refund.intentId, amount: outcome.amount });
  return { canceled_item_ids: outcome.ids, refund_amount: outcome.amount };
}

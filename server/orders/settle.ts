/**
 * An order's payment outcome. Every transition leaves `pending_payment` with a conditional update
 * (`… WHERE status = 'pending_payment'`), so whichever caller wins (the shopper's confirm, a retry,
 * the abandoned-order sweep) the side effects run exactly once: stock and blings go back once for a
 * void order; a paid order removes its lines from the buyer's cart once and is mailed once.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import type { IntentState, PaymentProvider } from "../payments/provider";
import { sendOrderConfirmation } from "./mail";
import { ORDER_MESSAGES } from "./messages";
import { returnStock, type Tx } from "./stock";
import { describeError } from "../error-log";

export type OrderRow = typeof t.orders.$inferSelect;
export type PaymentRow = typeof t.payments.$inferSelect;

export interface SettleContext {
  db: Database;
  provider: PaymentProvider;
  now: Date;
  /** for the link in the confirmation mail */
  origin: string;
}

export async function paymentOf(db: Database | Tx, orderId: string): Promise<PaymentRow | null> {
  const [payment] = await db.select().from(t.payments).where(eq(t.payments.orderId, orderId)).orderBy(asc(t.payments.createdAt)).limit(1);
  return payment ?? null;
}

/** Removes the ordered lines from the buyer's server cart: they are bought. */
export async function removeOrderedCartLines(tx: Tx, userId: string, orderId: string): Promise<void> {
  const rows = await tx.select({ id: t.orderItems.cartItemId }).from(t.orderItems).where(eq(t.orderItems.orderId, orderId));
  const ids = rows.map((r) => r.id).filter((id): id is string => Boolean(id));
  if (!ids.length) return;
  const [cart] = await tx.select({ id: t.carts.id }).from(t.carts).where(eq(t.carts.userId, userId));
  if (cart) await tx.delete(t.cartLines).where(and(eq(t.cartLines.cartId, cart.id), inArray(t.cartLines.id, ids)));
}

/** pending_payment → paid. Answers the order when this call made the change, null otherwise. */
export async function markPaid(db: Database, orderId: string, now: Date): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(t.orders)
      .set({ status: "paid", paidAt: now })
      .where(and(eq(t.orders.id, orderId), eq(t.orders.status, "pending_payment")))
      .returning();
    if (!order) return null;
    await tx.update(t.payments).set({ status: "succeeded", failureMessage: null }).where(eq(t.payments.orderId, orderId));
    if (order.userId) await removeOrderedCartLines(tx, order.userId, orderId);
    return order;
  });
}

/**
 * pending_payment → failed (the payment was refused) or canceled (abandoned): the stock and the
 * held blings go back. Answers whether this call made the change.
 */
export async function voidOrder(db: Database, orderId: string, status: "failed" | "canceled", message: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(t.orders)
      .set({ status, isCanceled: status === "canceled" })
      .where(and(eq(t.orders.id, orderId), eq(t.orders.status, "pending_payment")))
      .returning();
    if (!order) return false;
    await returnStock(tx, orderId);
    if (order.userId && order.blings > 0) {
      await tx.update(t.users).set({ blings: sql`${t.users.blings} + ${order.blings}` }).where(eq(t.users.id, order.userId));
    }
    await tx.update(t.payments).set({ status: status === "failed" ? "failed" : "canceled", failureMessage: message }).where(eq(t.payments.orderId, orderId));
    return true;
  });
}

/**
 * Applies what the provider says about an order's intent. A refused intent is canceled at the
 * provider first, so it cannot be confirmed again with another card once its order is void; if the
 * payment won that race after all, the order is paid instead. Answers `mismatch` (and changes
 * nothing) when a succeeded payment is not for the order's amount.
 */
export async function settleOrder(ctx: SettleContext, order: OrderRow, payment: PaymentRow, state: IntentState, voidAs: "failed" | "canceled"): Promise<"done" | "pending" | "mismatch"> {
  let current = state;
  if (current.status === "failed") {
    current = await ctx.provider.cancelIntent(payment.intentId).catch((error: unknown) => {
      console.error("[orders] could not cancel a refused intent", payment.intentId, describeError(error));
      return state;
    });
    if (current.status !== "succeeded") current = state;
  }
  if (current.status === "succeeded") {
    if (current.amount !== order.grandTotal || current.currency.toLowerCase() !== payment.currency) {
      console.error("[orders] payment amount differs from the order", { order: order.orderNumber, intent: payment.intentId, paid: current.amount, due: order.grandTotal });
      return "mismatch";
    }
    const paid = await markPaid(ctx.db, order.id, ctx.now);
    if (paid) await sendOrderConfirmation(ctx.db, paid, ctx.origin);
    return "done";
  }
  if (current.status === "failed" || current.status === "canceled") {
    const message = current.failureMessage ?? (voidAs === "canceled" ? ORDER_MESSAGES.expired : ORDER_MESSAGES.processingError);
    await voidOrder(ctx.db, order.id, voidAs, message);
    return "done";
  }
  return "pending";
}

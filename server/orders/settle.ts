/**
 * An order's payment outcome. Every transition leaves `pending_payment` with a conditional update
 * (`… WHERE status = 'pending_payment'`), so whichever caller wins (the shopper's confirm, a retry,
 * the abandoned-order sweep) the side effects run exactly once: stock and blings go back once for a
 * void order; a paid order removes its lines from the buyer's cart once and is mailed once.
 *
 * An order may have several payments (finding 15.10): a refused one leaves the order open, holding
 * its stock, for the shopper's next card (create.ts pays it again) until it is paid or its short grace ends (limits.ts, finding S1).
 * Only its latest payment can be open (`requires_confirmation`).
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, exists, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { preparedOn } from "../db/prepared";
import * as t from "../db/schema";
import { BOX_MESSAGES } from "../goldbox/messages";
import type { IntentState, PaymentProvider } from "../payments/provider";
import { BOX_ORDER_TYPE } from "../returns/rules";
import { boxOrderInProgress, lockUser } from "../stores/onboarding";
import { sendOrderConfirmation } from "./mail";
import { REFUSED_GRACE_MS } from "./limits";
import { sendRefund, type RefundToSend } from "./refund";
import { ORDER_MESSAGES } from "./messages";
import { returnStock, type Tx } from "./stock";
import { log } from "../../lib/log";
import { catalogChanged } from "../catalog/changes";

export type OrderRow = typeof t.orders.$inferSelect;
export type PaymentRow = typeof t.payments.$inferSelect;

export interface SettleContext {
  db: Database;
  provider: PaymentProvider;
  now: Date;
  /** for the link in the confirmation mail */
  origin: string;
}

/** A payment waiting for the shopper (or the provider); any other is settled. */
export const OPEN_PAYMENT = "requires_confirmation";

/** The order's latest payment: the one the shopper is paying with now. */
export async function paymentOf(db: Database | Tx, orderId: string): Promise<PaymentRow | null> {
  const [payment] = await db.select().from(t.payments).where(eq(t.payments.orderId, orderId)).orderBy(desc(t.payments.createdAt)).limit(1);
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

/** A box paid while another of the stylist's is in progress: voided, its payment to refund (finding S3). */
interface SecondBox {
  refund: RefundToSend;
}

/**
 * Finding S3, the check again at settlement: a stylist's own box order (type 1, no share cart) is paid
 * only while no other box of theirs is in progress, decided under the user's row lock (as box orders
 * and plan purchases are). Otherwise it is voided (stock back) and what it took refunded.
 */
async function voidSecondBox(tx: Tx, order: OrderRow, paymentId: string, now: Date): Promise<SecondBox | null> {
  if (order.type !== BOX_ORDER_TYPE || order.shareCartId || !order.userId) return null;
  await lockUser(tx, order.userId);
  if (!(await boxOrderInProgress(tx, order.userId, now, order.id))) return null;
  await voidIn(tx, order.id, "canceled", BOX_MESSAGES.refundedSecondBox);
  const [payment] = await tx
    .update(t.payments)
    .set({ status: "refunded", failureMessage: BOX_MESSAGES.refundedSecondBox })
    .where(eq(t.payments.id, paymentId))
    .returning();
  const rowId = randomUUID();
  await tx.insert(t.refunds).values({ id: rowId, orderId: order.id, provider: payment!.provider, amount: payment!.amount, reason: "second Get Styled Box", createdAt: now });
  return { refund: { rowId, intentId: payment!.intentId, amount: payment!.amount } };
}

/**
 * pending_payment → paid, with `paymentId` succeeded, in one statement (a data-modifying CTE: both rows
 * or neither). Answers the paid order, or null when it was not waiting for payment any more.
 */
function paidStatement(db: Database | Tx) {
  const paid = db
    .$with("paid")
    .as(
      db
        .update(t.orders)
        .set({ status: "paid", paidAt: sql`${sql.placeholder("now")}::timestamptz` })
        // only with its own payment: a data-modifying CTE runs whether or not the outer statement finds a row
        .where(
          and(
            eq(t.orders.id, sql.placeholder("orderId")),
            eq(t.orders.status, "pending_payment"),
            exists(db.select({ id: t.payments.id }).from(t.payments).where(and(eq(t.payments.id, sql.placeholder("paymentId")), eq(t.payments.orderId, t.orders.id)))),
          ),
        )
        .returning(),
    );
  const columns = Object.fromEntries(Object.keys(getTableColumns(t.orders)).map((name) => [name, paid[name as keyof OrderRow]])) as { [K in keyof OrderRow]: (typeof paid)[K] };
  return db
    .with(paid)
    .update(t.payments)
    .set({ status: "succeeded", failureMessage: null })
    .from(paid)
    .where(and(eq(t.payments.id, sql.placeholder("paymentId")), eq(t.payments.orderId, paid.id)))
    .returning(columns);
}
/** Prepared for a guest's order, which is paid outside a transaction. */
const paidOnPool = preparedOn("order_paid", (db, name) => paidStatement(db).prepare(name));

async function paidIn(db: Database | Tx, orderId: string, paymentId: string, now: Date, inTransaction: boolean): Promise<OrderRow | null> {
  const values = { orderId, paymentId, now: now.toISOString() };
  const [order] = inTransaction ? await paidStatement(db).execute(values) : await paidOnPool(db as Database).execute(values);
  return order ?? null;
}

/**
 * pending_payment → paid by `paymentId` (of `order`, as the caller read it). Answers the order when this
 * call made the change, a second box when it voided the order instead (finding S3), null otherwise.
 * A guest's order has no server cart and is no stylist's own box: one statement (issue 27).
 */
export async function markPaid(db: Database, order: OrderRow, paymentId: string, now: Date): Promise<OrderRow | SecondBox | null> {
  const userId = order.userId;
  if (!userId) return paidIn(db, order.id, paymentId, now, false);
  return db.transaction(async (tx) => {
    if (order.type === BOX_ORDER_TYPE && !order.shareCartId) {
      const [pending] = await tx
        .select()
        .from(t.orders)
        .where(and(eq(t.orders.id, order.id), eq(t.orders.status, "pending_payment")))
        .for("update");
      if (!pending) return null;
      const second = await voidSecondBox(tx, pending, paymentId, now);
      if (second) return second;
    }
    const paid = await paidIn(tx, order.id, paymentId, now, true);
    if (paid) await removeOrderedCartLines(tx, userId, order.id);
    return paid;
  });
}

/**
 * pending_payment → failed (the provider refused its first payment outright) or canceled
 * (abandoned): the stock and the held blings go back, and an open payment ends with `message`.
 * Answers whether this call made the change.
 */
export async function voidOrder(db: Database, orderId: string, status: "failed" | "canceled", message: string): Promise<boolean> {
  return stockReturned(await db.transaction((tx) => voidIn(tx, orderId, status, message)));
}

/**
 * pending_payment → canceled, only while no payment is open: nobody holds a client secret that could
 * still pay for it. An open payment (a retry recorded one meanwhile) leaves the order as it is: its
 * intent must be canceled at the provider first (settleOrder).
 */
export async function cancelUnpayableOrder(db: Database, orderId: string): Promise<boolean> {
  const voided = await db.transaction(async (tx) => {
    // The row lock orders this after a retry recording its payment (create.ts), which takes it too.
    await tx.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.id, orderId)).for("update");
    const [open] = await tx.select({ id: t.payments.id }).from(t.payments).where(and(eq(t.payments.orderId, orderId), eq(t.payments.status, OPEN_PAYMENT))).limit(1);
    return open ? false : voidIn(tx, orderId, "canceled", ORDER_MESSAGES.expired);
  });
  return stockReturned(voided);
}

/** After a void committed: a sold-out item may be back in stock, so the catalogue pages re-render. */
function stockReturned(voided: boolean): boolean {
  if (voided) catalogChanged();
  return voided;
}

async function voidIn(tx: Tx, orderId: string, status: "failed" | "canceled", message: string): Promise<boolean> {
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
  await tx
    .update(t.payments)
    .set({ status: status === "failed" ? "failed" : "canceled", failureMessage: message })
    .where(and(eq(t.payments.orderId, orderId), eq(t.payments.status, OPEN_PAYMENT)));
  return true;
}

/**
 * An open payment → failed with the provider's words; the order stays open for another card, for
 * REFUSED_GRACE_MS only (finding S1): then the sweep lets its stock go. One statement (issue 27): the
 * order's hold is updated only when this call refused the payment. Answers whether it did.
 */
async function refusePayment(db: Database, order: OrderRow, paymentId: string, message: string, now: Date): Promise<boolean> {
  const refused = db
    .$with("refused")
    .as(
      db
        .update(t.payments)
        .set({ status: "failed", failureMessage: message })
        .where(and(eq(t.payments.id, paymentId), eq(t.payments.status, OPEN_PAYMENT)))
        .returning({ id: t.payments.id }),
    );
  const [held] = await db
    .with(refused)
    .update(t.orders)
    .set({ heldUntil: new Date(now.getTime() + REFUSED_GRACE_MS) })
    .where(and(eq(t.orders.id, order.id), eq(t.orders.status, "pending_payment"), exists(db.select({ id: refused.id }).from(refused))))
    .returning({ id: t.orders.id });
  return Boolean(held);
}

/**
 * What settling did: `done` (the provider's answer is applied), `pending` (nothing to apply yet) or
 * `mismatch` (a succeeded payment not for the order's amount: nothing changed). `now`: the order and the
 * payment as this call left them, when it wrote both (else the caller reads them again).
 */
export interface Settlement {
  outcome: "done" | "pending" | "mismatch";
  now?: { order: OrderRow; payment: PaymentRow };
}

/**
 * Applies what the provider says about one of the order's payments. A refused intent is canceled at
 * the provider first, so it cannot be confirmed later (the order may be paid with another card by
 * then); if the payment won that race after all, the order is paid instead. On a refusal the
 * shopper's confirm (`refused: "keep"`) leaves the order open for another card, the sweep
 * (`"expire"`) cancels it. Answers `mismatch` (and changes nothing) when a succeeded payment is not
 * for the order's amount.
 */
export async function settleOrder(ctx: SettleContext, order: OrderRow, payment: PaymentRow, state: IntentState, refused: "keep" | "expire"): Promise<Settlement> {
  let current = state;
  if (current.status === "failed") {
    current = await ctx.provider.cancelIntent(payment.intentId).catch((error: unknown) => {
      log.error({ err: error, intent: payment.intentId }, "could not cancel a refused intent");
      return state;
    });
    if (current.status !== "succeeded") current = state;
  }
  if (current.status === "succeeded") {
    if (current.amount !== order.grandTotal || current.currency.toLowerCase() !== payment.currency) {
      log.error({ order: order.orderNumber, intent: payment.intentId, paid: current.amount, due: order.grandTotal }, "payment amount differs from the order");
      return { outcome: "mismatch" };
    }
    const paid = await markPaid(ctx.db, order, payment.id, ctx.now);
    if (paid && "refund" in paid) {
      catalogChanged();
      await sendRefund(ctx, paid.refund);
      return { outcome: "done" };
    }
    if (!paid) return { outcome: "done" };
    await sendOrderConfirmation(ctx.db, paid, ctx.origin);
    return { outcome: "done", now: { order: paid, payment: { ...payment, status: "succeeded", failureMessage: null } } };
  }
  if (current.status === "failed" || current.status === "canceled") {
    const message = current.failureMessage ?? (refused === "keep" ? ORDER_MESSAGES.processingError : ORDER_MESSAGES.expired);
    if (refused === "expire") {
      await voidOrder(ctx.db, order.id, "canceled", message);
      return { outcome: "done" };
    }
    if (!(await refusePayment(ctx.db, order, payment.id, message, ctx.now))) return { outcome: "done" };
    return { outcome: "done", now: { order, payment: { ...payment, status: "failed", failureMessage: message } } };
  }
  return { outcome: "pending" };
}

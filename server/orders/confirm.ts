/**
 * POST /api/order/confirm (API-53): after the browser confirmed a payment with the provider, the
 * server asks the provider what happened and settles the order. Only the holder of the payment's
 * client secret can ask, and asking again is harmless. A refused payment leaves the order open for
 * the shopper's next card (settle.ts); the answer is the provider's words.
 */
import { eq, sql } from "drizzle-orm";
import { PAYMENT_FAILED_ERROR_CODE, type ConfirmedOrder } from "../../lib/api/schemas/checkout";
import { preparedOn } from "../db/prepared";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { secretsEqual } from "../payments/secrets";
import { ORDER_MESSAGES as MSG } from "./messages";
import { OPEN_PAYMENT, settleOrder, type OrderRow, type PaymentRow, type SettleContext } from "./settle";

/** The order and its payments in one statement (issue 27), prepared. */
const orderAndPayments = preparedOn("confirm_order_payments", (db, name) =>
  db
    .select({ order: t.orders, payment: t.payments })
    .from(t.orders)
    .leftJoin(t.payments, eq(t.payments.orderId, t.orders.id))
    .where(eq(t.orders.id, sql.placeholder("orderId")))
    .prepare(name),
);

/** The order and its payment with this client secret (an order has one payment per card tried). */
async function orderWithPayment(ctx: SettleContext, orderId: string, clientSecret: string): Promise<{ order: OrderRow; payment: PaymentRow } | null> {
  const rows = await orderAndPayments(ctx.db).execute({ orderId });
  const order = rows[0]?.order;
  if (!order) return null;
  const payment = rows.find((row) => row.payment && secretsEqual(row.payment.clientSecret, clientSecret))?.payment;
  return payment ? { order, payment } : null;
}

/** The answer, and the attempt's key for the receipt of a paid order (receipt.ts). */
export interface Confirmation {
  answer: ConfirmedOrder;
  idempotencyKey: string | null;
}

export async function confirmOrder(ctx: SettleContext, orderId: string, clientSecret: string): Promise<Confirmation> {
  const found = await orderWithPayment(ctx, orderId, clientSecret);
  // An unknown order and a wrong secret look the same.
  if (!found) throw new ApiError(404, MSG.orderNotFound);

  let settled: { order: OrderRow; payment: PaymentRow } = found;
  if (found.order.status === "pending_payment" && found.payment.status === OPEN_PAYMENT) {
    const state = await ctx.provider.retrieveIntent(found.payment.intentId);
    const settlement = await settleOrder(ctx, found.order, found.payment, state, "keep");
    if (settlement.outcome === "mismatch") throw new ApiError(409, MSG.amountMismatch);
    // What this call wrote is known; anything else (nothing to apply yet, or a racing request's change) is read again.
    settled = settlement.now ?? (await orderWithPayment(ctx, orderId, clientSecret))!;
  }

  const { order, payment } = settled;
  if (order.status === "paid") return { answer: { id: order.id, order_number: order.orderNumber, status: "paid" }, idempotencyKey: order.idempotencyKey };
  if (order.status === "pending_payment" && payment.status === OPEN_PAYMENT) throw new ApiError(409, MSG.notCompleted);
  throw new ApiError(402, payment.failureMessage ?? MSG.processingError, undefined, PAYMENT_FAILED_ERROR_CODE);
}

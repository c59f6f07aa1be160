/**
 * POST /api/order/confirm (API-53): after the browser confirmed the payment with the provider, the
 * server asks the provider what happened and settles the order. Only the holder of the intent's
 * client secret can ask, and asking again is harmless.
 */
import { eq } from "drizzle-orm";
import { PAYMENT_FAILED_ERROR_CODE, type ConfirmedOrder } from "../../lib/api/schemas/checkout";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { secretsEqual } from "../payments/secrets";
import { ORDER_MESSAGES as MSG } from "./messages";
import { paymentOf, settleOrder, type SettleContext } from "./settle";

async function orderWithPayment(ctx: SettleContext, orderId: string) {
  const [order] = await ctx.db.select().from(t.orders).where(eq(t.orders.id, orderId));
  return order ? { order, payment: await paymentOf(ctx.db, order.id) } : null;
}

export async function confirmOrder(ctx: SettleContext, orderId: string, clientSecret: string): Promise<ConfirmedOrder> {
  const found = await orderWithPayment(ctx, orderId);
  // An unknown order and a wrong secret look the same.
  if (!found?.payment || !secretsEqual(found.payment.clientSecret, clientSecret)) throw new ApiError(404, MSG.orderNotFound);

  if (found.order.status === "pending_payment") {
    const state = await ctx.provider.retrieveIntent(found.payment.intentId);
    if ((await settleOrder(ctx, found.order, found.payment, state, "failed")) === "mismatch") throw new ApiError(409, MSG.amountMismatch);
  }

  const { order, payment } = (await orderWithPayment(ctx, orderId))!;
  if (order.status === "paid") return { id: order.id, order_number: order.orderNumber, status: "paid" };
  if (order.status === "pending_payment") throw new ApiError(409, MSG.notCompleted);
  throw new ApiError(402, payment?.failureMessage ?? MSG.processingError, undefined, PAYMENT_FAILED_ERROR_CODE);
}

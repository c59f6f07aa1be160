/**
 * What a pre-sale cancel (API-61) cancels and refunds, from one function: the cancel itself
 * (./presale-cancel.ts) and the preview the order detail gives before the shopper confirms
 * (./history.ts, `presale_cancel`), so the amount shown is the amount refunded (finding 8).
 *
 * The lines: every pre-sale line neither canceled nor shipped. The amount: what those lines cost
 * after their discounts, with their share of the order's tax, never more than is left of the
 * payment (blings and earlier refunds may have taken part of it).
 */
import { and, eq, sum } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { PRESALE_ITEM_TYPE } from "../returns/rules";

type OrderRow = typeof t.orders.$inferSelect;
type ItemRow = typeof t.orderItems.$inferSelect;

export interface PresaleCancelQuote {
  /** the lines the cancel takes back */
  lines: ItemRow[];
  /** the refund, in cents */
  amount: number;
  /** the succeeded payment it is refunded through (null: nothing was paid by card) */
  payment: typeof t.payments.$inferSelect | null;
}

const cost = (line: ItemRow) => line.price * line.units - line.discountPrice;

/** The quote for `order` with all its `lines`, reading its payment and its refunds so far. */
export async function presaleCancelQuote(db: Database, order: OrderRow, lines: ItemRow[]): Promise<PresaleCancelQuote> {
  const open = lines.filter((l) => l.type === PRESALE_ITEM_TYPE && !l.isCanceled && !l.trackingNumber);
  const [payment] = await db.select().from(t.payments).where(and(eq(t.payments.orderId, order.id), eq(t.payments.status, "succeeded")));
  const [refunded] = await db.select({ n: sum(t.refunds.amount).mapWith(Number) }).from(t.refunds).where(eq(t.refunds.orderId, order.id));
  const linesCost = open.reduce((n, l) => n + cost(l), 0);
  const paidForLines = lines.reduce((n, l) => n + cost(l), 0);
  const tax = paidForLines > 0 ? Math.round((order.tax * linesCost) / paidForLines) : 0;
  const amount = payment && open.length ? Math.max(0, Math.min(linesCost + tax, payment.amount - (refunded?.n ?? 0))) : 0;
  return { lines: open, amount, payment: payment ?? null };
}

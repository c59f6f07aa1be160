/**
 * Which order lines may still be returned (BR-ORD-02, docs/decisions.md "Return window"): a paid,
 * uncanceled order within RETURN_WINDOW_DAYS of payment, a line not canceled with units left that
 * no earlier return (other than a rejected one) took. A pre-sale line that has not shipped yet is
 * canceled instead (PUT /api/preorder/cancel), and a pre-sale line of a box (goldbox) order never
 * comes back.
 */
import { and, eq, inArray, ne, sum } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { RETURN_WINDOW_DAYS } from "../../lib/orders/return-window";

const DAY_MS = 24 * 60 * 60 * 1000;

/** BR-ORD-01 */
export const PRESALE_ITEM_TYPE = 3;
export const BOX_ORDER_TYPE = 1;

type OrderRow = typeof t.orders.$inferSelect;
type ItemRow = typeof t.orderItems.$inferSelect;

export const returnWindowOpen = (order: OrderRow, now: Date) =>
  now.getTime() - (order.paidAt ?? order.createdAt).getTime() <= RETURN_WINDOW_DAYS * DAY_MS;

/** Units of each line that returns (any but rejected ones) already took, by order item id. */
export async function returnedUnits(db: Database, orderIds: string[]): Promise<Map<string, number>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ orderItemId: t.returnItems.orderItemId, units: sum(t.returnItems.units).mapWith(Number) })
    .from(t.returnItems)
    .innerJoin(t.returns, eq(t.returns.id, t.returnItems.returnId))
    .where(and(inArray(t.returns.orderId, orderIds), ne(t.returns.status, "rejected")))
    .groupBy(t.returnItems.orderItemId);
  return new Map(rows.map((r) => [r.orderItemId, r.units]));
}

export interface LineState {
  returnableUnits: number;
  isAllowedToReturn: boolean;
  /** empty when the line may be returned (BR-ORD-02); else why not */
  returnMessage: string;
}

export function lineState(order: OrderRow, line: ItemRow, returned: number, now: Date): LineState {
  const returnableUnits = line.isCanceled ? 0 : Math.max(0, line.units - returned);
  const unshippedPresale = line.type === PRESALE_ITEM_TYPE && !line.trackingNumber;
  const goldboxPresale = line.type === PRESALE_ITEM_TYPE && order.type === BOX_ORDER_TYPE;
  // A try-on box not confirmed yet (its styles kept or sent back in the app, ACCT-03) has bought nothing to return.
  const unconfirmedBox = order.type === BOX_ORDER_TYPE && !order.isConfirmed;
  const isAllowedToReturn =
    order.status === "paid" && !order.isCanceled && returnableUnits > 0 && !unshippedPresale && !goldboxPresale && !unconfirmedBox && returnWindowOpen(order, now);
  const returnMessage = line.returnMessage || (line.isCanceled ? "Canceled" : returned >= line.units ? "Returned" : "");
  return { returnableUnits, isAllowedToReturn, returnMessage };
}

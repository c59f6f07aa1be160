/**
 * A signed-in shopper's returns (API-57, API-59): the paged list and one return's detail. Another
 * user's return and an unknown id are the same 404.
 */
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { ReturnDetail, ReturnsPage } from "../../lib/api/schemas/order-history";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { HISTORY_PAGE_SIZE } from "../orders/history";

export const RETURN_NOT_FOUND = "Return not found.";
const PICS_PER_RETURN = 4;

async function returnLines(db: Database, returnIds: string[]) {
  if (!returnIds.length) return [];
  return db
    .select({ returnId: t.returnItems.returnId, units: t.returnItems.units, line: t.orderItems })
    .from(t.returnItems)
    .innerJoin(t.orderItems, eq(t.orderItems.id, t.returnItems.orderItemId))
    .where(inArray(t.returnItems.returnId, returnIds))
    .orderBy(asc(t.returnItems.id));
}

export async function listReturns(db: Database, userId: string, pageNo: number): Promise<ReturnsPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t.returns)
      .where(eq(t.returns.userId, userId))
      .orderBy(desc(t.returns.createdAt), desc(t.returns.id))
      .limit(HISTORY_PAGE_SIZE)
      .offset((pageNo - 1) * HISTORY_PAGE_SIZE),
    db.select({ n: count() }).from(t.returns).where(eq(t.returns.userId, userId)),
  ]);
  const lines = await returnLines(db, rows.map((r) => r.id));
  const all = total?.n ?? 0;
  return {
    return_orders: rows.map((r) => ({
      id: r.id,
      number: r.number,
      created_at: r.createdAt.toISOString(),
      status: r.status,
      refund_amount: r.refundAmount,
      refund_blings: r.refundBlings,
      _pics: lines.filter((l) => l.returnId === r.id).slice(0, PICS_PER_RETURN).map((l) => l.line.thumb),
    })),
    count: all,
    has_more: pageNo * HISTORY_PAGE_SIZE < all,
  };
}

export async function returnDetailOf(db: Database, row: typeof t.returns.$inferSelect): Promise<ReturnDetail> {
  const lines = await returnLines(db, [row.id]);
  return {
    id: row.id,
    number: row.number,
    order_id: row.orderId,
    status: row.status,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    order_items: lines.map(({ line, units }) => ({ code: line.code, name: line.name, thumb: line.thumb, price: line.price, units, return_message: line.returnMessage })),
    items_total: row.itemsTotal,
    tax: row.tax,
    shipping: row.shipping,
    refund_amount: row.refundAmount,
    refund_blings: row.refundBlings,
  };
}

export async function ownReturnDetail(db: Database, userId: string, returnId: string): Promise<ReturnDetail> {
  const [row] = await db.select().from(t.returns).where(and(eq(t.returns.id, returnId), eq(t.returns.userId, userId)));
  if (!row) throw new ApiError(404, RETURN_NOT_FOUND);
  return returnDetailOf(db, row);
}

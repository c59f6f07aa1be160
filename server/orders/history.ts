/**
 * A signed-in shopper's own orders (API-55, API-56): the paged list and one order's detail. Only
 * orders paid at some point are shown (as the guest lookup does); another user's order and an
 * unknown id are the same 404.
 */
import { and, asc, desc, eq, inArray, isNotNull, notExists, or } from "drizzle-orm";
import type { AccountOrderDetail, AccountOrderItem, OrderSummary, OrdersPage } from "../../lib/api/schemas/order-history";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { BOX_ORDER_TYPE, lineState, PRESALE_ITEM_TYPE, returnedUnits } from "../returns/rules";
import { orderDetailOf } from "./detail";
import { ORDER_MESSAGES } from "./messages";
import { presaleCancelQuote } from "./presale-refund";

export const HISTORY_PAGE_SIZE = 10;
const PICS_PER_ORDER = 4;

const ownedAndPaid = (userId: string) => and(eq(t.orders.userId, userId), or(isNotNull(t.orders.paidAt), eq(t.orders.status, "paid")));

/** A gift subscription's box (ACCT-14) is reached from its subscription (GIFT-14), not listed among the orders. */
const notAnOccasionBox = (db: Database) =>
  notExists(db.select({ id: t.subscriptionOccasions.id }).from(t.subscriptionOccasions).where(eq(t.subscriptionOccasions.orderId, t.orders.id)));

export async function listOrders(db: Database, userId: string, pageNo: number): Promise<OrdersPage> {
  const orders = await db
    .select()
    .from(t.orders)
    .where(and(ownedAndPaid(userId), notAnOccasionBox(db)))
    .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
    .limit(HISTORY_PAGE_SIZE + 1)
    .offset((pageNo - 1) * HISTORY_PAGE_SIZE);
  const page = orders.slice(0, HISTORY_PAGE_SIZE);
  const ids = page.map((o) => o.id);
  const items = ids.length ? await db.select().from(t.orderItems).where(inArray(t.orderItems.orderId, ids)).orderBy(asc(t.orderItems.id)) : [];
  const shareIds = page.flatMap((o) => (o.shareCartId ? [o.shareCartId] : []));
  const stylists = shareIds.length
    ? await db
        .select({ id: t.shareCarts.id, userName: t.users.userName })
        .from(t.shareCarts)
        .innerJoin(t.users, eq(t.users.id, t.shareCarts.sharerUserId))
        .where(inArray(t.shareCarts.id, shareIds))
    : [];

  const datas = page.map((order): OrderSummary => {
    const lines = items.filter((i) => i.orderId === order.id);
    const isShareBox = order.type === BOX_ORDER_TYPE;
    return {
      id: order.id,
      type: order.type,
      order_number: order.orderNumber,
      pics: lines.slice(0, PICS_PER_ORDER).map((l) => l.thumb),
      created_at: order.createdAt.toISOString(),
      items_count: lines.reduce((n, l) => n + l.units, 0),
      grand_total: order.grandTotal,
      is_share_box: isShareBox,
      is_confirmed: order.isConfirmed,
      is_canceled: order.isCanceled,
      is_allowed_to_confirm: isShareBox && !order.isConfirmed && !order.isCanceled,
      stylist_user_name: stylists.find((s) => s.id === order.shareCartId)?.userName ?? null,
    };
  });
  return { datas, has_more: orders.length > HISTORY_PAGE_SIZE, length: datas.length };
}

/** The user's order, or a 404 (an unknown id and another user's order look the same). */
async function ownOrder(db: Database, userId: string, orderId: string) {
  const [order] = await db.select().from(t.orders).where(and(eq(t.orders.id, orderId), ownedAndPaid(userId)));
  if (!order) throw new ApiError(404, ORDER_MESSAGES.orderNotFound);
  return order;
}

export async function ownOrderDetail(db: Database, userId: string, orderId: string, now: Date): Promise<AccountOrderDetail> {
  const order = await ownOrder(db, userId, orderId);
  const [detail, lines, returned, refunds] = await Promise.all([
    orderDetailOf(db, order),
    db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id)),
    returnedUnits(db, [order.id]),
    db.select().from(t.refunds).where(eq(t.refunds.orderId, order.id)).orderBy(asc(t.refunds.createdAt), asc(t.refunds.id)),
  ]);
  // What a pre-sale cancel would refund now: the cancel's own calculation (finding 8).
  const quote = await presaleCancelQuote(db, order, lines);
  const withState = (item: (typeof detail.stores)[number]["items"][number]): AccountOrderItem => {
    const line = lines.find((l) => l.id === item.id)!;
    const state = lineState(order, line, returned.get(line.id) ?? 0, now);
    return { ...item, return_message: state.returnMessage, is_allowed_to_return: state.isAllowedToReturn, returnable_units: state.returnableUnits };
  };
  const stores = detail.stores.map((s) => ({ ...s, items: s.items.map(withState) }));
  const all = stores.flatMap((s) => s.items);
  return {
    ...detail,
    stores,
    is_share_box: order.type === BOX_ORDER_TYPE,
    is_canceled: order.isCanceled,
    is_allowed_to_return: all.some((i) => i.is_allowed_to_return),
    order_items: all.filter((i) => i.type === PRESALE_ITEM_TYPE),
    is_goldbox_order: order.type === BOX_ORDER_TYPE,
    presale_cancel: quote.lines.length ? { items: quote.lines.map((l) => ({ id: l.id, name: l.name, units: l.units })), refund_amount: quote.amount } : null,
    refunds: refunds.map((r) => ({ id: r.id, date: r.createdAt.toISOString(), amount: r.amount, reason: r.reason })),
  };
}

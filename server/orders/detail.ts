/**
 * The order detail of POST /api/order/detail (API-54): a guest finds an order by email and order
 * number, or the browser that placed it by its receipt (finding 15.7, receipt.ts). Only orders that
 * were paid are shown; an unknown number, another email or receipt and an unpaid (pending or
 * failed) order all look the same to the caller.
 */
import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { OrderAddress, OrderDetail, OrderItem } from "../../lib/api/schemas/checkout";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import type { AddressValue } from "../db/schema";
import { secretsEqual } from "../payments/secrets";
import type { BundlePartSnapshot } from "./lines";
import { receiptFor } from "./receipt";

const SUBSCRIPTION_TYPE = 2;

const addressView = (a: AddressValue | null): OrderAddress | null =>
  a ? { name: a.name, address: a.address, address2: a.address2 ?? "", city: a.city, state: a.state ?? "", zip_code: a.zip_code, phone: a.phone } : null;

type ItemRow = typeof t.orderItems.$inferSelect;

function itemView(row: ItemRow): OrderItem {
  const parts = (row.bundle as { items?: BundlePartSnapshot[] } | null)?.items;
  return {
    id: row.id,
    item_id: row.itemId,
    thumb: row.thumb,
    name: row.name,
    code: row.code,
    optionStr: row.options.map((o) => `${o.name}: ${o.option}`).join(" / "),
    options: row.options,
    type: row.type,
    units: row.units,
    price: row.price,
    compare_at_price: row.compareAtPrice,
    discount_price: row.discountPrice,
    original_price: row.originalPrice,
    is_bundle: row.isBundle,
    bundle: row.isBundle && parts ? { items: parts.map((p) => ({ item_id: p.item_id, name: p.name, thumb: p.thumb, options: p.options })) } : null,
    tracking_number: row.trackingNumber,
    tracking_url: row.trackingUrl,
    is_canceled: row.isCanceled,
    return_message: row.returnMessage,
    coupon_message: row.couponMessage,
  };
}

export type OrderMatch = { email: string } | { receipt: string };

export async function findOrderDetail(db: Database, number: string, match: OrderMatch): Promise<OrderDetail | null> {
  const [order] = await db
    .select()
    .from(t.orders)
    .where(
      and(
        eq(t.orders.orderNumber, number.trim().toUpperCase()),
        "email" in match ? eq(t.orders.email, match.email.trim().toLowerCase()) : undefined,
        // paid_at marks an order that was paid (and may have moved on since); seeded orders only say `paid`.
        or(isNotNull(t.orders.paidAt), eq(t.orders.status, "paid")),
      ),
    );
  if (!order) return null;
  if ("receipt" in match && !secretsEqual(receiptFor(order.idempotencyKey), match.receipt)) return null;
  return orderDetailOf(db, order);
}

/** The detail of an order already found (the guest lookup here, the owner's order history in history.ts). */
export async function orderDetailOf(db: Database, order: typeof t.orders.$inferSelect): Promise<OrderDetail> {
  const items = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id)).orderBy(asc(t.orderItems.id));
  const storeIds = [...new Set(items.map((i) => i.storeId))];
  const storeRows = storeIds.length
    ? await db.select({ id: t.stores.id, name: t.stores.name, userName: t.users.userName }).from(t.stores).innerJoin(t.users, eq(t.users.id, t.stores.ownerId)).where(inArray(t.stores.id, storeIds))
    : [];
  const returns = await db.select().from(t.returns).where(eq(t.returns.orderId, order.id)).orderBy(asc(t.returns.createdAt));

  const stores = storeIds.map((storeId) => {
    const store = storeRows.find((s) => s.id === storeId);
    const rows = items.filter((i) => i.storeId === storeId);
    const itemsTotal = rows.reduce((sum, r) => sum + r.originalPrice * r.units, 0);
    const totalDiscount = rows.reduce((sum, r) => sum + (r.originalPrice - r.price) * r.units + r.discountPrice, 0);
    return {
      store_name: store?.name ?? "",
      store_user_name: store?.userName ?? "",
      items: rows.map(itemView),
      items_total: itemsTotal,
      total_discount: totalDiscount,
      sub_total: itemsTotal - totalDiscount,
    };
  });

  const subscription = order.type === SUBSCRIPTION_TYPE;
  return {
    id: order.id,
    order_number: order.orderNumber,
    type: subscription ? "Subscription" : "Order",
    type_title: subscription ? "Subscription" : "Order",
    status: order.status,
    email: order.email,
    is_confirmed: order.isConfirmed,
    shipping_address: addressView(order.shippingAddress),
    billing_address: addressView(order.billingAddress),
    shipping_method: order.shippingMethodName,
    items_total: order.itemsTotal,
    total_discount: order.totalDiscount,
    shipping: order.shipping,
    tax: order.tax,
    blings: order.blings,
    grand_total: order.grandTotal,
    remark: order.remark,
    created_at: order.createdAt.toISOString(),
    stores,
    return_history: returns.map((r) => ({
      date: r.createdAt.toISOString(),
      status: r.status,
      refund_amount: r.refundAmount,
      refund_blings: r.refundBlings,
      return_order_id: r.id,
    })),
  };
}

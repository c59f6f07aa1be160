/** The order-confirmation mail: the order number, the total and where a guest can look the order up. */
import { asc, eq, sql } from "drizzle-orm";
import { formatMoney } from "../../lib/money";
import { orderLookupPath } from "../../lib/routes";
import type { Database } from "../db/client";
import { preparedOn } from "../db/prepared";
import * as t from "../db/schema";
import { sendMail, type Mail } from "../mail/outbox";
import { log } from "../../lib/log";

export const ORDER_MAIL_KIND = "order-confirmation";

export function orderConfirmationMail(input: { to: string; orderNumber: string; total: number; origin: string; store: string }): Mail {
  const link = `${input.origin}${orderLookupPath(input.store, { orderId: input.orderNumber, email: input.to })}`;
  return {
    to: input.to,
    kind: ORDER_MAIL_KIND,
    subject: `Your order ${input.orderNumber}`,
    body:
      "Thank you for your order!\n\n" +
      `Order number: ${input.orderNumber}\n` +
      `Total: ${formatMoney(input.total)}\n\n` +
      `You can look up your order at any time with your email and the order number:\n\n${link}\n`,
  };
}

/** The store of the order's first line, prepared (server/db/prepared.ts). */
const firstStoreOf = preparedOn("order_first_store", (db, name) =>
  db
    .select({ slug: t.stores.slug })
    .from(t.orderItems)
    .innerJoin(t.stores, eq(t.stores.id, t.orderItems.storeId))
    .where(eq(t.orderItems.orderId, sql.placeholder("orderId")))
    .orderBy(asc(t.orderItems.id))
    .limit(1)
    .prepare(name),
);

/** Sends it for a paid order. A mail that cannot be written is logged: the order is paid regardless. */
export async function sendOrderConfirmation(db: Database, order: { id: string; orderNumber: string; email: string; grandTotal: number }, origin: string): Promise<void> {
  try {
    // The lookup page lives under a store: the store of the order's first line.
    const [first] = await firstStoreOf(db).execute({ orderId: order.id });
    await sendMail(db, orderConfirmationMail({ to: order.email, orderNumber: order.orderNumber, total: order.grandTotal, origin, store: first?.slug ?? "myorders" }));
  } catch (error) {
    log.error({ err: error, order: order.orderNumber }, "could not send the order confirmation");
  }
}

/**
 * POST /api/replacement (API-62, ACCT-09): the shopper asks for some lines of their order to be
 * replaced, with a photo of the problem. BR-ORD-06: only an order whose grand_total is not 0, and
 * only lines whose return_message is empty (not canceled, returned or already being replaced); a
 * replaced line's return_message becomes REPLACEMENT_REQUESTED. One transaction with the order row
 * locked (the photo is stored just before it, outside the lock); idempotent per `idempotency-key`
 * (per user), like returns: the same key answers the replacement it made.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { ReplacementFields, ReplacementResult } from "../../lib/api/schemas/replacement";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { log } from "../../lib/log";
import { ApiError } from "../http";
import { sendMail } from "../mail/outbox";
import { lineState, returnedUnits } from "../returns/rules";
import { ORDER_MESSAGES } from "./messages";
import { storeReplacementPhoto } from "./replacement-upload";

/** The return_message of a line being replaced (ours: the spec only says an empty one is replaceable). */
export const REPLACEMENT_REQUESTED = "Replacement requested";

export const REPLACEMENT_ERRORS = {
  freeOrder: "A free order cannot be replaced.",
  notInOrder: "An item is not part of this order.",
  notReplaceable: (name: string) => `${name} cannot be replaced.`,
  keyReused: "This idempotency key was used for another replacement request.",
} as const;

export const REPLACEMENT_MAIL_KIND = "replacement-request";

type User = { id: string; email: string };
type Row = typeof t.replacements.$inferSelect;

const resultOf = (row: Row): ReplacementResult => ({
  id: row.id,
  order_id: row.orderId,
  order_item_ids: row.orderItemIds,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

export async function requestReplacement(db: Database, user: User, fields: ReplacementFields, key: string, now: Date): Promise<ReplacementResult> {
  // The photo goes to the upload store before the order is locked: a slow bucket (up to its timeout)
  // must not hold the order's row, nor, on PGlite, every other request. A cheap look first, so that
  // nobody but the order's owner can put a file in the store; the transaction checks again under
  // the lock. A photo whose request then fails (or a double submit's second) stays unreferenced in
  // the store, which serves nothing.
  const [owned] = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(eq(t.orders.id, fields.order_id), eq(t.orders.userId, user.id), eq(t.orders.status, "paid")));
  if (!owned) throw new ApiError(404, ORDER_MESSAGES.orderNotFound);
  const photo = await storeReplacementPhoto(fields.upload);
  const { row, created, orderNumber } = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.id, fields.order_id), eq(t.orders.userId, user.id), eq(t.orders.status, "paid")))
      .for("update");
    if (!order) throw new ApiError(404, ORDER_MESSAGES.orderNotFound);
    // Under the order's lock: a double submit's second request waits, then finds the first's row.
    const [again] = await tx.select().from(t.replacements).where(and(eq(t.replacements.userId, user.id), eq(t.replacements.idempotencyKey, key)));
    if (again) {
      if (again.orderId !== order.id) throw new ApiError(409, REPLACEMENT_ERRORS.keyReused);
      return { row: again, created: false, orderNumber: order.orderNumber };
    }
    if (order.grandTotal === 0) throw new ApiError(409, REPLACEMENT_ERRORS.freeOrder);

    const ids = [...new Set(fields.items)];
    const lines = await tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id));
    const returned = await returnedUnits(tx, [order.id]);
    for (const id of ids) {
      const line = lines.find((l) => l.id === id);
      if (!line) throw new ApiError(400, REPLACEMENT_ERRORS.notInOrder);
      if (lineState(order, line, returned.get(line.id) ?? 0, now).returnMessage) throw new ApiError(409, REPLACEMENT_ERRORS.notReplaceable(line.name));
    }
    const [row] = await tx
      .insert(t.replacements)
      .values({
        id: randomUUID(),
        orderId: order.id,
        userId: user.id,
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        reason: fields.reason,
        photo,
        orderItemIds: ids,
        idempotencyKey: key,
        createdAt: now,
      })
      .returning();
    await tx.update(t.orderItems).set({ returnMessage: REPLACEMENT_REQUESTED }).where(inArray(t.orderItems.id, ids));
    return { row: row!, created: true, orderNumber: order.orderNumber };
  });
  if (created) await confirmByMail(db, user.email, orderNumber, row);
  return resultOf(row);
}

/** The confirmation goes to the outbox like a return's instructions; a mail that cannot be written is logged, the request stands. */
async function confirmByMail(db: Database, to: string, orderNumber: string, row: Row) {
  try {
    await sendMail(db, {
      to,
      kind: REPLACEMENT_MAIL_KIND,
      subject: `Your replacement request for order ${orderNumber}`,
      body:
        `We received your replacement request for ${row.orderItemIds.length} item(s) of order ${orderNumber}, with your photo.\n\n` +
        `Customer service will contact ${row.name} at ${row.email} or ${row.phone} about it.\n`,
    });
  } catch (error) {
    log.error({ err: error, replacement: row.id }, "could not send the replacement confirmation");
  }
}

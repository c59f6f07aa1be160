/**
 * POST /api/replacement (API-62, ACCT-09): the shopper asks for some lines of their order to be
 * replaced, with a photo of the problem. BR-ORD-06: only an order whose grand_total is not 0, and
 * only lines whose return_message is empty (not canceled, returned or already being replaced); a
 * replaced line's return_message becomes REPLACEMENT_REQUESTED. Idempotent per `idempotency-key`
 * (per user), like returns: the same key answers the replacement it made.
 *
 * Finding S2: a photo is stored only for a request that can succeed. Every check runs first without
 * a lock (the order is the caller's and paid, the lines can be replaced, the key is unused or this
 * request's, the user's photo quota has room); then the photo is stored, outside any lock (a slow
 * bucket must not hold the order's row, nor, on PGlite, every other request); then one transaction
 * runs the same checks again with the user's and the order's rows locked and writes the request. A
 * photo whose transaction refuses (a parallel request won the line) or is not needed (a double
 * submit's second) is deleted again.
 */
import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { ReplacementFields, ReplacementResult } from "../../lib/api/schemas/replacement";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { log } from "../../lib/log";
import { ApiError } from "../http";
import { sendMail } from "../mail/outbox";
import { lineState, returnedUnits } from "../returns/rules";
import { ORDER_MESSAGES } from "./messages";
import { removeReplacementPhoto, storeReplacementPhoto } from "./replacement-upload";

/** The return_message of a line being replaced (ours: the spec only says an empty one is replaceable). */
export const REPLACEMENT_REQUESTED = "Replacement requested";

export const REPLACEMENT_ERRORS = {
  freeOrder: "A free order cannot be replaced.",
  notInOrder: "An item is not part of this order.",
  notReplaceable: (name: string) => `${name} cannot be replaced.`,
  keyReused: "This idempotency key was used for another replacement request.",
  quota: "You have sent as many photos as we can keep for now. Please try again later, or contact customer service.",
} as const;

export const REPLACEMENT_MAIL_KIND = "replacement-request";

type User = { id: string; email: string };
type Row = typeof t.replacements.$inferSelect;
/** The user's photo quota: bytes within a window (server/orders/replacement-limits.ts). */
export type PhotoQuota = { bytes: number; windowMs: number };

const resultOf = (row: Row): ReplacementResult => ({
  id: row.id,
  order_id: row.orderId,
  order_item_ids: row.orderItemIds,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

interface Request {
  user: User;
  fields: ReplacementFields;
  key: string;
  now: Date;
  quota: PhotoQuota;
}

/** What the checks found: the request this key already made, or the order and the lines to replace. */
type Checked = { again: Row } | { again: null; order: typeof t.orders.$inferSelect; ids: string[] };

/**
 * Every check of the request, in the order the answers were given before S2 (404, the key, 409 free
 * order, 400/409 lines, then 429 quota). `lock` takes the user's row, then the order's: the quota
 * is per user, so two requests of one user for different orders must not both take its last room.
 */
async function check(db: Database, { user, fields, key, now, quota }: Request, photoBytes: number, lock: boolean): Promise<Checked> {
  if (lock) await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, user.id)).for("no key update");
  const orderQuery = db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.id, fields.order_id), eq(t.orders.userId, user.id), eq(t.orders.status, "paid")));
  const [order] = lock ? await orderQuery.for("update") : await orderQuery;
  if (!order) throw new ApiError(404, ORDER_MESSAGES.orderNotFound);
  // Under the lock: a double submit's second request waits, then finds the first's row.
  const [again] = await db.select().from(t.replacements).where(and(eq(t.replacements.userId, user.id), eq(t.replacements.idempotencyKey, key)));
  if (again) {
    if (again.orderId !== order.id) throw new ApiError(409, REPLACEMENT_ERRORS.keyReused);
    return { again };
  }
  if (order.grandTotal === 0) throw new ApiError(409, REPLACEMENT_ERRORS.freeOrder);

  const ids = [...new Set(fields.items)];
  const lines = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id));
  const returned = await returnedUnits(db, [order.id]);
  for (const id of ids) {
    const line = lines.find((l) => l.id === id);
    if (!line) throw new ApiError(400, REPLACEMENT_ERRORS.notInOrder);
    if (lineState(order, line, returned.get(line.id) ?? 0, now).returnMessage) throw new ApiError(409, REPLACEMENT_ERRORS.notReplaceable(line.name));
  }

  const since = new Date(now.getTime() - quota.windowMs);
  const [stored] = await db
    .select({ bytes: sql<number>`coalesce(sum(${t.replacements.photoBytes}), 0)::int` })
    .from(t.replacements)
    .where(and(eq(t.replacements.userId, user.id), gt(t.replacements.createdAt, since)));
  if ((stored?.bytes ?? 0) + photoBytes > quota.bytes) throw new ApiError(429, REPLACEMENT_ERRORS.quota);
  return { again: null, order, ids };
}

export async function requestReplacement(db: Database, user: User, fields: ReplacementFields, key: string, now: Date, quota: PhotoQuota): Promise<ReplacementResult> {
  const request: Request = { user, fields, key, now, quota };
  // Nothing is stored for a request that the checks refuse, nor for one this key already made.
  const first = await check(db, request, fields.upload.size, false);
  if (first.again) return resultOf(first.again);

  const photo = await storeReplacementPhoto(fields.upload);
  let kept = false;
  try {
    const { row, created, orderNumber } = await db.transaction(async (tx) => {
      const checked = await check(tx, request, photo.bytes, true);
      if (checked.again) return { row: checked.again, created: false, orderNumber: "" };
      const { order, ids } = checked;
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
          photo: photo.key,
          photoBytes: photo.bytes,
          orderItemIds: ids,
          idempotencyKey: key,
          createdAt: now,
        })
        .returning();
      await tx.update(t.orderItems).set({ returnMessage: REPLACEMENT_REQUESTED }).where(inArray(t.orderItems.id, ids));
      return { row: row!, created: true, orderNumber: order.orderNumber };
    });
    kept = created;
    if (created) await confirmByMail(db, user.email, orderNumber, row);
    return resultOf(row);
  } finally {
    if (!kept) await removeReplacementPhoto(photo.key);
  }
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

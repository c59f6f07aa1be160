/**
 * POST /api/return (API-60, ACCT-07): the shopper returns units of their order's lines. One
 * transaction with the order row locked, so two requests cannot both take the same units; the
 * plan's return_cost is the return's shipping, deducted from the refund (BR-ORD-05). Idempotent per
 * `idempotency-key` (per user): the same key answers the return it made. The instructions and the
 * label go out by mail once the return exists.
 */
import { randomInt, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { formatMoney } from "../../lib/money";
import type { ReturnDetail, ReturnRequest } from "../../lib/api/schemas/order-history";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { log } from "../../lib/log";
import { ApiError } from "../http";
import { sendMail, type Mail } from "../mail/outbox";
import { ORDER_MESSAGES } from "../orders/messages";
import { currentPlan } from "./plan";
import { returnDetailOf } from "./returns";
import { lineState, returnedUnits, returnWindowOpen } from "./rules";

export const RETURN_MESSAGES = {
  pastWindow: "Past the return window, contact customer service",
  notReturnable: (name: string) => `${name} cannot be returned.`,
  notInOrder: "An item is not part of this order.",
  duplicateItem: "An item is listed twice.",
  tooManyUnits: (name: string, units: number) => `At most ${units} of ${name} can be returned.`,
  keyReused: "This idempotency key was used for another return request.",
} as const;

export const RETURN_MAIL_KIND = "return-instructions";

type User = { id: string; email: string; planLevel: number; planSubLevel: number };

/** A line's share of the order's tax, for the units returned (rounded to the cent). */
const taxShare = (orderTax: number, returned: number, paidForLines: number) => (paidForLines > 0 ? Math.round((orderTax * returned) / paidForLines) : 0);

export async function requestReturn(db: Database, user: User, request: ReturnRequest, key: string, now: Date): Promise<ReturnDetail> {
  const { row, created } = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.id, request.order_id), eq(t.orders.userId, user.id), eq(t.orders.status, "paid")))
      .for("update");
    if (!order) throw new ApiError(404, ORDER_MESSAGES.orderNotFound);
    // Looked up under the order's lock, so a double submit's second request waits and finds the first's return.
    const [again] = await tx.select().from(t.returns).where(and(eq(t.returns.userId, user.id), eq(t.returns.idempotencyKey, key)));
    if (again) {
      if (again.orderId !== order.id) throw new ApiError(409, RETURN_MESSAGES.keyReused);
      return { row: again, created: false };
    }
    if (!returnWindowOpen(order, now)) throw new ApiError(409, RETURN_MESSAGES.pastWindow);

    const lines = await tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id));
    const returned = await returnedUnits(tx, [order.id]);
    const seen = new Set<string>();
    let itemsTotal = 0;
    for (const asked of request.items) {
      const line = lines.find((l) => l.id === asked.order_item_id);
      if (!line) throw new ApiError(400, RETURN_MESSAGES.notInOrder);
      if (seen.has(line.id)) throw new ApiError(400, RETURN_MESSAGES.duplicateItem);
      seen.add(line.id);
      const state = lineState(order, line, returned.get(line.id) ?? 0, now);
      if (!state.isAllowedToReturn) throw new ApiError(409, RETURN_MESSAGES.notReturnable(line.name));
      if (asked.units > state.returnableUnits) throw new ApiError(400, RETURN_MESSAGES.tooManyUnits(line.name, state.returnableUnits));
      // What the shopper paid per unit: the price less this line's share of bundle and coupon discounts.
      itemsTotal += Math.round(((line.price * line.units - line.discountPrice) * asked.units) / line.units);
    }
    const paidForLines = lines.reduce((sum, l) => sum + l.price * l.units - l.discountPrice, 0);
    const plan = await currentPlan(tx, user, now);
    const [row] = await tx
      .insert(t.returns)
      .values({
        id: randomUUID(),
        number: `RT${randomInt(10_000_000, 100_000_000)}`,
        orderId: order.id,
        userId: user.id,
        reason: request.reason,
        itemsTotal,
        tax: taxShare(order.tax, itemsTotal, paidForLines),
        shipping: plan.return_cost,
        idempotencyKey: key,
        createdAt: now,
      })
      .returning();
    await tx.insert(t.returnItems).values(request.items.map((i) => ({ id: randomUUID(), returnId: row!.id, orderItemId: i.order_item_id, units: i.units })));
    return { row: row!, created: true };
  });
  const detail = await returnDetailOf(db, row);
  if (created) await sendReturnInstructions(db, user.email, detail);
  return detail;
}

export function returnInstructionsMail(to: string, r: ReturnDetail): Mail {
  const lines = r.order_items.map((i) => `- ${i.units} × ${i.name} (${i.code})`).join("\n");
  return {
    to,
    kind: RETURN_MAIL_KIND,
    subject: `Your return ${r.number}`,
    body:
      `We received your return request ${r.number} (reason: ${r.reason}).\n\n${lines}\n\n` +
      `Return shipping fee, deducted from your refund: ${formatMoney(r.shipping)}\n\n` +
      "Pack the items with this slip and attach the shipping label below; we refund you once they arrive.\n\n" +
      // A placeholder until a carrier integration issues real labels (docs/decisions.md).
      `RETURN SHIPPING LABEL\nReturn ${r.number}\nTo: Stylist Returns, 120 Market Street, Suite 300, San Francisco, CA 94105\n`,
  };
}

/** A mail that cannot be written is logged: the return exists regardless. */
async function sendReturnInstructions(db: Database, to: string, detail: ReturnDetail) {
  try {
    await sendMail(db, returnInstructionsMail(to, detail));
  } catch (error) {
    log.error({ err: error, order: detail.number }, "could not send the return instructions");
  }
}

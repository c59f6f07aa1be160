/**
 * One checkout attempt's order into the database, for the regular checkout (create.ts) and the box
 * checkout (server/goldbox/order.ts):
 *
 * - the attempt's idempotency key is claimed by the unique index on orders.idempotency_key, so two
 *   racing requests of one attempt cannot both insert: the loser hears "exists" and answers the
 *   winner's order (`replayable` says whether it may);
 * - one transaction holds the order, its lines, the caps on open unpaid orders and the units they
 *   hold (open-orders.ts), the stock (conditional decrements: any shortfall rolls it all back with a 409) and the caller's own
 *   writes (blings held, the box row, …).
 */
import { createHash, randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { OUT_OF_STOCK_ERROR_CODE, PAYMENT_FAILED_ERROR_CODE } from "../../lib/api/schemas/checkout";
import { catalogChanged } from "../catalog/changes";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import type { StockNeed } from "./lines";
import { ORDER_MESSAGES as MSG } from "./messages";
import { PAYMENT_START_HOLD_MS, type OpenOrderCaps } from "./limits";
import { checkOpenOrders, type OpenOrderHolder } from "./open-orders";
import { orderPartOf } from "./refused";
import type { OrderRow } from "./settle";
import { takeStock, type Tx } from "./stock";

/** `SF` and eight random digits: short enough to read out, not a count of our orders. */
export const newOrderNumber = () => `SF${randomInt(10_000_000, 100_000_000)}`;

const sha256 = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

/**
 * `<order>:<payment>`: what is ordered (with who orders it), then the card, hashed apart. The same key
 * with another order is another attempt's key; another card for the same order is the next try after
 * a refusal (refused.ts).
 */
export function attemptFingerprint(order: unknown, card: { token?: string | null; cardId?: string | null }): string {
  return `${sha256(order)}:${sha256({ token: card.token ?? null, cardId: card.cardId ?? null })}`;
}

export async function orderByKey(db: Database, key: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.idempotencyKey, key));
  return order ?? null;
}

/**
 * Throws unless a key's order may answer this request again: the same order (any card), not failed
 * (a refused first payment: 409, start a new attempt) nor expired.
 */
export function replayable(order: OrderRow, fingerprint: string): void {
  if (orderPartOf(order.requestFingerprint ?? "") !== orderPartOf(fingerprint)) throw new ApiError(409, MSG.keyReused);
  if (order.status === "failed") throw new ApiError(409, MSG.attemptFailed, undefined, PAYMENT_FAILED_ERROR_CODE);
  if (order.status === "canceled") throw new ApiError(409, MSG.attemptExpired, undefined, PAYMENT_FAILED_ERROR_CODE);
}

export interface NewOrder {
  /** the order's row, but for what is drawn here (id, number) and the attempt's key and fingerprint */
  order: Omit<typeof t.orders.$inferInsert, "id" | "orderNumber" | "idempotencyKey" | "requestFingerprint">;
  /** its lines, in the order the buyer saw them */
  lines: Omit<typeof t.orderItems.$inferInsert, "id" | "orderId">[];
  stock: StockNeed[];
  /**
   * who the caps on open unpaid orders count; null for an order paid at once (it holds nothing unpaid).
   * An unpaid order holds its stock for PAYMENT_START_HOLD_MS from `now` (limits.ts).
   */
  openOrders: { holder: OpenOrderHolder; caps: OpenOrderCaps; now: Date } | null;
  /** the caller's own writes, in the same transaction after the stock */
  also?: (tx: Tx, orderId: string) => Promise<void>;
}

/**
 * Inserts the order in one transaction (see above). Answers "exists" when another request holds the
 * key (it claimed it first).
 */
export async function insertOrder(db: Database, attempt: { key: string; fingerprint: string }, draft: NewOrder): Promise<OrderRow | "exists"> {
  let soldOut = false;
  for (let tries = 0; tries < 5; tries++) {
    const orderId = randomUUID();
    const order = await db.transaction(async (tx) => {
      // No conflict target: a taken key, order number or id all leave the row out.
      const [row] = await tx
        .insert(t.orders)
        .values({
          ...draft.order,
          id: orderId,
          orderNumber: newOrderNumber(),
          idempotencyKey: attempt.key,
          requestFingerprint: attempt.fingerprint,
          heldUntil: draft.openOrders ? new Date(draft.openOrders.now.getTime() + PAYMENT_START_HOLD_MS) : null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      // Ids sort in the lines' order, so the detail lists them as the buyer saw them.
      // A Get Styled Box from a stylist has no lines yet: the stylist styles it after the order.
      if (draft.lines.length) await tx.insert(t.orderItems).values(draft.lines.map((line, i) => ({ ...line, id: `${orderId}-${String(i + 1).padStart(3, "0")}`, orderId })));
      if (draft.openOrders) await checkOpenOrders(tx, draft.lines.reduce((units, line) => units + line.units, 0), draft.openOrders.holder, draft.openOrders.caps, draft.openOrders.now);
      soldOut = await takeStock(tx, draft.stock, (need) => new ApiError(409, MSG.soldOut(need.name), undefined, OUT_OF_STOCK_ERROR_CODE));
      await draft.also?.(tx, orderId);
      return row;
    });
    if (order) {
      // After the commit: the store and item pages re-render with the item sold out.
      if (soldOut) catalogChanged();
      return order;
    }
    if (await orderByKey(db, attempt.key)) return "exists";
    // Otherwise the random order number was taken: draw again.
  }
  throw new Error("could not allocate an order number");
}

/**
 * A refund at the provider for a `refunds` row written in the caller's transaction (a pre-sale cancel, a
 * second box voided at settlement). Called after the commit (a network call must not hold the database),
 * with the row's id as its idempotency key, so a refund the provider did not accept can be sent again
 * without paying twice.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { log } from "../../lib/log";
import type { PaymentProvider } from "../payments/provider";

export interface RefundToSend {
  /** the `refunds` row */
  rowId: string;
  intentId: string;
  amount: number;
}

/** A failure is logged and leaves the row without refund_id, to be sent again with the same key. */
export async function sendRefund(ctx: { db: Database; provider: PaymentProvider }, refund: RefundToSend): Promise<void> {
  try {
    const { refundId } = await ctx.provider.refund({ intentId: refund.intentId, amount: refund.amount, idempotencyKey: `refund-${refund.rowId}` });
    await ctx.db.update(t.refunds).set({ refundId }).where(eq(t.refunds.id, refund.rowId));
  } catch (error) {
    log.error({ err: error, refund: refund.rowId }, "the refund was not accepted by the provider");
  }
}

/**
 * Stock moves with orders, inside the caller's transaction. Taking is a conditional decrement
 * (`stock = stock - n WHERE stock >= n`), so two orders for the last units can never both win:
 * the database decides, and the loser's transaction rolls back whole. Variants are updated in id
 * order so concurrent orders lock rows in the same order (no deadlocks on PostgreSQL).
 */
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import type { BundlePartSnapshot, StockNeed } from "./lines";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Takes every need or throws `onShort(need)` at the first one that cannot be met. Answers whether a
 * variant's last unit went: the catalogue pages show it sold out, so they must be revalidated.
 */
export async function takeStock(tx: Tx, needs: StockNeed[], onShort: (need: StockNeed) => Error): Promise<boolean> {
  let soldOut = false;
  for (const need of [...needs].sort((a, b) => (a.variantId < b.variantId ? -1 : 1))) {
    const [taken] = await tx
      .update(t.variants)
      .set({ stock: sql`${t.variants.stock} - ${need.units}` })
      .where(and(eq(t.variants.id, need.variantId), gte(t.variants.stock, need.units)))
      .returning({ stock: t.variants.stock });
    if (!taken) throw onShort(need);
    if (taken.stock === 0) soldOut = true;
  }
  return soldOut;
}

/** Puts back what an order (or only `lineIds` of it, a pre-sale cancel) took: its plain lines' variants and each bundle part's variant. */
export async function returnStock(tx: Tx, orderId: string, lineIds?: string[]): Promise<void> {
  const items = await tx
    .select({ variantId: t.orderItems.variantId, units: t.orderItems.units, bundle: t.orderItems.bundle })
    .from(t.orderItems)
    .where(and(eq(t.orderItems.orderId, orderId), lineIds ? inArray(t.orderItems.id, lineIds) : undefined));
  const back = new Map<string, number>();
  for (const item of items) {
    const variants = item.variantId ? [item.variantId] : ((item.bundle as { items?: BundlePartSnapshot[] } | null)?.items ?? []).map((p) => p.variant_id);
    for (const id of variants) back.set(id, (back.get(id) ?? 0) + item.units);
  }
  for (const [variantId, units] of [...back].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await tx.update(t.variants).set({ stock: sql`${t.variants.stock} + ${units}` }).where(eq(t.variants.id, variantId));
  }
}

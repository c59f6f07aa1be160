/**
 * The operator's edit of one catalogue variant: its price, member item's retail price, compare-at
 * price and stock (server/routes/admin.ts). The change commits, then `catalogChanged()` expires every
 * cached store and item page and the front door's copies, so the next visitor sees the new price.
 * Open carts and unpaid checkouts are not touched: the cart calc reads the live price, and an order
 * placed with the old `expected_total` is refused (docs/api.md).
 */
import { and, eq } from "drizzle-orm";
import type { VariantUpdate } from "../../lib/api/schemas/admin";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError, validationMessage, type Issue } from "../http";
import { catalogChanged } from "./changes";

export const VARIANT_UPDATE_MESSAGES = { itemNotFound: "Item not found", variantNotFound: "Variant not found" } as const;

type VariantRow = typeof t.variants.$inferSelect;
type Prices = Pick<VariantRow, "price" | "retailPrice" | "compareAtPrice">;

/**
 * The prices a variant has after `update`, or the reasons it may not: a regular-priced item's retail
 * price is its price (it follows a new price; a different one is refused), a member-priced item's retail
 * price is never below its member price, and a compare-at price is above the price (else it would show a
 * "was" price lower than the one asked). Mirrors the variants table's checks, so the database never
 * answers one with a 500.
 */
export function pricesAfter(current: Prices, update: VariantUpdate, memberPriced: boolean): { prices: Prices } | { issues: Issue[] } {
  const price = update.price ?? current.price;
  const retailPrice = update.retail_price ?? (memberPriced ? current.retailPrice : price);
  const compareAtPrice = update.compare_at_price === undefined ? current.compareAtPrice : update.compare_at_price;
  const issues: Issue[] = [];
  if (!memberPriced && retailPrice !== price) {
    issues.push({ path: "retail_price", message: "only a member-priced item has a retail price of its own; this one's follows price" });
  }
  if (memberPriced && retailPrice < price) issues.push({ path: "retail_price", message: `must not be below the price (${price})` });
  if (compareAtPrice !== null && compareAtPrice <= price) {
    issues.push({ path: "compare_at_price", message: `must be above the price (${price}); send null to remove it` });
  }
  return issues.length ? { issues } : { prices: { price, retailPrice, compareAtPrice } };
}

/** Applies `update` to the item's variant and announces the change; 404 for an unknown item or a variant of another item. */
export async function updateVariant(db: Database, itemId: string, variantId: string, update: VariantUpdate): Promise<VariantRow> {
  const updated = await db.transaction(async (tx) => {
    const [item] = await tx.select({ priceType: t.items.priceType }).from(t.items).where(eq(t.items.id, itemId));
    if (!item) throw new ApiError(404, VARIANT_UPDATE_MESSAGES.itemNotFound);
    const [current] = await tx
      .select()
      .from(t.variants)
      .where(and(eq(t.variants.id, variantId), eq(t.variants.itemId, itemId)))
      .for("update");
    if (!current) throw new ApiError(404, VARIANT_UPDATE_MESSAGES.variantNotFound);
    const after = pricesAfter(current, update, item.priceType === "member");
    if ("issues" in after) throw new ApiError(400, validationMessage("json", after.issues), after.issues);
    const [row] = await tx
      .update(t.variants)
      .set({ ...after.prices, stock: update.stock ?? current.stock })
      .where(eq(t.variants.id, variantId))
      .returning();
    return row!;
  });
  catalogChanged();
  return updated;
}

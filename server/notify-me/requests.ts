/**
 * Back-in-stock requests (BROWSE-18, API-31): one row per shopper and variant; asking again is
 * fine and changes nothing. Sending the mails when stock returns is a later job (`notified_at`).
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";

export const NOTIFY_SENT = "Notify request sent, thank you!";
export const NOTIFY_ITEM_NOT_FOUND = "Item not found";
export const NOTIFY_VARIANT_NOT_FOUND = "This option does not belong to this item.";

export async function requestNotify(db: Database, userId: string, itemId: string, variantId: string): Promise<void> {
  const [item] = await db.select({ id: t.items.id }).from(t.items).where(eq(t.items.id, itemId));
  if (!item) throw new ApiError(404, NOTIFY_ITEM_NOT_FOUND);
  const [variant] = await db
    .select({ id: t.variants.id })
    .from(t.variants)
    .where(and(eq(t.variants.id, variantId), eq(t.variants.itemId, itemId)));
  if (!variant) throw new ApiError(404, NOTIFY_VARIANT_NOT_FOUND);
  await db.insert(t.notifyRequests).values({ id: randomUUID(), userId, itemId, variantId }).onConflictDoNothing();
}

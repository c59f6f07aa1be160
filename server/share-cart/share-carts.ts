/**
 * Shared carts (CART-09, API-50/51): a stylist's picks sent as a link. The info is public (the link
 * is the key); a view is counted once per visitor id, which the browser keeps in a cookie
 * (BR-CHK-12): the (share cart, visitor) primary key makes a repeat a no-op.
 */
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ShareCartInfo, ShareCartViews } from "../../lib/api/schemas/checkout";
import { SHARE_CART_NOT_FOUND } from "../../lib/share-cart/messages";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";

async function viewCount(db: Database, shareId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.shareCartViews).where(eq(t.shareCartViews.shareCartId, shareId));
  return row?.n ?? 0;
}

export async function shareCartInfo(db: Database, shareId: string): Promise<ShareCartInfo> {
  const sharer = alias(t.users, "sharer");
  const owner = alias(t.users, "owner");
  const [cart] = await db
    .select({
      id: t.shareCarts.id,
      storeId: t.shareCarts.storeId,
      message: t.shareCarts.message,
      cover: t.shareCarts.cover,
      sharerUserName: sharer.userName,
      stylistUserName: owner.userName,
    })
    .from(t.shareCarts)
    .innerJoin(sharer, eq(sharer.id, t.shareCarts.sharerUserId))
    .innerJoin(t.stores, eq(t.stores.id, t.shareCarts.storeId))
    .innerJoin(owner, eq(owner.id, t.stores.ownerId))
    .where(eq(t.shareCarts.id, shareId));
  if (!cart) throw new ApiError(404, SHARE_CART_NOT_FOUND);

  const lines = await db
    .select({ itemId: t.shareCartItems.itemId, variantId: t.shareCartItems.variantId, units: t.shareCartItems.units })
    .from(t.shareCartItems)
    .where(eq(t.shareCartItems.shareCartId, shareId))
    .orderBy(asc(t.shareCartItems.position), asc(t.shareCartItems.id));

  return {
    share_id: cart.id,
    store_id: cart.storeId,
    message: cart.message,
    cover: cart.cover,
    items: lines.map((l) => ({ item_id: l.itemId, variant_id: l.variantId, units: l.units })),
    sharer_user_name: cart.sharerUserName,
    stylist_user_name: cart.stylistUserName,
    views: await viewCount(db, shareId),
  };
}

/** Counts the visitor's view unless this visitor was counted before (`counted` false then). */
/** `mayCount` false: answer the count without adding this visitor (the caller's rate limit said so). */
export async function recordView(db: Database, shareId: string, visitorId: string, now = new Date(), mayCount = true): Promise<ShareCartViews> {
  const [cart] = await db.select({ id: t.shareCarts.id }).from(t.shareCarts).where(eq(t.shareCarts.id, shareId));
  if (!cart) throw new ApiError(404, SHARE_CART_NOT_FOUND);
  if (!mayCount) return { views: await viewCount(db, shareId), counted: false };
  const inserted = await db
    .insert(t.shareCartViews)
    .values({ shareCartId: shareId, visitorId, createdAt: now })
    .onConflictDoNothing()
    .returning({ visitorId: t.shareCartViews.visitorId });
  return { views: await viewCount(db, shareId), counted: inserted.length > 0 };
}

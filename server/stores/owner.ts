/**
 * TOOLS-01, the store-edit guard: only a seller with an open store edits, and only that store (one
 * store per owner, stores_owner_unique). Every store-tool call asks this first.
 */
import { and, eq } from "drizzle-orm";
import { STORE_TOOLS_MESSAGES } from "../../lib/stylist/store-tools";
import type { SessionUser } from "../auth/session";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";

/** The signed-in user's own active store; 403 when they have none (a shopper, a closed store). */
export async function ownedStore(db: Database, user: SessionUser): Promise<{ id: string; slug: string }> {
  if (user.accountType !== "seller" || !user.storeOpened) throw new ApiError(403, STORE_TOOLS_MESSAGES.noStore);
  const [store] = await db
    .select({ id: t.stores.id, slug: t.stores.slug })
    .from(t.stores)
    .where(and(eq(t.stores.ownerId, user.id), eq(t.stores.isActive, true)))
    .limit(1);
  if (!store) throw new ApiError(403, STORE_TOOLS_MESSAGES.noStore);
  return store;
}

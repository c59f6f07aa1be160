/**
 * The store search by invite code (API-15, SEARCH-02). A stylist's invite code is their user name (the
 * sign-up form's code field, server/routes/auth.ts), so the search lists the open, active stores whose
 * owner's user name starts with what was typed, in user-name order.
 */
import { and, asc, eq, like } from "drizzle-orm";
import type { InviteSearchPage } from "../../lib/api/schemas/user";
import type { Database } from "../db/client";
import * as t from "../db/schema";

/** A LIKE pattern matching `prefix` literally: `%`, `_` and `\` typed in the box are not wildcards. */
export const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchStoresByInvite(db: Database, code: string, hasStore: boolean, page: number, limit: number): Promise<InviteSearchPage> {
  // Every result links to a store page: without a store there is nothing to show (has_store=false lists none).
  if (!hasStore) return { datas: [], has_more: false };
  const rows = await db
    .select({ userName: t.users.userName, storeName: t.stores.name, cover: t.stores.cover })
    .from(t.stores)
    .innerJoin(t.users, eq(t.users.id, t.stores.ownerId))
    .where(and(eq(t.stores.isActive, true), eq(t.users.storeOpened, true), like(t.users.userName, likePrefix(code))))
    .orderBy(asc(t.users.userName))
    .limit(limit + 1)
    .offset((page - 1) * limit);
  return {
    datas: rows.slice(0, limit).map((row) => ({ cover: row.cover, commission: { title: row.storeName }, user_name: row.userName })),
    has_more: rows.length > limit,
  };
}

/**
 * TOOLS-01, the store-edit guard on the pages: who sees a store tool at `/{store}/…`. The API refuses the
 * same people (server/stores/owner.ts); this decides what the page shows them instead.
 */
import type { CurrentUser } from "@/lib/api/schemas/user";

export type StoreToolAccess =
  /** a guest: sign in first, then come back */
  | { kind: "signIn" }
  /** signed in without an open store (a shopper): TOOLS-08's 'You don't have a store yet.' */
  | { kind: "noStore" }
  /** the owner of another store than the URL's: the same tool on their own store */
  | { kind: "ownStore"; slug: string }
  | { kind: "owner"; storeId: string; slug: string; name: string };

type AccessUser = Pick<CurrentUser, "account_type" | "store_opened" | "store">;

export function storeToolAccess(user: AccessUser | null, slug: string): StoreToolAccess {
  if (!user) return { kind: "signIn" };
  if (user.account_type !== "seller" || !user.store_opened || !user.store) return { kind: "noStore" };
  const own = user.store.user_name;
  if (own.toLowerCase() !== slug.toLowerCase()) return { kind: "ownStore", slug: own };
  return { kind: "owner", storeId: user.store.id, slug: own, name: user.store.name };
}

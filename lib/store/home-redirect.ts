import "server-only";
import type { Route } from "next";
import { itemPath } from "@/lib/routes";
import { loadStore } from "./load-store";
import { storeHomeRedirect, type SearchParams } from "./redirects";

/**
 * Where the store home sends the visitor instead of rendering (storeHomeRedirect), with the item
 * link's store id resolved. A link to a store that is gone falls back to the store home it was opened on.
 */
export async function storeHomeRedirectTarget(slug: string, query: SearchParams): Promise<Route | null> {
  const redirectTo = storeHomeRedirect(slug, query);
  if (redirectTo?.kind === "path") return redirectTo.path;
  if (redirectTo?.kind === "item") {
    const target = await loadStore(redirectTo.store).catch(() => null);
    if (target) return itemPath(redirectTo.store, target.check.id, redirectTo.item);
  }
  return null;
}

import type { Route } from "next";
import { myOrdersPath } from "@/lib/routes";

/** The store param that is not a store: `/myorders/...` holds the shopper's orders (BROWSE-02, NAV-06). */
export const MY_ORDERS_PARAM = "myorders";

export type SearchParams = Record<string, string | string[] | undefined>;

export type StoreHomeRedirect =
  | { kind: "path"; path: Route }
  /** to the item detail; the caller resolves the store's id (the path needs it) */
  | { kind: "item"; store: string; item: string };

/** The single value of a query param; a repeated param counts as its first value, a blank one as absent. */
export function queryValue(query: SearchParams, key: string): string | null {
  const raw = query[key];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : null;
}

/**
 * Where the store home sends the visitor instead of rendering: `/myorders` opens the regular orders
 * list (BROWSE-02); `?store=…&item=…` (an old share link) opens that item (BROWSE-03).
 */
export function storeHomeRedirect(storeParam: string, query: SearchParams): StoreHomeRedirect | null {
  if (storeParam === MY_ORDERS_PARAM) return { kind: "path", path: myOrdersPath() };
  const store = queryValue(query, "store");
  const item = queryValue(query, "item");
  if (store && item) return { kind: "item", store, item };
  return null;
}

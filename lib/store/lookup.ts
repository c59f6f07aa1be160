import type { ApiResult } from "@/lib/api/errors";
import { ApiCallError } from "@/lib/api/errors";
import type { ShopCheck, Store } from "@/lib/api/schemas/shop";

export interface LoadedStore {
  check: ShopCheck & { id: string };
  store: Store;
}

/** A client error (404, or 400 for a slug the API rejects) means there is no such store. */
const isClientError = (result: ApiResult<unknown>) => !result.ok && result.error.kind === "http" && result.error.status >= 400 && result.error.status < 500;

/**
 * BROWSE-01: the store exists when the check finds it and the store loads. An unknown store is
 * `null` (the caller answers 404); a server or network failure throws, so the error boundary offers
 * a retry instead of telling the shopper the store does not exist.
 */
export function storeLookupOutcome(check: ApiResult<ShopCheck>, store: ApiResult<Store>): LoadedStore | null {
  if (isClientError(check)) return null;
  if (!check.ok) throw new ApiCallError(check.error);
  if (!check.data.is_find || check.data.id === null) return null;
  if (isClientError(store)) return null;
  if (!store.ok) throw new ApiCallError(store.error);
  return { check: { ...check.data, id: check.data.id }, store: store.data };
}

import "server-only";
import { notFound } from "next/navigation";
import { getAccountOrder } from "@/lib/api/calls/orders";
import { unwrap, type ApiResult } from "@/lib/api/errors";
import type { AccountOrderDetail } from "@/lib/api/schemas/order-history";
import { loadForShopper } from "./load-account";

/** A 404 (no such order, or another shopper's) is the not-found page; other failures go to the error boundary. */
export function foundOrFail<T>(result: ApiResult<T>): T {
  if (!result.ok && result.error.kind === "http" && result.error.status === 404) notFound();
  return unwrap(result);
}

/** The shopper's order for a server-rendered page (detail, tracking); `path` is where sign-in comes back to. */
export async function loadAccountOrder(store: string, id: string, path: string): Promise<AccountOrderDetail> {
  return foundOrFail(await loadForShopper(store, path, (api) => getAccountOrder(api, id)));
}

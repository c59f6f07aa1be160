import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { unwrap } from "@/lib/api";
import { calcCart } from "@/lib/api/calls/cart";
import { getShareCartInfo } from "@/lib/api/calls/checkout";
import type { ShareCartInfo } from "@/lib/api/schemas/checkout";
import { publicApi } from "@/lib/api/server";
import { loadStore } from "@/lib/store/load-store";
import { linesFromInfo, shareCalcRequest } from "./share-lines";

/**
 * The share info and the store, one load per request for the metadata and the page. An unknown
 * share id (404, or 400 for one the API rejects) is the not-found page, and so is a share opened
 * under another store's URL: a shared cart belongs to the store it was shared from.
 */
export const loadShareCart = cache(async (store: string, shareId: string) => {
  const api = await publicApi();
  const [result, loaded] = await Promise.all([getShareCartInfo(api, shareId), loadStore(store)]);
  if (!result.ok && result.error.kind === "http" && (result.error.status === 404 || result.error.status === 400)) notFound();
  const info = unwrap(result);
  if (!loaded || loaded.check.id !== info.store_id) notFound();
  return { info, storeName: loaded.store.name };
});

/** The shared lines priced on the server as shared, so they show their prices at once; null when pricing failed. */
export async function priceShareCart(info: ShareCartInfo) {
  const priced = await calcCart(await publicApi(), shareCalcRequest(linesFromInfo(info)));
  return priced.ok ? priced.data : null;
}

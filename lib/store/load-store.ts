import "server-only";
import { cache } from "react";
import type { ApiClient } from "@/lib/api/http";
import { checkShop, getShop, getStoreItems } from "@/lib/api/calls";
import { publicApi } from "@/lib/api/server";
import { itemsFilter } from "./category";
import { PAGE_SIZE } from "./infinite-scroll";
import { storeLookupOutcome, type LoadedStore } from "./lookup";

/**
 * The store behind a `/{store}` URL, or null when there is none. `cache()` makes the shop layout,
 * the page and generateMetadata share one lookup per request. The check and the store load run in
 * parallel: both take the slug, so waiting for the check first would only add a round trip.
 */
export const loadStore = cache(async (slug: string): Promise<LoadedStore | null> => {
  const api = await publicApi();
  const [check, store] = await Promise.all([checkShop(api, slug), getShop(api, slug)]);
  return storeLookupOutcome(check, store);
});

/**
 * Page 1 of a store's grid (of one category, or all), with the server's clock when it was read:
 * the tiles tell ended pre-orders by that time, on the server and while hydrating alike.
 */
export async function loadFirstItems(api: ApiClient, storeId: string, categoryId: string | null) {
  const result = await getStoreItems(api, storeId, 1, itemsFilter(categoryId), PAGE_SIZE);
  return { result, loadedAt: Date.now() };
}

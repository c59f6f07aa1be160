import "server-only";
import { cache } from "react";
import { cachedCheckShop, cachedFirstItems, cachedShop } from "@/lib/cache/catalog-reads";
import { storeLookupOutcome, type LoadedStore } from "./lookup";

/**
 * The store behind a `/{store}` URL, or null when there is none. `cache()` makes the shop layout,
 * the page and generateMetadata share one lookup per request. The check and the store load run in
 * parallel: both take the slug, so waiting for the check first would only add a round trip.
 */
export const loadStore = cache(async (slug: string): Promise<LoadedStore | null> => {
  const [check, store] = await Promise.all([cachedCheckShop(slug), cachedShop(slug)]);
  return storeLookupOutcome(check, store);
});

/**
 * Page 1 of a store's grid (of one category, or all), with the server's clock when it was read:
 * the tiles tell ended pre-orders by that time, on the server and while hydrating alike.
 */
export async function loadFirstItems(storeId: string, categoryId: string | null) {
  const result = await cachedFirstItems(storeId, categoryId ?? "");
  return { result, loadedAt: Date.now() };
}

import "server-only";
import { cache } from "react";
import { checkShop, getShop } from "@/lib/api/calls";
import { publicApi } from "@/lib/api/server";
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

/**
 * Query options for a store's catalogue. The grid's pages are one infinite query: page 1 comes rendered by the
 * server (the query's initial data) and the next pages load as the shopper scrolls (BROWSE-09, BROWSE-10).
 */
import { infiniteQueryOptions, type InfiniteData } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";
import type { ItemSummary } from "@/lib/api/schemas/item";
import type { InviteSearchPage } from "@/lib/api/schemas/user";
import { itemsFilter } from "@/lib/store/category";
import { PAGE_SIZE } from "@/lib/store/infinite-scroll";

/** A page of the grid: its items, and whether another page follows. */
export interface StoreItemsChunk {
  items: ItemSummary[];
  hasMore: boolean;
}

export type StoreItemsPages = InfiniteData<StoreItemsChunk, number>;

/**
 * The grid of a store (one category, or all) as shown in one history entry (`visit`, the router's `bfcacheId`):
 * Back to that entry finds the pages loaded, a fresh visit starts again from page 1 (lib/store/grid-memory.ts).
 * The API client and its schemas load with the first page fetched here, not with the store page.
 */
export const storeItemsInfiniteQuery = (storeId: string, categoryId: string | null, visit: string) =>
  infiniteQueryOptions<StoreItemsChunk, Error, StoreItemsPages, readonly unknown[], number>({
    queryKey: ["store-items", storeId, categoryId, visit],
    queryFn: async ({ pageParam }) => {
      const page = unwrap(
        await callLazily(() => import("@/lib/api/calls/shop"), (calls, api) => calls.getStoreItems(api, storeId, pageParam, itemsFilter(categoryId), PAGE_SIZE)),
      );
      return { items: page.datas, hasMore: page.has_more };
    },
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
    // The grid only grows: the pages shown are never fetched again, and a failed page waits for "Try again".
    staleTime: Infinity,
    retry: false,
  });

export type InviteSearchPages = InfiniteData<InviteSearchPage, number>;

/** The store search home's results for one settled invite code (SEARCH-02): pages of 50, more on "Show more". */
export const inviteSearchQuery = (code: string) =>
  infiniteQueryOptions<InviteSearchPage, Error, InviteSearchPages, readonly unknown[], number>({
    queryKey: ["invite-search", code],
    queryFn: async ({ pageParam }) =>
      unwrap(await callLazily(() => import("@/lib/api/calls/user"), (calls, api) => calls.searchStoresByInvite(api, code, pageParam))),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.has_more ? lastPage + 1 : undefined),
    staleTime: 60_000,
    retry: false,
  });

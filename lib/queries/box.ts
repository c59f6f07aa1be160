/**
 * The Get Styled Box builder's reads (ONB-16/17): each stage's brand and category lists (API-44/45) and the item
 * search's pages (API-46, one infinite query per filter set). The pick info comes with the page (lib/box/load-builder.ts).
 */
import { infiniteQueryOptions, queryOptions, type InfiniteData } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";
import type { BoxFilterType, BoxSearchPage, BoxSearchType } from "@/lib/api/schemas/box";
import { searchRequestOf, type BoxSearchFilters } from "@/lib/box/search-url";

const boxSearchCalls = () => import("@/lib/api/calls/box-search");

export const boxCategoriesQuery = (type: BoxFilterType) =>
  queryOptions({
    queryKey: ["box-categories", type],
    queryFn: async () => unwrap(await callLazily(boxSearchCalls, (calls, api) => calls.getBoxCategories(api, type))),
    staleTime: 5 * 60_000,
  });

export const boxBrandsQuery = (type: BoxFilterType) =>
  queryOptions({
    queryKey: ["box-brands", type],
    queryFn: async () => unwrap(await callLazily(boxSearchCalls, (calls, api) => calls.getBoxBrands(api, type))),
    staleTime: 5 * 60_000,
  });

export type BoxSearchPages = InfiniteData<BoxSearchPage, number>;

/** The pages of one search (24 a page, BR-BOX-09); the key is the filters, so each filter set has its pages. */
export const boxSearchQuery = (type: BoxSearchType, filters: BoxSearchFilters) =>
  infiniteQueryOptions<BoxSearchPage, Error, BoxSearchPages, readonly unknown[], number>({
    queryKey: ["box-search", type, searchRequestOf(filters, 1)],
    queryFn: async ({ pageParam }) =>
      unwrap(await callLazily(boxSearchCalls, (calls, api) => calls.searchBoxItems(api, type, searchRequestOf(filters, pageParam)))),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.has_more ? lastPage + 1 : undefined),
    staleTime: 5 * 60_000,
    retry: false,
  });

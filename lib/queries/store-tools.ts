/**
 * The store tools' reads (TOOLS-03…07): the owner's store items (API-38, every one, in the store's
 * order) and the picker's catalogue pages (API-47, one infinite query per tab or keyword and page size).
 */
import { infiniteQueryOptions, queryOptions, type InfiniteData } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";
import type { ItemSummary } from "@/lib/api/schemas/item";
import type { EditCataloguePage } from "@/lib/api/schemas/store-tools";

const storeToolsCalls = () => import("@/lib/api/calls/store-tools");

/** The page hands its load in as initial data; the tools' writes invalidate it (hooks/use-store-tools.ts). */
export const editorItemsQuery = (storeId: string) =>
  queryOptions<ItemSummary[]>({
    queryKey: ["store-editor-items", storeId],
    queryFn: async () => unwrap(await callLazily(storeToolsCalls, (calls, api) => calls.getEditorItems(api, storeId))).datas,
    staleTime: 60_000,
  });

/** What one catalogue list shows: a category tab (null: every item) or a searched keyword. */
export interface CatalogueFilter {
  category: string | null;
  keyword: string;
}

export type CataloguePages = InfiniteData<EditCataloguePage, number>;

export const editCatalogueQuery = (filter: CatalogueFilter, pageSize: number) =>
  infiniteQueryOptions<EditCataloguePage, Error, CataloguePages, readonly unknown[], number>({
    queryKey: ["edit-catalogue", filter.category, filter.keyword, pageSize],
    queryFn: async ({ pageParam }) =>
      unwrap(
        await callLazily(storeToolsCalls, (calls, api) =>
          calls.getEditCatalogue(api, pageParam, pageSize, { keyword: filter.keyword, must_categories: filter.category ? [filter.category] : [] }),
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.has_more ? lastPage + 1 : undefined),
    staleTime: 5 * 60_000,
    retry: false,
  });

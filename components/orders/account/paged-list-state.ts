import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";

/**
 * What PagedList needs from an infinite query: a first page that failed is retried as a whole, a
 * later page that failed is asked for again; either way the error display shows.
 */
export function pagedListState<T>(query: UseInfiniteQueryResult<InfiniteData<T, unknown>>) {
  const firstFailed = query.isError && !query.data;
  return {
    error: query.isError ? query.error : null,
    loading: query.isPending,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onMore: () => void query.fetchNextPage({ cancelRefetch: false }),
    onRetry: () => void (firstFailed ? query.refetch() : query.fetchNextPage()),
  };
}

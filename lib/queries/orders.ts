/**
 * Query options for the signed-in shopper's order history (ACCT-02, ACCT-11). Each list is one infinite
 * query paged by `pageNo`: page 1 comes rendered by the server (the query's initial data, see the list
 * pages) and 'Load more' asks for the next. The details are server-rendered pages, with no query.
 */
import { infiniteQueryOptions, type InfiniteData } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";

const ordersCalls = () => import("@/lib/api/calls/orders");

const nextPageNo = (hasMore: boolean, lastPageNo: number) => (hasMore ? lastPageNo + 1 : undefined);

/** The first page as the server read it, for `initialData`. */
export const firstPage = <T>(page: T): InfiniteData<T, number> => ({ pages: [page], pageParams: [1] });

export const ordersInfiniteQuery = () =>
  infiniteQueryOptions({
    queryKey: ["account-orders"],
    queryFn: async ({ pageParam }) => unwrap(await callLazily(ordersCalls, (calls, api) => calls.getOrders(api, pageParam))),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPageNo) => nextPageNo(last.has_more, lastPageNo),
    staleTime: 60_000,
    retry: false,
  });

export const returnsInfiniteQuery = () =>
  infiniteQueryOptions({
    queryKey: ["account-returns"],
    queryFn: async ({ pageParam }) => unwrap(await callLazily(ordersCalls, (calls, api) => calls.getReturns(api, pageParam))),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPageNo) => nextPageNo(last.has_more, lastPageNo),
    staleTime: 60_000,
    retry: false,
  });

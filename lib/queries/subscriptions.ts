/**
 * Query options for the shopper's gift subscriptions (ACCT-13, GIFT-13…16): the list is one infinite
 * query paged by `pageNo` (page 1 rendered by the server), the detail one query per subscription whose
 * initial data the server reads too; a cancel or a card update refetches it.
 */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";

const subscriptionsCalls = () => import("@/lib/api/calls/subscriptions");

export const subscriptionsInfiniteQuery = () =>
  infiniteQueryOptions({
    queryKey: ["account-subscriptions"],
    queryFn: async ({ pageParam }) => unwrap(await callLazily(subscriptionsCalls, (calls, api) => calls.getSubscriptions(api, pageParam))),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.current_page + 1 : undefined),
    staleTime: 60_000,
    retry: false,
  });

export const subscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: ["account-subscription", id],
    queryFn: async () => unwrap(await callLazily(subscriptionsCalls, (calls, api) => calls.getSubscription(api, id))),
    staleTime: 60_000,
    retry: false,
  });

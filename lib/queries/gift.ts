/**
 * The gift-box checkout's reads (CHK-20): the sub-brand's gift store (API-66), a package's price with
 * a coupon (API-67, keyed by the whole query so a coupon recalculates) and the stylist's suggestion
 * (API-68, the same for the same package, style and ear choice).
 */
import { infiniteQueryOptions, keepPreviousData, queryOptions, type InfiniteData } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";
import type { AutoPickRequest, GiftItemsPage } from "@/lib/api/schemas/subscription";

const giftCalls = () => import("@/lib/api/calls/gift");

export const giftInfoQuery = (code: string, store: string) =>
  queryOptions({
    queryKey: ["gift-info", code, store],
    queryFn: async () => unwrap(await callLazily(giftCalls, (calls, api) => calls.getSubscriptionInfo(api, code, store))),
    staleTime: 60_000,
  });

export const giftCalcQuery = (query: { item_id: string; coupon_code?: string; store_id?: string }) =>
  queryOptions({
    queryKey: ["gift-calc", query],
    queryFn: async () => unwrap(await callLazily(giftCalls, (calls, api) => calls.calcSubscription(api, query))),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const giftAutoPickQuery = (request: AutoPickRequest) =>
  queryOptions({
    queryKey: ["gift-auto-pick", request],
    queryFn: async () => unwrap(await callLazily(giftCalls, (calls, api) => calls.autoPickSubscription(api, request))),
    staleTime: 5 * 60_000,
  });

export type GiftItemsPages = InfiniteData<GiftItemsPage, number>;

/**
 * API-69's pages of the pieces a box may hold for a style: GIFT-10's manual pick (60 a page) and
 * GIFT-17's update page (subId `gfb`, 24 a page); more on "Show more".
 */
export const giftItemsInfiniteQuery = (subId: string, styleId: string, limit: number) =>
  infiniteQueryOptions<GiftItemsPage, Error, GiftItemsPages, readonly unknown[], number>({
    queryKey: ["gift-items", subId, styleId, limit],
    queryFn: async ({ pageParam }) => unwrap(await callLazily(giftCalls, (calls, api) => calls.getGiftItems(api, subId, styleId, limit, pageParam))),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.has_more ? lastPage + 1 : undefined),
    staleTime: 5 * 60_000,
  });

"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";
import type { PreselectItem, SubscriptionValidateRequest } from "@/lib/api/schemas/subscription";
import { BOX_UPDATE } from "@/lib/gift/box-update";
import { giftItemsInfiniteQuery } from "@/lib/queries/gift";
import { useExclusiveMutation } from "./use-exclusive-mutation";

const giftCalls = () => import("@/lib/api/calls/gift");

/** GIFT-17's Check: the box the email and token open (API-71). */
export function useBoxUpdateCheck() {
  return useExclusiveMutation({
    mutationKey: ["box-update-check"],
    mutationFn: async (body: SubscriptionValidateRequest) => unwrap(await callLazily(giftCalls, (calls, api) => calls.validateBoxUpdate(api, body))),
  });
}

/** GIFT-17's Confirm: the new picks (API-72); the answer is the order as it is now. */
export function useBoxPreselect(credentials: SubscriptionValidateRequest) {
  return useExclusiveMutation({
    mutationKey: ["box-update-preselect"],
    mutationFn: async (picks: PreselectItem[]) =>
      unwrap(await callLazily(giftCalls, (calls, api) => calls.preselectBoxItems(api, { ...credentials, preselect_items: picks }))),
  });
}

/** The pieces the update page offers for the box's style (API-69: subId `gfb`, 24 a page). */
export function useBoxUpdatePieces(styleId: string) {
  return useInfiniteQuery(giftItemsInfiniteQuery(BOX_UPDATE.subId, styleId, BOX_UPDATE.listLimit));
}

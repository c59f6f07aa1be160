"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { purchaseSubscription } from "@/lib/api/calls/gift";
import { browserApi } from "@/lib/api/browser";
import type { AutoPickRequest } from "@/lib/api/schemas/subscription";
import { randomAttemptKey } from "@/lib/checkout/order-attempt";
import { createGiftPurchaser, type GiftPurchaseInput } from "@/lib/gift/purchase";
import { creditCardsQuery } from "@/lib/queries/account";
import { giftAutoPickQuery, giftCalcQuery, giftInfoQuery } from "@/lib/queries/gift";
import { useExclusiveMutation } from "./use-exclusive-mutation";


export function useGiftInfo(code: string | null, store: string) {
  return useQuery({ ...giftInfoQuery(code ?? "", store), enabled: code !== null });
}

export function useGiftCalc(query: { item_id: string; coupon_code?: string; store_id?: string } | null) {
  return useQuery({ ...giftCalcQuery(query ?? { item_id: "" }), enabled: query !== null });
}

export function useGiftAutoPick(request: AutoPickRequest | null) {
  return useQuery({ ...giftAutoPickQuery(request ?? { item_id: "", style_id: "" }), enabled: request !== null });
}

/** GIFT-12: the purchase, one request per attempt (lib/gift/purchase.ts); a bought box refreshes the saved cards. */
export function useBuyGift() {
  const client = useQueryClient();
  const [purchaser] = useState(() => createGiftPurchaser({ purchase: (body, key) => purchaseSubscription(browserApi, body, key), newAttemptKey: randomAttemptKey }));
  return useExclusiveMutation({
    mutationKey: ["gift-purchase"],
    mutationFn: (input: GiftPurchaseInput) => purchaser.place(input),
    onSuccess: async (outcome) => {
      if (outcome?.kind === "bought") await client.invalidateQueries({ queryKey: creditCardsQuery().queryKey });
    },
  });
}

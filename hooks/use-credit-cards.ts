"use client";
import { useQuery } from "@tanstack/react-query";
import { getCreditCards, unwrap } from "@/lib/api";
import { browserApi } from "@/lib/api/browser";
import { trackBusy } from "@/lib/busy";

export const CREDIT_CARDS_KEY = ["credit-cards"] as const;

/** The signed-in shopper's saved cards (API-16, CHK-13); nothing is asked for a guest. */
export function useCreditCards(signedIn: boolean) {
  return useQuery({
    queryKey: CREDIT_CARDS_KEY,
    queryFn: async () => unwrap(await trackBusy(getCreditCards(browserApi))),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

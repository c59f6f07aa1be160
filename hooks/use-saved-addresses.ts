"use client";
import { useQuery } from "@tanstack/react-query";
import { getSavedAddresses, unwrap } from "@/lib/api";
import { browserApi } from "@/lib/api/browser";
import { trackBusy } from "@/lib/busy";

export const SAVED_ADDRESSES_KEY = ["saved-addresses"] as const;

/** The signed-in shopper's saved shipping addresses (API-22, CHK-06); nothing is asked for a guest. */
export function useSavedAddresses(signedIn: boolean) {
  return useQuery({
    queryKey: SAVED_ADDRESSES_KEY,
    queryFn: async () => unwrap(await trackBusy(getSavedAddresses(browserApi))),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

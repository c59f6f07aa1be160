"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { calcCart, getShippingOptions, unwrap } from "@/lib/api";
import { browserApi } from "@/lib/api/browser";
import { trackBusy } from "@/lib/busy";
import { calcRequest } from "@/lib/cart/calc-request";
import type { CartPrefs } from "@/lib/cart/cart-prefs";
import type { LocalCartLine } from "@/lib/cart/cart-lines";

export function useShippingOptions() {
  return useQuery({
    queryKey: ["shipping-options"],
    queryFn: async () => unwrap(await trackBusy(getShippingOptions(browserApi))),
    staleTime: 5 * 60_000,
  });
}

/**
 * The server's totals for the guest cart. The key is the whole request (lines, coupons, shipping
 * method), so any change recalculates; the previous totals stay on screen meanwhile.
 */
export function useCartCalc(lines: readonly LocalCartLine[], prefs: CartPrefs, shippingMethodId: string | null) {
  const request = useMemo(() => calcRequest(lines, prefs, shippingMethodId), [lines, prefs, shippingMethodId]);
  return useQuery({
    queryKey: ["cart-calc", request],
    queryFn: async () => unwrap(await trackBusy(calcCart(browserApi, request))),
    placeholderData: keepPreviousData,
    retry: false,
    enabled: lines.length > 0,
  });
}

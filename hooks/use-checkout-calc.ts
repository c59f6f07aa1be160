"use client";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { calcCart, type ApiResult } from "@/lib/api";
import { browserApi } from "@/lib/api/browser";
import { unwrap } from "@/lib/api/errors";
import type { CartCalcRequest, CartCalcResponse } from "@/lib/api/schemas/cart";
import { trackBusy } from "@/lib/busy";

const calcKey = (request: CartCalcRequest) => ["checkout-calc", request] as const;

/**
 * The checkout's totals (POST /api/cart/calc) for a request built with lib/checkout/calc.ts. The key
 * is the whole request, so any change recalculates; the previous totals stay on screen meanwhile.
 */
export function useCheckoutCalc(request: CartCalcRequest, enabled: boolean) {
  return useQuery({
    queryKey: calcKey(request),
    queryFn: async () => unwrap(await trackBusy(calcCart(browserApi, request))),
    placeholderData: keepPreviousData,
    retry: false,
    enabled: enabled && request.items.length > 0,
  });
}

/**
 * One calculation on demand (a step's Next): the answer is also cached under its request, so a
 * screen showing that request shows it without asking again.
 */
export function useRecalculate(): (request: CartCalcRequest) => Promise<ApiResult<CartCalcResponse>> {
  const client = useQueryClient();
  return useCallback(
    async (request) => {
      const result = await trackBusy(calcCart(browserApi, request));
      if (result.ok) client.setQueryData(calcKey(request), result.data);
      return result;
    },
    [client],
  );
}

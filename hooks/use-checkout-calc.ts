"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { ApiCallError, NETWORK_ERROR_MESSAGE, type ApiResult } from "@/lib/api/errors";
import type { CartCalcRequest, CartCalcResponse } from "@/lib/api/schemas/cart";
import { cartCalcQuery } from "@/lib/queries/cart";

/** The checkout's totals (POST /api/cart/calc) for a request built with lib/checkout/calc.ts. */
export function useCheckoutCalc(request: CartCalcRequest, enabled: boolean) {
  const options = cartCalcQuery(request);
  return useQuery({ ...options, enabled: enabled && options.enabled });
}

/**
 * One calculation on demand (a step's Next), always asked afresh: the answer is cached under its request,
 * so a screen showing that request shows it without asking again.
 */
export function useRecalculate(): (request: CartCalcRequest) => Promise<ApiResult<CartCalcResponse>> {
  const client = useQueryClient();
  return useCallback(
    async (request) => {
      try {
        return { ok: true, data: await client.fetchQuery({ ...cartCalcQuery(request), staleTime: 0 }) };
      } catch (cause) {
        return { ok: false, error: cause instanceof ApiCallError ? cause.error : { kind: "network", message: NETWORK_ERROR_MESSAGE, cause } };
      }
    },
    [client],
  );
}

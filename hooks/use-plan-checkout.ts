"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { applyVipCode, checkoutPlan, checkVipCode } from "@/lib/api/calls/plans";
import { browserApi } from "@/lib/api/browser";
import type { PlanCalcRequest } from "@/lib/api/schemas/plan";
import { randomAttemptKey } from "@/lib/checkout/order-attempt";
import { PLAN_CHECKOUT_MESSAGES } from "@/lib/plan-checkout/form";
import { createPlanPurchaser, type PurchaseInput } from "@/lib/plan-checkout/purchase";
import { creditCardsQuery } from "@/lib/queries/account";
import { currentPlanQuery, planCalcQuery } from "@/lib/queries/plan";
import { useExclusiveMutation } from "./use-exclusive-mutation";

/**
 * The plan checkout's price for what the form shows (POST /api/plan/calc), recalculated as the request
 * changes; `enabled` false asks nothing (a box checkout that buys no plan).
 */
export function usePlanCalc(request: PlanCalcRequest, enabled = true) {
  return useQuery({ ...planCalcQuery(request), enabled });
}

/**
 * PLAN-10: a coupon is priced before the form takes it (the answer is cached under its request, so the
 * price shows at once); an unknown one is `coupon_result.status: fail`, and the form keeps none.
 */
export function useCheckPlanCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: PlanCalcRequest) => {
      const calc = await client.fetchQuery({ ...planCalcQuery(request), staleTime: 0 });
      if (calc.coupon_result?.status !== "success") throw new Error(PLAN_CHECKOUT_MESSAGES.couponInvalid);
      return calc;
    },
  });
}

/**
 * ONB-10: a VIP code is checked (GET api/user/vip_code), then applied to the account (POST); a code the
 * check or the apply refuses is 'VIP Code invalid'. The price is asked again: the code waives its plan's fee.
 */
export function useApplyVipCode() {
  const client = useQueryClient();
  return useExclusiveMutation({
    mutationKey: ["apply-vip-code"],
    mutationFn: async (code: string) => {
      const check = await checkVipCode(browserApi, code);
      if (!check.ok || !check.data.valid) throw new Error(check.ok || check.error.kind === "http" ? PLAN_CHECKOUT_MESSAGES.vipInvalid : check.error.message);
      const applied = await applyVipCode(browserApi, code);
      if (!applied.ok) throw new Error(applied.error.message);
      return applied.data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ["plan-calc"] }),
  });
}

/**
 * The purchase (API-74): one request per attempt with its idempotency key (lib/plan-checkout/purchase.ts),
 * a second submit ignored while one runs (the purchaser answers it null). A bought plan refreshes the current
 * plan and the saved cards (a new card was saved to the account).
 */
export function useBuyPlan() {
  const client = useQueryClient();
  const [purchaser] = useState(() => createPlanPurchaser({ checkout: (body, key) => checkoutPlan(browserApi, body, key), newAttemptKey: randomAttemptKey }));
  return useExclusiveMutation({
    mutationKey: ["plan-checkout"],
    mutationFn: (input: PurchaseInput) => purchaser.place(input),
    onSuccess: async (outcome) => {
      if (outcome?.kind === "bought") {
        client.setQueryData(currentPlanQuery().queryKey, (current) => (current ? { ...current, ...outcome.settings } : current));
        await client.invalidateQueries({ queryKey: creditCardsQuery().queryKey });
      }
      if (outcome?.kind === "vip-invalid") await client.invalidateQueries({ queryKey: ["plan-calc"] });
    },
  });
}

/**
 * The plan reads: the shopper's current plan (API-63: its `return_cost` is the return shipping fee,
 * ACCT-07, BR-ORD-05; and My Plan Detail's data) and the plan price calculation (API-73).
 */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";
import type { PlanCalcRequest } from "@/lib/api/schemas/plan";

const plansCalls = () => import("@/lib/api/calls/plans");

export const currentPlanQuery = () =>
  queryOptions({
    queryKey: ["current-plan"],
    queryFn: async () => unwrap(await callLazily(plansCalls, (calls, api) => calls.getCurrentPlan(api))),
    staleTime: 5 * 60_000,
  });

/**
 * The plan checkout's price (PLAN-09/10/13, ONB-10). The key is the whole request, so a change of plan,
 * period or coupon recalculates; the previous price stays on screen meanwhile. A VIP code applied
 * changes the answer for the same request: its mutation invalidates `["plan-calc"]`.
 */
export const planCalcQuery = (request: PlanCalcRequest) =>
  queryOptions({
    queryKey: ["plan-calc", request],
    queryFn: async () => unwrap(await callLazily(plansCalls, (calls, api) => calls.calcPlan(api, request))),
    placeholderData: keepPreviousData,
    retry: false,
  });

"use client";
import { useQueryClient } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";
import type { PlanCancelRequest } from "@/lib/api/schemas/plan";
import { currentPlanQuery } from "@/lib/queries/plan";
import { useExclusiveMutation } from "./use-exclusive-mutation";

/**
 * Stop auto-renewal (PLAN-14, API-75): the plan runs to its period end. The cached current plan (the
 * return cost's) is refetched on its next use; My Plan Detail renders per request.
 */
export function useStopPlanRenewal() {
  const queryClient = useQueryClient();
  return useExclusiveMutation({
    mutationKey: ["stop-plan-renewal"],
    mutationFn: async (request: PlanCancelRequest) =>
      unwrap(await callLazily(() => import("@/lib/api/calls/plans"), (calls, api) => calls.stopPlanRenewal(api, request))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentPlanQuery().queryKey }),
  });
}

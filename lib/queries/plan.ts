/** The shopper's current plan (API-63): its `return_cost` is the return shipping fee (ACCT-07, BR-ORD-05). */
import { queryOptions } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";

export const currentPlanQuery = () =>
  queryOptions({
    queryKey: ["current-plan"],
    queryFn: async () => unwrap(await callLazily((calls, api) => calls.getCurrentPlan(api))),
    staleTime: 5 * 60_000,
  });

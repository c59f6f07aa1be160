/**
 * Query options for the signed-in shopper's own records. Each factory names the key and the call once; hooks
 * (`useQuery(savedAddressesQuery())`), mutations (`setQueryData(savedAddressesQuery().queryKey, …)`) and tests
 * share it, and the key carries the data's type.
 *
 * The calls load lazily (lib/api/lazy.ts), as in lib/queries/cart.ts: checkout step 1 reads the saved
 * addresses, and the REST contract's schemas should be evaluated in a task of their own, after the form
 * has hydrated, not inside it.
 */
import { queryOptions } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";
import { QUIET } from "./meta";

const checkoutCalls = () => import("@/lib/api/calls/checkout");

/**
 * The signed-in user (GET /api/user) as the account menu reads it: the call's result, a refusal included (a 401
 * falls back to the guest entries). The share menu reads it too (BROWSE-22: is the viewer the store's owner?).
 */
export const CURRENT_USER_QUERY_KEY = ["current-user"] as const;
export const currentUserQuery = () => ({
  queryKey: CURRENT_USER_QUERY_KEY,
  queryFn: () => callLazily(() => import("@/lib/api/calls/user"), (calls, api) => calls.getCurrentUser(api)),
  meta: QUIET,
});

export const savedAddressesQuery = () =>
  queryOptions({
    queryKey: ["saved-addresses"],
    queryFn: async () => unwrap(await callLazily(checkoutCalls, (calls, api) => calls.getSavedAddresses(api))),
    staleTime: 60_000,
  });

export const creditCardsQuery = () =>
  queryOptions({
    queryKey: ["credit-cards"],
    queryFn: async () => unwrap(await callLazily(checkoutCalls, (calls, api) => calls.getCreditCards(api))),
    staleTime: 60_000,
  });

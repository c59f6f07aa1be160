/**
 * Query options for the signed-in shopper's own records. Each factory names the key and the call once; hooks
 * (`useQuery(savedAddressesQuery())`), mutations (`setQueryData(savedAddressesQuery().queryKey, …)`) and tests
 * share it, and the key carries the data's type.
 */
import { queryOptions } from "@tanstack/react-query";
import { getCreditCards, getSavedAddresses } from "@/lib/api/calls";
import { unwrap } from "@/lib/api/errors";
import { browserApi } from "@/lib/api/browser";

export const savedAddressesQuery = () =>
  queryOptions({
    queryKey: ["saved-addresses"],
    queryFn: async () => unwrap(await getSavedAddresses(browserApi)),
    staleTime: 60_000,
  });

export const creditCardsQuery = () =>
  queryOptions({
    queryKey: ["credit-cards"],
    queryFn: async () => unwrap(await getCreditCards(browserApi)),
    staleTime: 60_000,
  });

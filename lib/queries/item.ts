/** Query options for one item's full details (GET /api/items/{item_id}/{store_id}/details), read in the browser. */
import { queryOptions } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";

export const itemDetailsQuery = (itemId: string, storeId: string) =>
  queryOptions({
    queryKey: ["item-details", itemId, storeId],
    queryFn: async () => unwrap(await callLazily(() => import("@/lib/api/calls/shop"), (calls, api) => calls.getItemDetails(api, itemId, storeId))),
    staleTime: 5 * 60_000,
  });

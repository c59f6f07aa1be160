"use client";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";
import { markRequested, wasRequested } from "@/lib/item/notify-requests";
import { notify } from "@/lib/toast";
import { useExclusiveMutation } from "./use-exclusive-mutation";

/**
 * The back-in-stock request for one variant (BROWSE-18): sent at most once per visit (lib/item/notify-requests.ts),
 * a refusal said in a toast. The API client loads on the first send (lib/api/lazy.ts).
 */
export function useNotifyMe(itemId: string, variantId: string) {
  const mutation = useExclusiveMutation({
    mutationKey: ["notify-me", itemId, variantId],
    mutationFn: async () =>
      unwrap(await callLazily(() => import("@/lib/api/calls/checkout"), (calls, api) => calls.notifyMe(api, itemId, variantId))),
    onSuccess: () => markRequested(itemId, variantId),
    onError: (error) => notify.error(error.message),
  });
  const requested = mutation.isSuccess || wasRequested(itemId, variantId);

  return {
    requested,
    pending: mutation.isPending,
    send(onSent: () => void) {
      if (!requested) mutation.mutate(undefined, { onSuccess: onSent });
    },
  };
}

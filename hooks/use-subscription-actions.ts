"use client";
import { useQueryClient } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";
import { subscriptionQuery, subscriptionsInfiniteQuery } from "@/lib/queries/subscriptions";
import { useExclusiveMutation } from "./use-exclusive-mutation";

const subscriptionsCalls = () => import("@/lib/api/calls/subscriptions");

/** After a change the detail is read again (the occasion's or the card's new state) and the list's status with it. */
function useRefreshSubscription(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionQuery(id).queryKey }),
      queryClient.invalidateQueries({ queryKey: subscriptionsInfiniteQuery().queryKey }),
    ]);
}

/** GIFT-15 (API-65): cancel one scheduled occasion of subscription `id`. */
export function useCancelOccasion(id: string) {
  const refresh = useRefreshSubscription(id);
  return useExclusiveMutation({
    mutationKey: ["cancel-subscription-occasion", id],
    mutationFn: async (occasionId: string) =>
      unwrap(await callLazily(subscriptionsCalls, (calls, api) => calls.cancelSubscriptionOccasion(api, occasionId))),
    onSuccess: refresh,
  });
}

/** GIFT-16 (API-20): the saved card subscription `id` charges next. */
export function useUpdateSubscriptionCard(id: string) {
  const refresh = useRefreshSubscription(id);
  return useExclusiveMutation({
    mutationKey: ["update-subscription-card", id],
    mutationFn: async (creditCardId: string) =>
      unwrap(await callLazily(subscriptionsCalls, (calls, api) => calls.updateSubscriptionCard(api, { id, credit_card_id: creditCardId }))),
    onSuccess: refresh,
  });
}

/**
 * GIFT-17: mail subscription `id`'s box-update link again. The server issues a new token (the old link
 * stops working) and answers where it sent it; nothing on the screen changes, so nothing is read again.
 */
export function useResendBoxUpdateLink(id: string) {
  return useExclusiveMutation({
    mutationKey: ["resend-box-update-link", id],
    mutationFn: async () => unwrap(await callLazily(subscriptionsCalls, (calls, api) => calls.resendBoxUpdateLink(api, { id }))),
  });
}

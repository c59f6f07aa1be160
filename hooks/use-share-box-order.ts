"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { placeBooking, placeBoxOrder } from "@/lib/api/calls/box-order";
import { confirmOrder } from "@/lib/api/calls/checkout";
import { browserApi } from "@/lib/api/browser";
import { createBoxOrderPlacer, type BoxOrderInput } from "@/lib/box/place-box-order";
import { randomAttemptKey } from "@/lib/checkout/order-attempt";
import { creditCardsQuery } from "@/lib/queries/account";
import { bookingRequest, type ShareBoxTarget } from "@/lib/share-box/checkout";
import { useExclusiveMutation } from "./use-exclusive-mutation";

/**
 * SHARE-10/13: the Get Styled Box from a stylist, ordered on the box checkout's rails (lib/box/place-box-order.ts):
 * one order per attempt key, a second submit ignored while one runs. A share link orders with API-78 and
 * `share_cart_id`; a booking with API-81.
 */
export function useShareBoxOrder(target: ShareBoxTarget) {
  const client = useQueryClient();
  const [placer] = useState(() =>
    createBoxOrderPlacer({
      saveCart: () => Promise.reject(new Error("a Get Styled Box from a stylist has no box cart")),
      placeOrder: (body, key) =>
        target.kind === "share" ? placeBoxOrder(browserApi, { ...body, share_cart_id: target.shareId }, key) : placeBooking(browserApi, bookingRequest(body, target.store), key),
      confirmOrder: (id, secret) => confirmOrder(browserApi, id, secret),
      newAttemptKey: randomAttemptKey,
    }),
  );
  return useExclusiveMutation({
    mutationKey: ["share-box-order"],
    mutationFn: (input: BoxOrderInput) => placer.place(input),
    onSettled: () => client.invalidateQueries({ queryKey: creditCardsQuery().queryKey }),
  });
}

"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { placeBoxOrder, saveBoxCart } from "@/lib/api/calls/box-order";
import { confirmOrder } from "@/lib/api/calls/checkout";
import { browserApi } from "@/lib/api/browser";
import { createBoxOrderPlacer, type BoxOrderInput } from "@/lib/box/place-box-order";
import { randomAttemptKey } from "@/lib/checkout/order-attempt";
import { creditCardsQuery } from "@/lib/queries/account";
import { useExclusiveMutation } from "./use-exclusive-mutation";

/**
 * ONB-18: the box cart, the box order and its payment (lib/box/place-box-order.ts), one order per attempt, a second
 * submit ignored while one runs. A new card is saved to the account by the order: the saved cards are read again.
 */
export function useBoxOrder() {
  const client = useQueryClient();
  const [placer] = useState(() =>
    createBoxOrderPlacer({
      saveCart: (body) => saveBoxCart(browserApi, body),
      placeOrder: (body, key) => placeBoxOrder(browserApi, body, key),
      confirmOrder: (id, secret) => confirmOrder(browserApi, id, secret),
      newAttemptKey: randomAttemptKey,
    }),
  );
  return useExclusiveMutation({
    mutationKey: ["box-order"],
    mutationFn: (input: BoxOrderInput) => placer.place(input),
    onSettled: () => client.invalidateQueries({ queryKey: creditCardsQuery().queryKey }),
  });
}

"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { isOfferEnded } from "@/lib/item/countdown";
import { POSTER_ADD_FAILED_MESSAGE, POSTER_CART_FULL_MESSAGE, addPosterEntry, type PosterEntry } from "@/lib/poster/cart";
import { posterCart } from "@/lib/poster/session-cart";
import { posterCheckoutUrlQuery } from "@/lib/queries/poster";
import { itemDetailsQuery } from "@/lib/queries/item";
import { useExclusiveMutation } from "./use-exclusive-mutation";

/** What the poster's add button asks for: one variant of one item (bundles are bought in the store). */
export interface PosterAdd {
  itemId: string;
  storeId: string;
  variantId: string;
  units: number;
}

/**
 * The poster store's cart (TOOLS-10), kept in the frame (lib/poster/session-cart.ts), and its Checkout
 * link. Adding reads the item afresh first, so a variant sold out or an offer ended since the page was
 * cached is refused; any failure is the snackbar's text (`onFailed`), success needs no word (the cart
 * count changes).
 */
export function usePosterCart(store: string, origin: string, onFailed: (message: string) => void) {
  const cart = posterCart(store);
  const entries = useSyncExternalStore(cart.subscribe, cart.read, cart.serverSnapshot);
  const queryClient = useQueryClient();
  const checkout = useQuery(posterCheckoutUrlQuery(origin, store, entries));

  const add = useExclusiveMutation({
    mutationKey: ["poster-add", store],
    mutationFn: async ({ itemId, storeId, variantId, units }: PosterAdd) => {
      const item = await queryClient.fetchQuery({ ...itemDetailsQuery(itemId, storeId), staleTime: 0 });
      const variant = item.variants.find((candidate) => candidate.id === variantId);
      const ended = item.is_preorder && isOfferEnded(item.offer_ends, Date.now());
      if (!variant || variant.stock === 0 || item.out_of_stock || ended) throw new Error(POSTER_ADD_FAILED_MESSAGE);
      const entry: PosterEntry = { store_id: storeId, item_id: itemId, variant_id: variantId, units };
      const next = addPosterEntry(cart.read(), entry, variant.stock);
      if (!next) throw new Error(POSTER_CART_FULL_MESSAGE);
      cart.write(next);
    },
    // the details call's own wording ("a server error occurred.") is not the spec's snackbar text
    onError: (error) => onFailed(error.message === POSTER_CART_FULL_MESSAGE ? error.message : POSTER_ADD_FAILED_MESSAGE),
  });

  return { entries, checkoutUrl: checkout.data ?? null, add: add.mutate, adding: add.isPending };
}

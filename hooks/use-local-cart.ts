"use client";
import { useSyncExternalStore } from "react";
import type { NotKeptLine } from "@/lib/api/schemas/user";
import { cartPrefs, type CartPrefs } from "@/lib/cart/cart-prefs";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { localCart } from "@/lib/cart/local-cart";
import { mergeNotice } from "@/lib/cart/merge-notice";

/** The guest cart lines; re-renders when this or another tab changes them. */
export function useLocalCart(): LocalCartLine[] {
  return useSyncExternalStore(localCart.subscribe, localCart.read, localCart.serverSnapshot);
}

/** The cart page's coupon codes and shipping method, kept beside the lines. */
export function useCartPrefs(): CartPrefs {
  return useSyncExternalStore(cartPrefs.subscribe, cartPrefs.read, cartPrefs.serverSnapshot);
}

/** What the last sign-in merge could not keep, until the shopper dismisses it. */
export function useMergeNotice(): NotKeptLine[] {
  return useSyncExternalStore(mergeNotice.subscribe, mergeNotice.read, mergeNotice.serverSnapshot);
}

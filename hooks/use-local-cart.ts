"use client";
import { useSyncExternalStore } from "react";
import { cartPrefs, type CartPrefs } from "@/lib/cart/cart-prefs";
import { localCart, type LocalCartLine } from "@/lib/cart/local-cart";

/** The guest cart lines; re-renders when this or another tab changes them. */
export function useLocalCart(): LocalCartLine[] {
  return useSyncExternalStore(localCart.subscribe, localCart.read, localCart.serverSnapshot);
}

/** The cart page's coupon codes and shipping method, kept beside the lines. */
export function useCartPrefs(): CartPrefs {
  return useSyncExternalStore(cartPrefs.subscribe, cartPrefs.read, cartPrefs.serverSnapshot);
}

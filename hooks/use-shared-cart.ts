"use client";
import { useSyncExternalStore } from "react";
import { sharedCart, type SharedCart } from "@/lib/share-cart/shared-cart";

/**
 * The shared cart a share link brought (CART-09, CHK-19), kept apart from the shopper's own cart;
 * null until the share-cart page's Checkout stores it, and while hydrating. Re-renders when this or
 * another tab changes it. Changes go through lib/share-cart/shared-cart.ts.
 */
export function useSharedCart(): SharedCart | null {
  return useSyncExternalStore(sharedCart.subscribe, sharedCart.read, sharedCart.serverSnapshot);
}

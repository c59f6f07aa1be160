"use client";
import { useSyncExternalStore } from "react";
import { countUnits, localCart, type LocalCartLine } from "@/lib/cart/local-cart";

/** The guest cart lines; re-renders when this or another tab changes them. */
export function useLocalCart(): LocalCartLine[] {
  return useSyncExternalStore(localCart.subscribe, localCart.read, localCart.serverSnapshot);
}

export function useCartCount(): number {
  return countUnits(useLocalCart());
}

"use client";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False during the server render and hydration, true afterwards. Views built on browser-only state
 * (the localStorage cart) show a placeholder until then instead of flashing an empty state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

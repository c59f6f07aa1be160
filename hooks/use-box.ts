"use client";
import { useSyncExternalStore } from "react";
import { boxStore, type BoxEntry } from "@/lib/box/box-state";

/** The Get Styled Box of this tab (lib/box/box-state.ts); re-renders when it changes. Empty on the server. */
export function useBox(): BoxEntry[] {
  return useSyncExternalStore(boxStore.subscribe, boxStore.read, boxStore.serverSnapshot);
}

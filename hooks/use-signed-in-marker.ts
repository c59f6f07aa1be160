"use client";
import { useSyncExternalStore } from "react";
import { hasSignedInMarker } from "@/lib/session";

// Cookies fire no change event; sign-in and sign-out reload the page, which re-reads them.
const subscribe = () => () => {};

/** Whether the `sf_signed_in` marker is set. False while hydrating, so server and client HTML agree. */
export function useSignedInMarker(): boolean {
  return useSyncExternalStore(subscribe, () => hasSignedInMarker(document.cookie), () => false);
}

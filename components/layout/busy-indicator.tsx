"use client";
import { useSyncExternalStore } from "react";
import { busyStore } from "@/lib/busy";
import { Spinner } from "@/components/ui/spinner";

/**
 * The top bar's loading spinner: visible while any tracked API call runs (lib/busy.ts). Its box is
 * always there, so showing it never moves the bar; the status text tells screen readers.
 */
export function BusyIndicator() {
  const busy = useSyncExternalStore(busyStore.subscribe, busyStore.isBusy, busyStore.serverSnapshot);
  return (
    <span role="status" className="inline-flex size-6 items-center justify-center text-stone-500">
      {busy ? (
        <>
          <Spinner className="size-4" />
          <span className="sr-only">Loading</span>
        </>
      ) : null}
    </span>
  );
}

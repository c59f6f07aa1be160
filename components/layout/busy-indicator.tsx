"use client";
import { useIsFetching, useIsMutating } from "@tanstack/react-query";
import { Spinner } from "@/components/ui/spinner";

/**
 * The top bar's loading spinner: visible while any query or mutation runs, except quiet background work
 * (lib/queries/meta.ts). Its box is always there, so showing it never moves the bar; the status text tells
 * screen readers.
 */
export function BusyIndicator() {
  const fetching = useIsFetching({ predicate: (query) => !query.meta?.quiet });
  const mutating = useIsMutating({ predicate: (mutation) => !mutation.options.meta?.quiet });
  const busy = fetching + mutating > 0;
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

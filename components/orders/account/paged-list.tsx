"use client";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { RetryAlert } from "@/components/ui/retry-alert";
import { Spinner } from "@/components/ui/spinner";

interface PagedListProps {
  /** the entries loaded so far, as list items */
  children: ReactNode[];
  label: string;
  empty: string;
  /** the first page failed (or none was read on the server): the common error display */
  error: Error | null;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onRetry: () => void;
}

/**
 * An account list paged by `pageNo` (ACCT-02, ACCT-11): the entries, the spec's empty state, 'Load more'
 * while the server says more follow, and the common error display (RetryAlert) when a page fails.
 */
export function PagedList({ children, label, empty, error, loading, hasMore, loadingMore, onMore, onRetry }: PagedListProps) {
  if (loading) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-stone-600">
        <Spinner className="size-4" />
        Loading…
      </p>
    );
  }
  return (
    <div className="space-y-6">
      {children.length > 0 ? (
        <ul aria-label={label} className="divide-y divide-stone-200 border-y border-stone-200">
          {children}
        </ul>
      ) : (
        !error && <p className="py-16 text-center text-sm text-stone-600">{empty}</p>
      )}
      {error ? <RetryAlert message={error.message} onRetry={onRetry} /> : null}
      {hasMore && !error ? (
        <div className="flex justify-center">
          <Button variant="secondary" pending={loadingMore} onClick={onMore}>
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}

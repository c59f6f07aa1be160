import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RetryAlert } from "@/components/ui/retry-alert";

interface AccountSectionProps {
  id: string;
  title: string;
  /** the section's main button, beside the title */
  action: ReactNode;
  /** the list the section shows: its loading, failed and empty states are shown here */
  query: UseQueryResult<readonly unknown[]>;
  loadingText: string;
  emptyText: string;
  children: ReactNode;
}

/** A block of My Account: a titled section with its button, and the state of the list it manages. */
export function AccountSection({ id, title, action, query, loadingText, emptyText, children }: AccountSectionProps) {
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-h`} className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
          {title}
        </h2>
        {action}
      </div>
      {query.isPending && <p className="text-sm text-stone-600">{loadingText}</p>}
      {query.isError && <RetryAlert message={query.error.message} onRetry={() => void query.refetch()} />}
      {query.isSuccess && query.data.length === 0 && <p className="text-sm text-stone-600">{emptyText}</p>}
      {children}
    </section>
  );
}

export function DefaultBadge() {
  return <span className="ml-2 text-xs font-semibold uppercase tracking-[0.12em] text-stone-600">Default</span>;
}

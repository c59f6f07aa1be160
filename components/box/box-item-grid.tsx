"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { BoxItem, BoxSearchType } from "@/lib/api/schemas/box";
import type { BoxSearchFilters } from "@/lib/box/search-url";
import { boxSearchQuery } from "@/lib/queries/box";
import { useBox } from "@/hooks/use-box";
import { Button } from "@/components/ui/button";
import { RetryAlert } from "@/components/ui/retry-alert";
import { Spinner } from "@/components/ui/spinner";
import { BoxItemCard } from "./box-item-card";

interface BoxItemGridProps {
  type: BoxSearchType;
  filters: BoxSearchFilters;
  onDetail: (item: BoxItem) => void;
  onAdd: (item: BoxItem) => void;
  /** what shows when nothing matches */
  empty: React.ReactNode;
}

/** The styles of a stage or a search, 24 a page (BR-BOX-09), the next page on 'Show more'. */
export function BoxItemGrid({ type, filters, onDetail, onAdd, empty }: BoxItemGridProps) {
  const box = useBox();
  const search = useInfiniteQuery(boxSearchQuery(type, filters));
  // read before the states narrow `search`: a failed next page keeps the pages shown
  const moreError = search.isFetchNextPageError ? search.error : null;
  const loadMore = () => void search.fetchNextPage();
  if (search.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-sm text-stone-600">
        <Spinner /> Loading styles…
      </p>
    );
  }
  if (search.isLoadingError) return <RetryAlert message={search.error.message} onRetry={() => void search.refetch()} />;
  const items = search.data.pages.flatMap((page) => page.datas);
  const total = search.data.pages[0]?.total ?? 0;
  if (items.length === 0) return <>{empty}</>;
  return (
    <div className="space-y-6">
      <p className="text-sm text-stone-600" aria-live="polite">
        {total} {total === 1 ? "style" : "styles"}
      </p>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 desktop:grid-cols-4">
        {items.map((item) => (
          <BoxItemCard key={item._id} item={item} inBox={box.some((e) => e.itemId === item._id)} onDetail={onDetail} onAdd={onAdd} />
        ))}
      </ul>
      {moreError && <RetryAlert message={moreError.message} onRetry={loadMore} />}
      {search.hasNextPage && !moreError && (
        <Button variant="secondary" className="w-full" pending={search.isFetchingNextPage} onClick={loadMore}>
          Show more
        </Button>
      )}
    </div>
  );
}

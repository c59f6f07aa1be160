"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { ItemSummary } from "@/lib/api/schemas/item";
import { editCatalogueQuery, type CatalogueFilter } from "@/lib/queries/store-tools";
import { usePickerPageSize } from "@/hooks/use-picker-page-size";
import { Button } from "@/components/ui/button";
import { RetryAlert } from "@/components/ui/retry-alert";
import { Spinner } from "@/components/ui/spinner";
import { ItemTileBody, toolGridClass } from "./item-tile";

interface CatalogueGridProps {
  filter: CatalogueFilter;
  /** a name for the list (the tab's or the search's) */
  label: string;
  isPicked: (id: string) => boolean;
  onToggle: (item: ItemSummary) => void;
  onDetail: (item: ItemSummary) => void;
}

const MagnifyIcon = () => (
  <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5M11 8.5v5M8.5 11h5" />
  </svg>
);

/**
 * The picker's grid (TOOLS-03/04): the catalogue's pages for a tab or a keyword, page size by width. A tile
 * is a toggle (ticked = picked) with a magnify button beside it for the detail dialog; more pages on demand.
 */
export function CatalogueGrid({ filter, label, isPicked, onToggle, onDetail }: CatalogueGridProps) {
  const pageSize = usePickerPageSize();
  const pages = useInfiniteQuery(editCatalogueQuery(filter, pageSize));
  if (pages.isPending) return <Spinner className="mx-auto my-10 size-6" />;
  if (pages.isError) return <RetryAlert message={pages.error.message} onRetry={() => void pages.refetch()} />;
  const items = pages.data.pages.flatMap((page) => page.datas);
  if (!items.length) {
    return (
      <p role="status" className="py-10 text-center text-sm text-stone-600">
        No items found.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <ul aria-label={label} className={toolGridClass}>
        {items.map((item) => {
          const picked = isPicked(item._id);
          return (
            <li key={item._id} className="relative">
              <button
                type="button"
                aria-pressed={picked}
                onClick={() => onToggle(item)}
                className={`block w-full border p-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950 ${picked ? "border-stone-950 ring-2 ring-stone-950" : "border-stone-300"}`}
              >
                <ItemTileBody item={item} />
                <span aria-hidden className={`absolute left-3 top-3 grid size-7 place-items-center rounded-full border text-sm ${picked ? "border-stone-950 bg-stone-950 text-white" : "border-stone-400 bg-white/90 text-transparent"}`}>
                  ✓
                </span>
              </button>
              <button
                type="button"
                aria-label={`Details of ${item.name}`}
                onClick={() => onDetail(item)}
                className="absolute right-3 top-3 grid size-9 place-items-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-stone-950"
              >
                <MagnifyIcon />
              </button>
            </li>
          );
        })}
      </ul>
      {pages.hasNextPage ? (
        <div className="text-center">
          <Button variant="secondary" pending={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            Show more
          </Button>
        </div>
      ) : null}
    </div>
  );
}

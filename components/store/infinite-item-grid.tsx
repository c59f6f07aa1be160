"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { ItemSummary } from "@/lib/api/schemas/item";
import { storeItemsInfiniteQuery, type StoreItemsPages } from "@/lib/queries/store";
import { gridMemoryKey, recallGrid, rememberGrid, type GridSnapshot } from "@/lib/store/grid-memory";
import { appendUnique, shouldFillViewport, shouldLoadNextPage } from "@/lib/store/infinite-scroll";
import { NO_ITEMS_IN_CATEGORY } from "@/lib/store/messages";
import { Spinner } from "@/components/ui/spinner";
import { ItemTile } from "./item-tile";

export interface InfiniteItemGridProps {
  store: string;
  storeId: string;
  categoryId: string | null;
  /** page 1, rendered on the server */
  initialItems: ItemSummary[];
  initialHasMore: boolean;
  /** the server's clock when page 1 was read: tiles tell ended pre-orders by it */
  renderedAt: number;
}

/** What the grid starts from: the pages remembered for this history entry, else the server's page 1. */
function startingPages(restored: GridSnapshot<ItemSummary> | null, initialItems: ItemSummary[], initialHasMore: boolean): StoreItemsPages {
  if (restored) return { pages: [{ items: restored.items, hasMore: restored.hasMore }], pageParams: [restored.nextPage - 1] };
  return { pages: [{ items: initialItems, hasMore: initialHasMore }], pageParams: [1] };
}

/**
 * The store grid with infinite scroll (BROWSE-09, BROWSE-10). Page 1 arrives from the server; the
 * next page loads when the shopper scrolls down to within 100 px of the list's end. Give it a `key`
 * per category: a new category starts again from its own page 1. Back to this history entry (from
 * an item) brings back every page loaded and the scroll position (lib/store/grid-memory.ts).
 */
export function InfiniteItemGrid({ store, storeId, categoryId, initialItems, initialHasMore, renderedAt }: InfiniteItemGridProps) {
  // The router keeps an entry's bfcacheId on Back and Forward and gives a fresh one to every new visit.
  const visit = useRouter().bfcacheId;
  const memoryKey = gridMemoryKey(store, categoryId, visit);
  // Read once, on the first render; never while hydrating (no snapshot of this document exists yet).
  const [restored] = useState(() => (typeof window === "undefined" ? null : recallGrid<ItemSummary>(window.sessionStorage, memoryKey)));
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, error, fetchNextPage } = useInfiniteQuery({
    ...storeItemsInfiniteQuery(storeId, categoryId, visit),
    initialData: () => startingPages(restored, initialItems, initialHasMore),
  });
  // Positions can shift between requests: an item a later page repeats is shown once.
  const items = useMemo(() => data.pages.reduce<ItemSummary[]>((shown, page) => appendUnique(shown, page.items), []), [data.pages]);
  const nextPage = data.pageParams[data.pageParams.length - 1]! + 1;
  const failed = isFetchNextPageError;
  const listRef = useRef<HTMLUListElement>(null);

  // Before paint, so the shopper never sees the page jump from the top to where they were.
  useLayoutEffect(() => {
    if (restored) window.scrollTo(0, restored.scrollY);
  }, [restored]);

  const remember = useCallback(() => {
    rememberGrid(window.sessionStorage, memoryKey, { items, hasMore: hasNextPage, nextPage, scrollY: window.scrollY });
  }, [items, hasNextPage, nextPage, memoryKey]);

  // Every page loaded is remembered at once; the scroll position again when a tile is opened.
  useEffect(() => remember(), [remember]);

  // A call while a page is on its way joins it: a burst of scroll events asks for one page.
  const loadNext = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);

  useEffect(() => {
    let lastY = window.scrollY;
    let scrollingDown = false;
    let frame = 0;
    const check = () => {
      frame = 0;
      const list = listRef.current;
      if (!list) return;
      const distanceToBottom = list.getBoundingClientRect().bottom - window.innerHeight;
      if (shouldLoadNextPage({ distanceToBottom, scrollingDown, hasMore: hasNextPage, loading: isFetchingNextPage, failed })) loadNext();
    };
    // The direction comes from every event; the layout read waits for the next frame.
    const onScroll = () => {
      const y = window.scrollY;
      scrollingDown = y > lastY;
      lastY = y;
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [hasNextPage, isFetchingNextPage, failed, loadNext]);

  // After each page: if the page still cannot scroll, there is no "scrolling down" to wait for.
  useEffect(() => {
    const fit = { pageHeight: document.documentElement.scrollHeight, viewportHeight: window.innerHeight, hasMore: hasNextPage, loading: isFetchingNextPage, failed };
    if (shouldFillViewport(fit)) loadNext();
  }, [items, hasNextPage, isFetchingNextPage, failed, loadNext]);

  if (items.length === 0) {
    return <p className="py-16 text-center text-sm text-stone-600">{NO_ITEMS_IN_CATEGORY}</p>;
  }

  return (
    <div>
      <ul ref={listRef} onClickCapture={remember} className="grid grid-cols-3 gap-x-2 gap-y-6 desktop:gap-x-6 desktop:gap-y-12">
        {items.map((item) => (
          <li key={item._id}>
            <ItemTile store={store} item={item} now={renderedAt} />
          </li>
        ))}
      </ul>
      {/* Room for the loading and error lines is kept while more can load, so they never push the page. */}
      <div className={`flex flex-col items-center justify-center gap-3 text-sm ${hasNextPage || isFetchingNextPage || failed ? "min-h-20 py-6" : ""}`}>
        {isFetchingNextPage ? (
          <p role="status" className="flex items-center gap-2 text-stone-600">
            <Spinner className="size-4" />
            Loading more items…
          </p>
        ) : null}
        {failed && !isFetchingNextPage ? (
          <>
            <p role="alert" className="text-rose-800">
              {error.message}
            </p>
            <button
              type="button"
              onClick={loadNext}
              className="inline-flex h-11 items-center justify-center border border-stone-900 px-6 text-xs font-semibold uppercase tracking-[0.16em] text-stone-950 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950"
            >
              Try again
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}

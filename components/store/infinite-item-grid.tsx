"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { ApiResult } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";
import type { ItemSummary, StoreItemsPage } from "@/lib/api/schemas/item";
import { trackBusy } from "@/lib/busy";
import { itemsFilter } from "@/lib/store/category";
import { gridMemoryKey, recallGrid, rememberGrid, type GridSnapshot } from "@/lib/store/grid-memory";
import { PAGE_SIZE, appendUnique, shouldFillViewport, shouldLoadNextPage } from "@/lib/store/infinite-scroll";
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

/**
 * The API client and its zod schemas load with the first "next page", not with the store page:
 * most visits never scroll that far, and the first page needs no client-side fetching at all.
 */
function fetchPage(storeId: string, page: number, categoryId: string | null): Promise<ApiResult<StoreItemsPage>> {
  return callLazily((calls, api) => calls.getStoreItems(api, storeId, page, itemsFilter(categoryId), PAGE_SIZE));
}

type Status = { kind: "idle" } | { kind: "loading" } | { kind: "error"; message: string };

/**
 * The store grid with infinite scroll (BROWSE-09, BROWSE-10). Page 1 arrives from the server; the
 * next page loads when the shopper scrolls down to within 100 px of the list's end. Give it a `key`
 * per category: a new category starts again from its own page 1. Back to this history entry (from
 * an item) brings back every page loaded and the scroll position (lib/store/grid-memory.ts).
 */
export function InfiniteItemGrid({ store, storeId, categoryId, initialItems, initialHasMore, renderedAt }: InfiniteItemGridProps) {
  // The router keeps an entry's bfcacheId on Back and Forward and gives a fresh one to every new visit.
  const memoryKey = gridMemoryKey(store, categoryId, useRouter().bfcacheId);
  // Read once, on the first render; never while hydrating (no snapshot of this document exists yet).
  const [restored] = useState(() => (typeof window === "undefined" ? null : recallGrid<ItemSummary>(window.sessionStorage, memoryKey)));
  const [items, setItems] = useState(restored?.items ?? initialItems);
  const [hasMore, setHasMore] = useState(restored?.hasMore ?? initialHasMore);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const listRef = useRef<HTMLUListElement>(null);
  // Refs mirror what the scroll handler reads, so a burst of scroll events starts one load only.
  const nextPage = useRef(restored?.nextPage ?? 2);
  const busy = useRef(false);
  const live = useRef(true);

  // Before paint, so the shopper never sees the page jump from the top to where they were.
  useLayoutEffect(() => {
    if (restored) window.scrollTo(0, restored.scrollY);
  }, [restored]);

  const remember = useCallback(() => {
    const snapshot: GridSnapshot<ItemSummary> = { items, hasMore, nextPage: nextPage.current, scrollY: window.scrollY };
    rememberGrid(window.sessionStorage, memoryKey, snapshot);
  }, [items, hasMore, memoryKey]);

  // Every page loaded is remembered at once; the scroll position again when a tile is opened.
  useEffect(() => remember(), [remember]);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const loadNext = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus({ kind: "loading" });
    const result = await trackBusy(fetchPage(storeId, nextPage.current, categoryId));
    busy.current = false;
    if (!live.current) return;
    if (!result.ok) {
      setStatus({ kind: "error", message: result.error.message });
      return;
    }
    nextPage.current += 1;
    setItems((shown) => appendUnique(shown, result.data.datas));
    setHasMore(result.data.has_more);
    setStatus({ kind: "idle" });
  }, [storeId, categoryId]);

  const failed = status.kind === "error";

  useEffect(() => {
    let lastY = window.scrollY;
    let scrollingDown = false;
    let frame = 0;
    const check = () => {
      frame = 0;
      const list = listRef.current;
      if (!list) return;
      const distanceToBottom = list.getBoundingClientRect().bottom - window.innerHeight;
      if (shouldLoadNextPage({ distanceToBottom, scrollingDown, hasMore, loading: busy.current, failed })) void loadNext();
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
  }, [hasMore, failed, loadNext]);

  // After each page: if the page still cannot scroll, there is no "scrolling down" to wait for.
  useEffect(() => {
    if (status.kind !== "idle") return;
    const fit = { pageHeight: document.documentElement.scrollHeight, viewportHeight: window.innerHeight, hasMore, loading: busy.current, failed: false };
    if (shouldFillViewport(fit)) void loadNext();
  }, [items, hasMore, status.kind, loadNext]);

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
      <div className={`flex flex-col items-center justify-center gap-3 text-sm ${hasMore || status.kind !== "idle" ? "min-h-20 py-6" : ""}`}>
        {status.kind === "loading" ? (
          <p role="status" className="flex items-center gap-2 text-stone-600">
            <Spinner className="size-4" />
            Loading more items…
          </p>
        ) : null}
        {status.kind === "error" ? (
          <>
            <p role="alert" className="text-rose-800">
              {status.message}
            </p>
            <button
              type="button"
              onClick={() => void loadNext()}
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

/** BR-UI-03: the next page loads within 100 px of the list's bottom, 10 items a page. */
export const SCROLL_THRESHOLD_PX = 100;
export const PAGE_SIZE = 10;

export interface ScrollState {
  /** px from the viewport's bottom edge down to the list's bottom edge (negative once it is above) */
  distanceToBottom: number;
  scrollingDown: boolean;
  hasMore: boolean;
  loading: boolean;
  /** the last load failed: only the retry button loads again, scrolling does not hammer the API */
  failed: boolean;
}

/** BROWSE-10: scrolling down, near the bottom, more to load, no load running (and none failed). */
export function shouldLoadNextPage({ distanceToBottom, scrollingDown, hasMore, loading, failed }: ScrollState): boolean {
  return scrollingDown && hasMore && !loading && !failed && distanceToBottom <= SCROLL_THRESHOLD_PX;
}

export interface PageFit {
  pageHeight: number;
  viewportHeight: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
}

/**
 * A page too short to scroll can never be scrolled down, so the scroll rule alone would strand the
 * shopper (a tall screen, a short first page): then the next page loads without a scroll.
 */
export function shouldFillViewport({ pageHeight, viewportHeight, hasMore, loading, failed }: PageFit): boolean {
  return hasMore && !loading && !failed && pageHeight <= viewportHeight;
}

/** Appends a page, dropping items already shown (positions can shift between requests). */
export function appendUnique<T extends { _id: string }>(shown: T[], page: T[]): T[] {
  const seen = new Set(shown.map((item) => item._id));
  const fresh: T[] = [];
  for (const item of page) {
    if (seen.has(item._id)) continue;
    seen.add(item._id);
    fresh.push(item);
  }
  return fresh.length === 0 ? shown : [...shown, ...fresh];
}

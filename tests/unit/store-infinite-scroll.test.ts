import { describe, expect, it } from "vitest";
import { appendUnique, PAGE_SIZE, SCROLL_THRESHOLD_PX, shouldFillViewport, shouldLoadNextPage } from "@/lib/store/infinite-scroll";

const near = { distanceToBottom: 100, scrollingDown: true, hasMore: true, loading: false, failed: false };

describe("shouldLoadNextPage (BROWSE-10, BR-UI-03)", () => {
  it("uses the spec's constants", () => {
    expect(SCROLL_THRESHOLD_PX).toBe(100);
    expect(PAGE_SIZE).toBe(10);
  });

  it("loads when scrolling down within 100 px of the end", () => {
    expect(shouldLoadNextPage(near)).toBe(true);
    expect(shouldLoadNextPage({ ...near, distanceToBottom: -300 })).toBe(true);
  });

  it("waits while the end is further than 100 px away", () => {
    expect(shouldLoadNextPage({ ...near, distanceToBottom: 101 })).toBe(false);
  });

  it("never loads while scrolling up, with nothing more, during a load or after a failure", () => {
    expect(shouldLoadNextPage({ ...near, scrollingDown: false })).toBe(false);
    expect(shouldLoadNextPage({ ...near, hasMore: false })).toBe(false);
    expect(shouldLoadNextPage({ ...near, loading: true })).toBe(false);
    expect(shouldLoadNextPage({ ...near, failed: true })).toBe(false);
  });
});

describe("shouldFillViewport", () => {
  const short = { pageHeight: 700, viewportHeight: 800, hasMore: true, loading: false, failed: false };

  it("loads on when the page is too short to scroll", () => {
    expect(shouldFillViewport(short)).toBe(true);
  });

  it("leaves a scrollable page to the scroll rule", () => {
    expect(shouldFillViewport({ ...short, pageHeight: 801 })).toBe(false);
  });

  it("respects has_more, a running load and a failure", () => {
    expect(shouldFillViewport({ ...short, hasMore: false })).toBe(false);
    expect(shouldFillViewport({ ...short, loading: true })).toBe(false);
    expect(shouldFillViewport({ ...short, failed: true })).toBe(false);
  });
});

describe("appendUnique", () => {
  const a = { _id: "a" };
  const b = { _id: "b" };
  const c = { _id: "c" };

  it("appends a page in order", () => {
    expect(appendUnique([a], [b, c])).toEqual([a, b, c]);
  });

  it("drops items already shown or repeated within the page", () => {
    expect(appendUnique([a, b], [b, c, c])).toEqual([a, b, c]);
  });

  it("keeps the same list when nothing is new", () => {
    const shown = [a, b];
    expect(appendUnique(shown, [a])).toBe(shown);
  });
});

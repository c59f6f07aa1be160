// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ItemSummary, StoreItemsRequest } from "@/lib/api/schemas/item";
import { InfiniteItemGrid } from "@/components/store/infinite-item-grid";
import { QueryWrapper } from "../support/query-wrapper";

/** The router's id of the history entry the grid is shown in: kept on Back, new on every fresh visit. */
let entryId = "_b_1_";
vi.mock("next/navigation", () => ({ useRouter: () => ({ bfcacheId: entryId }) }));

const item = (n: number): ItemSummary => ({
  _id: `itm-${n}`,
  store_id: "store-demo",
  name: `Item ${n}`,
  thumb: `/api/images/item/${n}.svg`,
  brand: { name: "Aurelia" },
  min_price: 1000 + n,
  max_price: 1000 + n,
  compare_at_price: null,
  price_type: "regular",
  out_of_stock: false,
  is_preorder: false,
  is_bundle: false,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => item(from + i));

interface Call {
  page: number;
  limit: number;
  body: StoreItemsRequest;
}
let calls: Call[] = [];
/** What the fake API answers for each page; a number is an error status. */
let pages: Record<number, { datas: ItemSummary[]; has_more: boolean } | number> = {};

const server = setupServer(
  http.post("*/api/store/:storeId/items", async ({ request, params }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get("page"));
    calls.push({ page, limit: Number(url.searchParams.get("limit")), body: (await request.json()) as StoreItemsRequest });
    expect(params.storeId).toBe("store-demo");
    const answer = pages[page];
    if (answer === undefined) return HttpResponse.json({ success: false, message: "no such page" }, { status: 404 });
    if (typeof answer === "number") return HttpResponse.json({ success: false, message: "The shop is taking a nap." }, { status: answer });
    return HttpResponse.json({ success: true, data: { ...answer, length: 25 } });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  // The grid imports the API client on its first load; warm the module cache so that import
  // resolves at once and "no request was made" assertions cannot pass merely by being early.
  await Promise.all([import("@/lib/api/calls/shop"), import("@/lib/api/browser")]);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom does no layout: the test decides where the list's bottom edge is and how tall the page is.
let listBottom = 5000;
let pageHeight = 5000;
let scrolledTo: number[] = [];
beforeEach(() => {
  calls = [];
  pages = {};
  listBottom = 5000;
  pageHeight = 5000;
  entryId = "_b_1_";
  scrolledTo = [];
  window.sessionStorage.clear();
  window.scrollTo = ((x: number, y: number) => {
    scrolledTo.push(y);
  }) as typeof window.scrollTo;
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 800 });
  Object.defineProperty(window, "scrollY", { configurable: true, writable: true, value: 0 });
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, get: () => pageHeight });
  HTMLUListElement.prototype.getBoundingClientRect = () => ({ bottom: listBottom }) as DOMRect;
});

/** Scrolls the window to `y`, with the list's bottom edge ending `bottom` px from the viewport top. */
function scroll(y: number, bottom: number) {
  listBottom = bottom;
  act(() => {
    (window as { scrollY: number }).scrollY = y;
    fireEvent.scroll(window);
  });
}

const tiles = () => screen.getAllByTestId("item-tile");
/** Gives the scroll handler (one animation frame) and any request time to run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

const NOW = Date.parse("2026-05-01T12:00:00Z");

function renderGrid(props: { categoryId?: string | null; initialItems?: ItemSummary[]; initialHasMore?: boolean } = {}) {
  return render(
    <InfiniteItemGrid
      store="demo"
      storeId="store-demo"
      categoryId={props.categoryId ?? null}
      initialItems={props.initialItems ?? range(1, 10)}
      initialHasMore={props.initialHasMore ?? true}
      renderedAt={NOW}
    />,
    { wrapper: QueryWrapper },
  );
}

describe("InfiniteItemGrid", () => {
  it("shows the server-rendered first page, each tile linking to its item", () => {
    renderGrid();
    expect(tiles()).toHaveLength(10);
    expect(tiles()[0]).toHaveAttribute("href", "/demo/item/store-demo/itm-1");
    expect(calls).toEqual([]);
  });

  it("loads page 2 (with the category filter) when scrolled down to within 100 px of the list's end", async () => {
    pages[2] = { datas: range(11, 20), has_more: true };
    renderGrid({ categoryId: "cat-dresses" });

    scroll(1000, 1200); // scrolling down, but 400 px away from the end
    await settle();
    expect(calls).toEqual([]);

    scroll(1400, 900); // 100 px away
    await waitFor(() => expect(tiles()).toHaveLength(20));
    expect(calls).toEqual([{ page: 2, limit: 10, body: { must_categories: ["cat-dresses"] } }]);
    expect(screen.getByText("Item 20")).toBeInTheDocument();
  });

  it("does not load while scrolling up, even at the end of the list", async () => {
    pages[2] = { datas: range(11, 20), has_more: true };
    renderGrid();
    scroll(2000, 2000); // far down, far from the end
    scroll(1900, 850); // near the end, but moving up
    await settle();
    expect(calls).toEqual([]);
  });

  it("asks for one page at a time and stops once has_more is false", async () => {
    pages[2] = { datas: range(11, 20), has_more: true };
    pages[3] = { datas: range(21, 25), has_more: false };
    renderGrid();

    scroll(100, 850);
    scroll(200, 840); // a burst of scroll events while page 2 loads
    await waitFor(() => expect(tiles()).toHaveLength(20));
    expect(calls.map((c) => c.page)).toEqual([2]);

    scroll(300, 850);
    await waitFor(() => expect(tiles()).toHaveLength(25));
    scroll(400, 820);
    scroll(500, 800);
    await settle();
    expect(calls.map((c) => c.page)).toEqual([2, 3]);
  });

  it("never shows an item twice when a page repeats one", async () => {
    pages[2] = { datas: [item(10), ...range(11, 19)], has_more: false };
    renderGrid();
    scroll(100, 850);
    await waitFor(() => expect(tiles()).toHaveLength(19));
    expect(screen.getAllByText("Item 10")).toHaveLength(1);
  });

  it("shows the error with a retry button; only the retry loads again", async () => {
    pages[2] = 500;
    renderGrid();
    scroll(100, 850);
    expect(await screen.findByRole("alert")).toHaveTextContent("The shop is taking a nap.");

    scroll(200, 850);
    await settle();
    expect(calls).toHaveLength(1);

    pages[2] = { datas: range(11, 20), has_more: false };
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(tiles()).toHaveLength(20));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(calls.map((c) => c.page)).toEqual([2, 2]);
  });

  it("loads the next page at once when the first one is too short to scroll", async () => {
    pageHeight = 700;
    pages[2] = { datas: range(11, 12), has_more: false };
    renderGrid();
    await waitFor(() => expect(tiles()).toHaveLength(12));
    expect(calls.map((c) => c.page)).toEqual([2]);
  });

  it("15.8: says 'Offer ended' on a pre-order whose offer is over, PRESALE on an open one", () => {
    const preorder = (n: number, offerEnds: number): ItemSummary => ({ ...item(n), is_preorder: true, offer_ends: offerEnds / 1000 });
    renderGrid({ initialItems: [preorder(1, NOW - 60_000), preorder(2, NOW + 60_000)], initialHasMore: false });
    expect(tiles()[0]).toHaveTextContent("Offer ended");
    expect(tiles()[0]).not.toHaveTextContent("PRESALE");
    expect(tiles()[1]).toHaveTextContent("PRESALE");
  });

  it("15.9: back to the same history entry shows every page loaded and the scroll position", async () => {
    pages[2] = { datas: range(11, 20), has_more: true };
    const first = renderGrid();
    scroll(1400, 900);
    await waitFor(() => expect(tiles()).toHaveLength(20));
    (window as { scrollY: number }).scrollY = 2600;
    fireEvent.click(screen.getByText("Item 17"));
    first.unmount();

    // Back: the router gives the entry its old id; page 1 arrives as on the first visit.
    renderGrid();
    expect(tiles()).toHaveLength(20);
    expect(scrolledTo).toEqual([2600]);
    // it goes on from page 3, not page 2 again
    pages[3] = { datas: range(21, 25), has_more: false };
    scroll(2700, 850);
    await waitFor(() => expect(tiles()).toHaveLength(25));
    expect(calls.map((c) => c.page)).toEqual([2, 3]);
  });

  it("15.9: a fresh visit, or another category, starts again from page 1 at the top", async () => {
    pages[2] = { datas: range(11, 20), has_more: true };
    const first = renderGrid();
    scroll(1400, 900);
    await waitFor(() => expect(tiles()).toHaveLength(20));
    first.unmount();

    const other = renderGrid({ categoryId: "cat-dresses" });
    expect(tiles()).toHaveLength(10);
    other.unmount();
    entryId = "_b_7_";
    renderGrid();
    expect(tiles()).toHaveLength(10);
    expect(scrolledTo).toEqual([]);
  });

  it("says so when the category is empty", () => {
    renderGrid({ initialItems: [], initialHasMore: false });
    expect(screen.getByText("There are no items in this category.")).toBeInTheDocument();
    expect(screen.queryByTestId("item-tile")).not.toBeInTheDocument();
  });
});

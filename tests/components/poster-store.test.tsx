// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ItemSummary } from "@/lib/api/schemas/item";
import { POSTER_SNACKBAR_MS } from "@/lib/poster/cart";
import { decodePosterCart } from "@/lib/poster/checkout-data";
import { PosterStore } from "@/components/poster/poster-store";
import { QueryWrapper } from "../support/query-wrapper";

const NOW = Date.now();
const ENDED = Math.floor(NOW / 1000) - 60;
const STORE = { id: "s-emma", name: "Emma's Closet", open_id: "o", user_name: "emma", user_id: "u" };

const summary = (id: string, name: string, over: Partial<ItemSummary> = {}): ItemSummary => ({
  _id: id, store_id: "s-emma", name, thumb: `/api/images/${id}.png`, brand: { name: "Maison" }, min_price: 4500, max_price: 4500,
  compare_at_price: null, price_type: "regular", out_of_stock: false, is_preorder: false, offer_ends: null, is_bundle: false, ...over,
});

const detail = (id: string, name: string, over: Record<string, unknown> = {}) => ({
  _id: id, item_src_id: id, name, code: "C1", brand: { name: "Maison" }, category: null, description: "", store: STORE,
  thumb: `/api/images/${id}.png`, files: [], influencer_images: [], min_price: 4500, max_price: 4500, compare_at_price: null,
  min_retail_price: 4500, max_retail_price: 4500, price_type: "regular", is_preorder: false, drop_date: null, offer_ends: null,
  is_bundle: false, bundle: null, out_of_stock: false,
  variants: [
    { id: `${id}-s`, options: [{ name: "Size", option: "S" }], stock: 3, retail_stock: 3, price: 4500, compare_at_price: null, image: null, sku: "S" },
    { id: `${id}-m`, options: [{ name: "Size", option: "M" }], stock: 5, retail_stock: 5, price: 4500, compare_at_price: null, image: null, sku: "M" },
  ],
  ...over,
});

const items = [
  summary("dress", "Silk Slip Dress"),
  summary("coat", "Wool Coat", { is_preorder: true, offer_ends: ENDED }),
];
const details: Record<string, ReturnType<typeof detail>> = {
  dress: detail("dress", "Silk Slip Dress"),
  coat: detail("coat", "Wool Coat", { is_preorder: true, offer_ends: ENDED, drop_date: "2026-12-20" }),
};

let detailCalls = 0;
let failFrom = Infinity;
const server = setupServer(
  http.get("*/api/items/:item/:store/details", ({ params }) => {
    detailCalls += 1;
    if (detailCalls >= failFrom) return HttpResponse.json({ success: false, message: "down" }, { status: 503 });
    return HttpResponse.json({ success: true, data: details[String(params.item)] });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  detailCalls = 0;
  failFrom = Infinity;
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

const renderPoster = () =>
  render(<PosterStore store="emma" storeName="Emma's Closet" origin="https://shop.example.com" items={items} moreHref={null} renderedAt={NOW} />, { wrapper: QueryWrapper });

describe("the poster store (TOOLS-09, TOOLS-10)", () => {
  it("lists the items, opens one, adds it to the frame's cart and links Checkout to the poster checkout with the cart", async () => {
    const user = userEvent.setup();
    renderPoster();
    expect(screen.getByRole("heading", { level: 1, name: "Emma's Closet" })).toBeInTheDocument();
    expect(screen.getAllByTestId("poster-tile")).toHaveLength(2);
    expect(screen.queryByRole("link", { name: "Checkout" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Silk Slip Dress/ }));
    expect(await screen.findByRole("heading", { level: 2, name: "Silk Slip Dress" })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Option" }), "Size: M");
    await user.selectOptions(screen.getByRole("combobox", { name: "Quantity" }), "2");
    await user.click(screen.getByRole("button", { name: "add to cart" }));

    expect(await screen.findByText("Cart: 2 items")).toBeInTheDocument();
    const checkout = await screen.findByRole("link", { name: "Checkout" });
    expect(checkout).toHaveAttribute("target", "_blank");
    const url = new URL(checkout.getAttribute("href")!);
    expect(url.origin + url.pathname).toBe("https://shop.example.com/emma/poster_checkout");
    expect(await decodePosterCart(url.searchParams.get("data"))).toEqual({
      ok: true,
      entries: [{ store_id: "s-emma", item_id: "dress", variant_id: "dress-m", units: 2 }],
    });
    // the cart is kept in the frame: a reload of the framed page finds it
    expect(JSON.parse(sessionStorage.getItem("sf.poster.emma")!)).toEqual([{ store_id: "s-emma", item_id: "dress", variant_id: "dress-m", units: 2 }]);

    await user.click(screen.getByRole("button", { name: "← All items" }));
    expect(screen.getAllByTestId("poster-tile")).toHaveLength(2);
  });

  it("shows an ended pre-order with a disabled 'Offer ended' button", async () => {
    const user = userEvent.setup();
    renderPoster();
    expect(within(screen.getByRole("button", { name: /Wool Coat/ })).getByText("Offer ended")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Wool Coat/ }));
    expect(await screen.findByRole("button", { name: "Offer ended" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "add to cart" })).not.toBeInTheDocument();
  });

  it("says 'An error occured, please try again.' in a snackbar for 4 s when the add fails, and adds nothing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPoster();
    await user.click(screen.getByRole("button", { name: /Silk Slip Dress/ }));
    await screen.findByRole("heading", { level: 2, name: "Silk Slip Dress" });
    failFrom = detailCalls + 1; // the add reads the item afresh: that read fails
    await user.click(screen.getByRole("button", { name: "add to cart" }));

    const snackbar = screen.getByRole("status", { name: "" });
    await waitFor(() => expect(snackbar).toHaveTextContent("An error occured, please try again."));
    expect(screen.getByText("Cart: 0 items")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(POSTER_SNACKBAR_MS - 200));
    expect(snackbar).toHaveTextContent("An error occured, please try again.");
    act(() => vi.advanceTimersByTime(400));
    expect(snackbar).toBeEmptyDOMElement();
  });
});

// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { OrderSummary, OrdersPage, ReturnsPage } from "@/lib/api/schemas/order-history";
import { CarrierLink } from "@/components/orders/account/carrier-link";
import { OrdersList } from "@/components/orders/account/orders-list";
import { ReturnsList } from "@/components/orders/account/returns-list";
import { QueryWrapper } from "../support/query-wrapper";

let search = new URLSearchParams();
vi.mock("next/navigation", () => ({ useSearchParams: () => search }));

const entry = (n: number, patch: Partial<OrderSummary> = {}): OrderSummary => ({
  id: `order-${n}`,
  type: 0,
  order_number: `SF2000${String(n).padStart(2, "0")}`,
  pics: [`/api/images/item/${n}.svg`],
  created_at: "2026-11-20T10:00:00.000Z",
  items_count: 2,
  grand_total: 12345,
  is_share_box: false,
  is_confirmed: true,
  is_canceled: false,
  is_allowed_to_confirm: false,
  stylist_user_name: null,
  ...patch,
});

/** What the fake API answers for each page of orders; a number is an error status. */
let orderPages: Record<number, OrdersPage | number> = {};
let asked: number[] = [];

const server = setupServer(
  http.get("*/api/orders/", ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get("pageNo"));
    asked.push(page);
    const answer = orderPages[page];
    if (answer === undefined || typeof answer === "number") return HttpResponse.json({ success: false, message: "The orders are taking a nap." }, { status: typeof answer === "number" ? answer : 404 });
    return HttpResponse.json({ success: true, data: answer });
  }),
  http.get("*/api/return/all", ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get("pageNo"));
    asked.push(page);
    const answer: ReturnsPage = {
      return_orders: [{ id: "return-2", number: "RT200099", created_at: "2026-11-21T10:00:00.000Z", status: "refunded", refund_amount: 4200, refund_blings: 0, _pics: [] }],
      count: 2,
      has_more: false,
    };
    return HttpResponse.json({ success: true, data: answer });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  await Promise.all([import("@/lib/api/calls/orders"), import("@/lib/api/browser")]);
});
beforeEach(() => {
  search = new URLSearchParams();
  orderPages = {};
  asked = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderOrders = (initial: OrdersPage | null) => render(<OrdersList store="myorders" initial={initial} />, { wrapper: QueryWrapper });

describe("the orders list (ACCT-02/03)", () => {
  it("shows page 1 from the server with every field, then loads the next page on 'Load more'", async () => {
    const user = userEvent.setup();
    orderPages[2] = { datas: [entry(11)], has_more: false, length: 11 };
    renderOrders({ datas: [entry(1, { is_canceled: true })], has_more: true, length: 11 });
    const list = screen.getByRole("list", { name: "Orders" });
    const first = within(list).getByRole("link", { name: /SF200001/ });
    expect(first).toHaveAttribute("href", "/myorders/orders/regular/order-1");
    expect(first).toHaveTextContent("$ 123.45");
    expect(first).toHaveTextContent("November 20, 2026 · 2 items");
    expect(first).toHaveTextContent("Canceled");
    expect(asked).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(list).findByRole("link", { name: /SF200011/ })).toBeInTheDocument();
    expect(asked).toEqual([2]);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("says the list is clear when the shopper has no order", () => {
    renderOrders({ datas: [], has_more: false, length: 0 });
    expect(screen.getByText("Your order list is clear!")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("shows the error display when page 1 fails, and Retry loads it", async () => {
    const user = userEvent.setup();
    orderPages[1] = 500;
    renderOrders(null);
    expect(await screen.findByRole("alert")).toHaveTextContent("The orders are taking a nap.");
    expect(screen.queryByText("Your order list is clear!")).not.toBeInTheDocument();
    orderPages[1] = { datas: [entry(3)], has_more: false, length: 1 };
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: /SF200003/ })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps the orders shown when a later page fails, and asks for that page again on Retry", async () => {
    const user = userEvent.setup();
    orderPages[2] = 503;
    renderOrders({ datas: [entry(1)], has_more: true, length: 11 });
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The orders are taking a nap.");
    expect(screen.getByRole("link", { name: /SF200001/ })).toBeInTheDocument();
    orderPages[2] = { datas: [entry(12)], has_more: false, length: 11 };
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: /SF200012/ })).toBeInTheDocument();
    expect(asked).toEqual([2, 2]);
  });

  it("keeps the query string on the detail links and sends a pre-sale order to its own page", () => {
    search = new URLSearchParams("inapp");
    renderOrders({ datas: [entry(1), entry(3, { type: 3 })], has_more: false, length: 2 });
    expect(screen.getByRole("link", { name: /SF200001/ })).toHaveAttribute("href", "/myorders/orders/regular/order-1?inapp=");
    expect(screen.getByRole("link", { name: /SF200003/ })).toHaveAttribute("href", "/myorders/orders/regular/presale/order-3");
  });

  it("an unconfirmed share box is no link on the web", () => {
    renderOrders({ datas: [entry(6, { type: 1, is_share_box: true, is_confirmed: false, stylist_user_name: "demo" })], has_more: false, length: 1 });
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText(/SF200006/).closest("li")).toHaveTextContent("Box from demo");
  });

  it("in the app, an unconfirmed share box asks the app to show it (viewTryOnBox)", async () => {
    const user = userEvent.setup();
    search = new URLSearchParams("inapp");
    const postMessage = vi.fn();
    Object.assign(window, { ReactNativeWebView: { postMessage } });
    try {
      renderOrders({ datas: [entry(6, { type: 1, is_share_box: true, is_confirmed: false })], has_more: false, length: 1 });
      await user.click(screen.getByRole("button", { name: /SF200006/ }));
      expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ command: "viewTryOnBox", data: "order-6" }));
    } finally {
      delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
    }
  });
});

describe("the returns list (ACCT-11)", () => {
  it("shows each return with its refund, '-' while in progress, and links to the detail from the list", async () => {
    const user = userEvent.setup();
    render(
      <ReturnsList
        store="demo"
        initial={{ return_orders: [{ id: "return-1", number: "RT200007", created_at: "2026-11-20T10:00:00.000Z", status: "requested", refund_amount: null, refund_blings: null, _pics: ["/p.svg"] }], count: 2, has_more: true }}
      />,
      { wrapper: QueryWrapper },
    );
    const first = screen.getByRole("link", { name: /RT200007/ });
    expect(first).toHaveAttribute("href", "/demo/orders/return/return-1");
    expect(first).toHaveTextContent("Refund - · Blings -");
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: /RT200099/ })).toHaveTextContent("Refund $ 42.00");
    expect(asked).toEqual([2]);
  });

  it("says the list is clear when there is no return", () => {
    render(<ReturnsList store="demo" initial={{ return_orders: [], count: 0, has_more: false }} />, { wrapper: QueryWrapper });
    expect(screen.getByText("Your return list is clear!")).toBeInTheDocument();
  });
});

describe("waiting for page 1", () => {
  it("shows a loading line while the browser reads page 1", async () => {
    orderPages[1] = { datas: [entry(1)], has_more: false, length: 1 };
    renderOrders(null);
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    await waitFor(() => expect(screen.getByRole("link", { name: /SF200001/ })).toBeInTheDocument());
  });
});

describe("the carrier's tracking page (ACCT-10, INAPP-07)", () => {
  const URL_ = "https://tools.usps.com/go/TrackConfirmAction?tLabels=94001";

  it("is a link to a new tab on the web", () => {
    render(<CarrierLink url={URL_} />);
    const link = screen.getByRole("link", { name: /Track with the carrier/ });
    expect(link).toHaveAttribute("href", URL_);
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("opens through the app's openTrackingUrl in the app, not in the web view", async () => {
    const user = userEvent.setup();
    search = new URLSearchParams("inapp");
    const postMessage = vi.fn();
    Object.assign(window, { ReactNativeWebView: { postMessage } });
    const opened = vi.fn();
    window.addEventListener("click", (event) => opened(event.defaultPrevented), { once: true });
    try {
      render(<CarrierLink url={URL_} />);
      await user.click(screen.getByRole("link", { name: /Track with the carrier/ }));
      expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ command: "openTrackingUrl", data: URL_ }));
      expect(opened).toHaveBeenCalledWith(true);
    } finally {
      delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
    }
  });
});

// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AccountOrderDetail as Order, AccountOrderItem, ReturnDetail } from "@/lib/api/schemas/order-history";
import { AccountOrderDetail } from "@/components/orders/account/account-order-detail";
import { ReturnDetailView } from "@/components/orders/account/return-detail-view";

vi.mock("@/components/orders/refund/refund-mode", () => ({ RefundMode: () => <button type="button">Return</button> }));

const address = { name: "Sam Shopper", address: "500 Howard St", address2: "", city: "San Francisco", state: "CA", zip_code: "94105", phone: "4155550142" };

const line = (id: string, patch: Partial<AccountOrderItem> = {}): AccountOrderItem => ({
  id, item_id: `itm-${id}`, thumb: `/api/images/item/${id}.svg`, name: `Dress ${id}`, code: `D-${id}`, optionStr: "Color: Navy / Size: S",
  options: [], type: 0, units: 1, price: 9900, compare_at_price: null, discount_price: 0, original_price: 9900, is_bundle: false, bundle: null,
  tracking_number: null, tracking_url: null, is_canceled: false, return_message: "", coupon_message: "", is_allowed_to_return: true, returnable_units: 1,
  ...patch,
});

const order = (patch: Partial<Order> = {}): Order => ({
  id: "order-history-5", order_number: "SF200005", type: "Order", type_title: "Order", status: "paid", email: "shopper@example.com", is_confirmed: true,
  shipping_address: address, billing_address: address, shipping_method: "Standard Shipping",
  items_total: 19800, total_discount: 1000, shipping: 800, tax: 1733, blings: 500, grand_total: 20833, remark: "Something for a summer wedding, please!",
  created_at: "2026-11-21T10:00:00.000Z",
  stores: [
    {
      store_name: "Dana's Edit", store_user_name: "demo", items_total: 9900, total_discount: 1000, sub_total: 8900,
      items: [
        line("a", { tracking_number: "9400111899223100000005", tracking_url: "https://tools.usps.com/x" }),
        line("b", { is_bundle: true, bundle: { items: [{ item_id: "p1", name: "Straight-Leg Jeans", thumb: "/t.png", options: [{ name: "Size", option: "30" }] }] } }),
      ],
    },
    { store_name: "Chloe's Closet", store_user_name: "chloe", items_total: 9900, total_discount: 0, sub_total: 9900, items: [line("c")] },
  ],
  return_history: [{ date: "2026-11-22T10:00:00.000Z", status: "refunded", refund_amount: 4200, refund_blings: 0, return_order_id: "return-history-8" }],
  is_share_box: false, is_canceled: false, is_allowed_to_return: true, order_items: [], is_goldbox_order: false, presale_cancel: null, refunds: [],
  ...patch,
});

describe("the account's order detail (ACCT-04/05)", () => {
  it("titles the page, shows the refund mode and each store's lines, bundles and subtotals", () => {
    render(<AccountOrderDetail order={order()} store="myorders" search="" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("ORDER DETAIL");
    expect(screen.getByRole("button", { name: "Return" })).toBeInTheDocument();
    expect(screen.getByTestId("order-number")).toHaveTextContent("SF200005");
    const demo = screen.getByRole("region", { name: "Items from Dana's Edit" });
    expect(within(demo).getByText("Dress a")).toBeInTheDocument();
    expect(within(demo).getByRole("list", { name: "Items in Dress b" })).toHaveTextContent("Straight-Leg Jeans · Size: 30");
    expect(within(demo).getByText("Subtotal").nextElementSibling).toHaveTextContent("$ 89.00");
    expect(screen.getByRole("region", { name: "Items from Chloe's Closet" })).toHaveTextContent("Dress c");
  });

  it("links Tracking for each store that shipped, by its index, keeping the query string", () => {
    render(<AccountOrderDetail order={order({ stores: [order().stores[0]!, { ...order().stores[1]!, items: [line("c", { tracking_number: "1Z", tracking_url: null })] }] })} store="demo" search="inapp=" />);
    const links = screen.getAllByRole("link", { name: /^Tracking/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/demo/orders/tracking/order-history-5/0?inapp=", "/demo/orders/tracking/order-history-5/1?inapp="]);
  });

  it("has no Tracking link for a store that has not shipped", () => {
    render(<AccountOrderDetail order={order()} store="demo" search="" />);
    expect(within(screen.getByRole("region", { name: "Items from Chloe's Closet" })).queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows the note to the stylist and every total", () => {
    render(<AccountOrderDetail order={order()} store="demo" search="" />);
    expect(screen.getByRole("region", { name: "Note to the stylist" })).toHaveTextContent("Something for a summer wedding, please!");
    const totals = screen.getByRole("region", { name: "Order totals" });
    for (const [label, amount] of [["Items", "$ 198.00"], ["Discount", "- $ 10.00"], ["Shipping", "$ 8.00"], ["Tax", "$ 17.33"], ["Blings", "- $ 5.00"], ["Total", "$ 208.33"]]) {
      expect(within(totals).getByText(label!).nextElementSibling).toHaveTextContent(amount!);
    }
  });

  it("lists the Return History with a link to each return's detail from the order", () => {
    render(<AccountOrderDetail order={order()} store="demo" search="" />);
    const history = screen.getByRole("region", { name: "Return History" });
    const row = within(history).getAllByRole("row")[1]!;
    expect(row).toHaveTextContent("November 22, 2026");
    expect(row).toHaveTextContent("refunded");
    expect(row).toHaveTextContent("$ 42.00");
    expect(within(row).getByRole("link")).toHaveAttribute("href", "/demo/orders/regular/return/return-history-8");
  });

  it("has no Return History, note or KOL banner when there is none", () => {
    render(<AccountOrderDetail order={order({ return_history: [], remark: "" })} store="demo" search="" />);
    expect(screen.queryByRole("region", { name: "Return History" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Note to the stylist" })).not.toBeInTheDocument();
    expect(screen.queryByText("This is a KOL Box order")).not.toBeInTheDocument();
  });

  it("shows the KOL box banner on an unconfirmed share box only", () => {
    const { unmount } = render(<AccountOrderDetail order={order({ is_share_box: true, is_confirmed: false })} store="demo" search="" />);
    expect(screen.getByRole("status")).toHaveTextContent("This is a KOL Box order");
    expect(screen.getByRole("status")).toHaveTextContent("please download Stylist Storefront app to confirm order.");
    unmount();
    render(<AccountOrderDetail order={order({ is_share_box: true, is_confirmed: true })} store="demo" search="" />);
    expect(screen.queryByText("This is a KOL Box order")).not.toBeInTheDocument();
  });

  it("links the pre-sale detail when the order holds pre-sale lines", () => {
    render(<AccountOrderDetail order={order({ order_items: [line("p", { type: 3 })] })} store="demo" search="" />);
    expect(screen.getByRole("link", { name: "Pre-sale detail" })).toHaveAttribute("href", "/demo/orders/regular/presale/order-history-5");
  });
});

const ret = (patch: Partial<ReturnDetail> = {}): ReturnDetail => ({
  id: "return-history-7", number: "RT200007", order_id: "order-history-7", status: "requested", reason: "Size", created_at: "2026-11-20T10:00:00.000Z",
  order_items: [{ code: "D-13", name: "Broderie Day Dress", thumb: "/t.svg", price: 8800, units: 1, return_message: "" }],
  items_total: 8800, tax: 770, shipping: 800, refund_amount: null, refund_blings: null,
  ...patch,
});

describe("the return entry (ACCT-12)", () => {
  it("says 'Return in progress' while neither refund is known, with no summary", () => {
    render(<ReturnDetailView ret={ret()} store="demo" fromList={false} search="" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("RETURN ENTRY");
    expect(screen.getByText("Broderie Day Dress")).toBeInTheDocument();
    expect(screen.getByText("Return in progress")).toBeInTheDocument();
    expect(screen.queryByText("Return Summary")).not.toBeInTheDocument();
  });

  it("shows the Return Summary once refunded", () => {
    render(<ReturnDetailView ret={ret({ status: "refunded", refund_amount: 8770, refund_blings: 0 })} store="demo" fromList={false} search="" />);
    expect(screen.queryByText("Return in progress")).not.toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Return Summary" });
    expect(within(summary).getByText("Items").nextElementSibling).toHaveTextContent("$ 88.00");
    expect(within(summary).getByText("Tax").nextElementSibling).toHaveTextContent("$ 7.70");
    expect(within(summary).getByText("Return shipping").nextElementSibling).toHaveTextContent("- $ 8.00");
    expect(screen.getByTestId("return-refund")).toHaveTextContent("$ 87.70");
  });

  it("offers 'see original order' only when reached from the returns list, keeping the query", () => {
    const { unmount } = render(<ReturnDetailView ret={ret()} store="demo" fromList={false} search="" />);
    expect(screen.queryByRole("link", { name: "see original order" })).not.toBeInTheDocument();
    unmount();
    render(<ReturnDetailView ret={ret()} store="demo" fromList search="inapp=" />);
    expect(screen.getByRole("link", { name: "see original order" })).toHaveAttribute("href", "/demo/orders/regular/order-history-7?inapp=");
  });
});

describe("the subscription entry (ACCT-14)", () => {
  it("is the order under 'SUBSCRIPTION ENTRY', without the refund mode", () => {
    render(<AccountOrderDetail order={order({ type: "Subscription" })} store="demo" search="" entry="subscription" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("SUBSCRIPTION ENTRY");
    expect(screen.queryByRole("button", { name: "Return" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Order totals" })).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrderDetail } from "@/lib/api/schemas/checkout";
import { OrderDetailView } from "@/components/orders/order-detail-view";
import { OrderLookupForm } from "@/components/orders/order-lookup-form";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }) }));
vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn(), clearErrors: vi.fn() } }));
const { notify } = await import("@/lib/toast");

const NOT_FOUND = "User or order not found, please check the email and order id.";

afterEach(() => vi.clearAllMocks());

describe("the order lookup form", () => {
  it("asks for both fields before looking anything up", async () => {
    const user = userEvent.setup();
    render(<OrderLookupForm store="demo" initial={{ email: "", orderId: "" }} failure={null} />);
    await user.click(screen.getByRole("button", { name: "Check order" }));
    // the schema loads with the first validation (lib/forms/lazy-zod-resolver.ts)
    expect(await screen.findByText("please enter an email address")).toBeInTheDocument();
    expect(screen.getByText("please enter an order id")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(push).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Email"), "ann@example.com");
    await user.click(screen.getByRole("button", { name: "Check order" }));
    await waitFor(() => expect(screen.getByLabelText("Order id")).toHaveFocus());
    expect(screen.queryByText("please enter an email address")).not.toBeInTheDocument();
  });

  it("opens the lookup URL with both in the query", async () => {
    const user = userEvent.setup();
    render(<OrderLookupForm store="demo" initial={{ email: "", orderId: "" }} failure={null} />);
    await user.type(screen.getByLabelText("Email"), " ann@example.com ");
    await user.type(screen.getByLabelText("Order id"), "SF100001");
    await user.click(screen.getByRole("button", { name: "Check order" }));
    expect(push).toHaveBeenCalledWith("/demo/orders/lookup?order_id=SF100001&email=ann%40example.com");
  });

  it("comes back after a miss with what was typed and the toast, and says it again for the same values", async () => {
    const user = userEvent.setup();
    render(<OrderLookupForm store="demo" initial={{ email: "ann@example.com", orderId: "SF999" }} failure={NOT_FOUND} />);
    expect(notify.error).toHaveBeenCalledWith(NOT_FOUND);
    expect(screen.getByLabelText("Email")).toHaveValue("ann@example.com");
    expect(screen.getByLabelText("Order id")).toHaveValue("SF999");

    await user.click(screen.getByRole("button", { name: "Check order" }));
    expect(notify.error).toHaveBeenCalledTimes(2);
    expect(push).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Order id"));
    await user.type(screen.getByLabelText("Order id"), "SF100001");
    await user.click(screen.getByRole("button", { name: "Check order" }));
    expect(push).toHaveBeenCalledWith("/demo/orders/lookup?order_id=SF100001&email=ann%40example.com");
  });
});

const address = { name: "Ann Lee", address: "1 Main St", address2: "Apt 4", city: "Austin", state: "TX", zip_code: "78701", phone: "5125550100" };
const order: OrderDetail = {
  id: "o1", order_number: "SF100001", type: "Order", type_title: "Order", status: "paid", email: "ann@example.com", is_confirmed: true,
  shipping_address: address, billing_address: null, shipping_method: "Standard Shipping",
  items_total: 25800, total_discount: 2580, shipping: 0, tax: 1916, blings: 0, grand_total: 25136, remark: "", created_at: "2026-11-20T10:00:00.000Z",
  stores: [{
    store_name: "Dana's Edit", store_user_name: "demo", items_total: 25800, total_discount: 2580, sub_total: 23220,
    items: [
      {
        id: "i1", item_id: "itm-001", thumb: "/api/images/item/itm-001.png", name: "Rosewood Wrap Dress", code: "D1", optionStr: "Color: Rose / Size: M",
        options: [{ name: "Color", option: "Rose" }, { name: "Size", option: "M" }], type: 0, units: 2, price: 9900, compare_at_price: 12000,
        discount_price: 0, original_price: 9900, is_bundle: false, bundle: null, tracking_number: null, tracking_url: null, is_canceled: false, return_message: "", coupon_message: "",
      },
      {
        id: "i2", item_id: "itm-065", thumb: "/api/images/item/itm-065.png", name: "Weekend Denim Set", code: "B1", optionStr: "", options: [], type: 0, units: 1,
        price: 6000, compare_at_price: null, discount_price: 2580, original_price: 6000, is_bundle: true,
        bundle: { items: [{ item_id: "itm-022", name: "Straight-Leg Jeans", thumb: "/t.png", options: [{ name: "Size", option: "30" }] }, { item_id: "itm-014", name: "Linen Shirt", thumb: "/t.png", options: [] }] },
        tracking_number: null, tracking_url: null, is_canceled: false, return_message: "", coupon_message: "WELCOME15 applied",
      },
    ],
  }],
  return_history: [],
};

describe("the order detail", () => {
  it("shows the number, items with options and bundles, addresses, the method and the totals", () => {
    render(<OrderDetailView order={order} headingLevel={1} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Order SF100001");
    expect(screen.getByText(/Placed on November 20, 2026/)).toBeInTheDocument();
    const store = screen.getByRole("region", { name: "Items from Dana's Edit" });
    expect(within(store).getByText("Color: Rose / Size: M")).toBeInTheDocument();
    expect(within(store).getByText(/Qty 2 × \$ 99\.00/)).toBeInTheDocument();
    expect(within(store).getByText("$ 198.00")).toBeInTheDocument();
    // The bundle's line total is its price less its discount share.
    expect(within(store).getByText("$ 34.20")).toBeInTheDocument();
    const parts = within(store).getByRole("list", { name: "Items in Weekend Denim Set" });
    expect(within(parts).getByText("Straight-Leg Jeans")).toBeInTheDocument();
    expect(within(store).getByText("WELCOME15 applied")).toBeInTheDocument();

    // Billing falls back to the shipping address when the order kept none of its own.
    expect(screen.getAllByText("(512) 555-0100")).toHaveLength(2);
    expect(screen.getAllByText("Austin, TX 78701")).toHaveLength(2);
    expect(screen.getByText("Standard Shipping")).toBeInTheDocument();
    expect(screen.getByTestId("order-grand-total")).toHaveTextContent("$ 251.36");
    expect(screen.getByText(/Questions about your order\?/)).toBeInTheDocument();
  });

  it("15.4: an order on screen takes the error toasts of the failed tries away", () => {
    expect(notify.clearErrors).not.toHaveBeenCalled();
    render(<OrderDetailView order={order} headingLevel={1} />);
    expect(notify.clearErrors).toHaveBeenCalledTimes(1);
  });

  it("says pick up when there is no shipping address, and gives the subscription's help", () => {
    render(<OrderDetailView order={{ ...order, type: "Subscription", type_title: "Subscription", shipping_address: null, billing_address: address }} />);
    expect(screen.getByText("Pick up")).toBeInTheDocument();
    expect(screen.getByText(/Questions about your subscription\?/)).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BundleItem, Variant } from "@/lib/api/schemas/item";
import { LOCAL_CART_KEY } from "@/lib/cart/local-cart";
import { ItemSelectionProvider } from "@/components/item/item-selection";
import { PurchasePanel, type PurchaseItem } from "@/components/item/purchase-panel";
import { QueryWrapper } from "../support/query-wrapper";

vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));
const { notify } = await import("@/lib/toast");

const v = (id: string, size: string, stock: number, price = 3000): Variant => ({
  id, options: [{ name: "Size", option: size }], stock, retail_stock: stock, price, compare_at_price: null, image: null, sku: id,
});
const part = (id: string, name: string, variants: Variant[]): BundleItem => ({ id, name, code: id, thumb: `/api/images/${id}.svg`, brand: { name: "Maison" }, category: null, variants });

const bundleItem: PurchaseItem = {
  _id: "bundle-1",
  store: { id: "store-1", name: "Emma's Closet", open_id: "op1", user_name: "emma", user_id: "u1" },
  variants: [v("bundle-v", "Set", 10)],
  min_price: 9000,
  max_price: 9000,
  compare_at_price: null,
  price_type: "regular",
  out_of_stock: false,
  is_preorder: false,
  offer_ends: null,
  drop_date: null,
  is_bundle: true,
  bundle: {
    groups: [
      {
        discount: 20,
        count: 3,
        items: [
          part("top", "Linen Top", [v("top-s", "S", 2), v("top-m", "M", 0)]),
          part("pants", "Wide Pants", [v("pants-s", "S", 1, 4500), v("pants-m", "M", 4, 5000)]),
          part("scarf", "Silk Scarf", [v("scarf-1", "One size", 6, 1000)]),
        ],
      },
    ],
  },
};

function renderBundle(item = bundleItem) {
  return render(
    <ItemSelectionProvider variants={item.variants}>
      <PurchasePanel item={item} store="emma" renderedAt={Date.now()} />
    </ItemSelectionProvider>,
    { wrapper: QueryWrapper },
  );
}

const stored = () => JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY) ?? "[]") as unknown[];

afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

describe("bundle panel", () => {
  it("shows the heading, the percent off, the item count and a select per item", () => {
    renderBundle();
    expect(screen.getByRole("heading", { name: "Bundle Items" })).toBeInTheDocument();
    expect(screen.getByText("20% off")).toBeInTheDocument();
    expect(screen.getByText(/3 items/)).toBeInTheDocument();
    expect(screen.getAllByRole("combobox")).toHaveLength(3);
    expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
  });

  it("preselects single-variant items and disables sold-out options", () => {
    renderBundle();
    expect(screen.getByRole("combobox", { name: "Silk Scarf" })).toHaveValue("scarf-1");
    expect(screen.getByRole("option", { name: "M (Out of stock)" })).toBeDisabled();
  });

  it("requires every option before adding", async () => {
    const user = userEvent.setup();
    renderBundle();
    await user.selectOptions(screen.getByRole("combobox", { name: "Linen Top" }), "top-s");
    await user.click(screen.getByRole("button", { name: "add to cart" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please select all item options.");
    const pants = screen.getByRole("combobox", { name: "Wide Pants" });
    expect(pants).toHaveAttribute("aria-invalid", "true");
    expect(pants).toHaveFocus();
    expect(stored()).toEqual([]);
  });

  it("15.6: shows the price range until every piece is chosen, then the net price beside the struck sum", async () => {
    const user = userEvent.setup();
    renderBundle({ ...bundleItem, min_price: 8500, max_price: 9000 });
    expect(screen.getByText("$ 85.00 - $ 90.00")).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Linen Top" }), "top-s");
    await user.selectOptions(screen.getByRole("combobox", { name: "Wide Pants" }), "pants-m");
    // 30 + 50 + 10 = 90, less 20 %
    expect(screen.getByText("$ 72.00")).toBeInTheDocument();
    expect(screen.getByText("Original price:").parentElement).toHaveTextContent("$ 90.00");
    expect(screen.getByText("Original price:").parentElement).toHaveClass("line-through");
    expect(screen.queryByText("$ 85.00 - $ 90.00")).not.toBeInTheDocument();
  });

  it("adds ONE line for the bundle with every choice, the parts' price, and toasts", async () => {
    const user = userEvent.setup();
    renderBundle();
    await user.selectOptions(screen.getByRole("combobox", { name: "Linen Top" }), "top-s");
    await user.selectOptions(screen.getByRole("combobox", { name: "Wide Pants" }), "pants-m");
    await user.click(screen.getByRole("button", { name: "add to cart" }));
    expect(stored()).toEqual([
      expect.objectContaining({
        item_id: "bundle-1",
        store_id: "store-1",
        variant_id: "bundle-v",
        units: 1,
        // 30 + 50 + 10: the parts chosen
        seen_price: 9000,
        bundle: [
          { item_id: "top", variant_id: "top-s" },
          { item_id: "pants", variant_id: "pants-m" },
          { item_id: "scarf", variant_id: "scarf-1" },
        ],
      }),
    ]);
    expect(notify.success).toHaveBeenCalledWith("bundle items added.");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

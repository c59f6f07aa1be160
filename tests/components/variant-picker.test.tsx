// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Variant } from "@/lib/api/schemas/item";
import { LOCAL_CART_KEY } from "@/lib/cart/local-cart";
import { ItemSelectionProvider } from "@/components/item/item-selection";
import { PurchasePanel, type PurchaseItem } from "@/components/item/purchase-panel";
import { QueryWrapper } from "../support/query-wrapper";

vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));
const { notify } = await import("@/lib/toast");

function variant(id: string, options: Record<string, string>, stock: number, price = 4500): Variant {
  return { id, options: Object.entries(options).map(([name, option]) => ({ name, option })), stock, retail_stock: stock, price, compare_at_price: null, image: null, sku: id };
}

// Black: S (3) and M (sold out); Ivory: M (5) and L (2); no Black L, no Ivory S.
const dressVariants = [
  variant("black-s", { Color: "Black", Size: "S" }, 3, 4500),
  variant("black-m", { Color: "Black", Size: "M" }, 0, 4500),
  variant("ivory-m", { Color: "Ivory", Size: "M" }, 5, 5200),
  variant("ivory-l", { Color: "Ivory", Size: "L" }, 2, 5200),
];

function item(over: Partial<PurchaseItem> = {}): PurchaseItem {
  return {
    _id: "item-1",
    store: { id: "store-1", name: "Emma's Closet", open_id: "op1", user_name: "emma", user_id: "u1" },
    variants: dressVariants,
    min_price: 4500,
    max_price: 5200,
    compare_at_price: 6000,
    price_type: "regular",
    out_of_stock: false,
    is_preorder: false,
    offer_ends: null,
    drop_date: null,
    is_bundle: false,
    bundle: null,
    ...over,
  };
}

function renderPanel(it: PurchaseItem = item()) {
  return render(
    <ItemSelectionProvider variants={it.variants}>
      <PurchasePanel item={it} store="emma" renderedAt={Date.now()} />
    </ItemSelectionProvider>,
    { wrapper: QueryWrapper },
  );
}

const stored = () => JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY) ?? "[]") as unknown[];
const group = (name: RegExp) => screen.getByRole("radiogroup", { name });

afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

describe("VariantPicker on the item page", () => {
  it("shows the price range with the struck compare-at price until a variant is chosen", async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByText("$ 45.00 - $ 52.00")).toBeInTheDocument();
    expect(screen.getByText("$ 60.00")).toHaveClass("line-through");
    await user.click(within(group(/Color/)).getByRole("radio", { name: /Ivory/ }));
    await user.click(within(group(/Size/)).getByRole("radio", { name: /^L/ }));
    expect(screen.getByText("$ 52.00")).toBeInTheDocument();
    expect(screen.queryByText("$ 45.00 - $ 52.00")).not.toBeInTheDocument();
  });

  it("disables values that do not combine with the choice and greys sold-out ones", async () => {
    const user = userEvent.setup();
    renderPanel();
    const sizes = group(/Size/);
    expect(within(sizes).getByRole("radio", { name: /^L/ })).toBeEnabled();
    await user.click(within(group(/Color/)).getByRole("radio", { name: /Black/ }));
    expect(within(sizes).getByRole("radio", { name: /^L/ })).toBeDisabled();
    const medium = within(sizes).getByRole("radio", { name: /^M/ });
    expect(medium).toBeEnabled();
    expect(medium).toHaveAccessibleName("M (out of stock)");
    expect(within(sizes).getByRole("radio", { name: /^S/ })).toHaveAccessibleName("S");
  });

  it("lets a sold-out variant be chosen, then says 'Out of stock' with a sign-in prompt and no add", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(within(group(/Color/)).getByRole("radio", { name: /Black/ }));
    await user.click(within(group(/Size/)).getByRole("radio", { name: /^M/ }));
    expect(screen.getByText("Out of stock")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in to be notified when it is back in stock" })).toHaveAttribute("href", "/auth/sign/signin?store=emma");
    expect(screen.getByRole("button", { name: "add to cart" })).toBeDisabled();
  });

  it("clears a group so a blocked value becomes available again", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(within(group(/Color/)).getByRole("radio", { name: /Black/ }));
    expect(within(group(/Size/)).getByRole("radio", { name: /^L/ })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Clear Color" }));
    expect(within(group(/Size/)).getByRole("radio", { name: /^L/ })).toBeEnabled();
  });

  it("auto-picks a group with exactly one in-stock value on a fresh open", () => {
    const vs = [variant("a", { Fabric: "Linen", Size: "S" }, 2), variant("b", { Fabric: "Linen", Size: "M" }, 1), variant("c", { Fabric: "Wool", Size: "M" }, 0)];
    renderPanel(item({ variants: vs }));
    expect(within(group(/Fabric/)).getByRole("radio", { name: /Linen/ })).toBeChecked();
    expect(within(group(/Size/)).getByRole("radio", { name: /^S/ })).not.toBeChecked();
  });

  it("keeps the quantity between 1 and the chosen variant's stock", async () => {
    const user = userEvent.setup();
    renderPanel();
    const qty = screen.getByRole("spinbutton", { name: "Quantity" });
    expect(screen.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await user.click(within(group(/Color/)).getByRole("radio", { name: /Ivory/ }));
    await user.click(within(group(/Size/)).getByRole("radio", { name: /^L/ }));
    const more = screen.getByRole("button", { name: "Increase quantity" });
    await user.click(more);
    await user.click(more);
    expect(qty).toHaveValue(2);
    expect(more).toBeDisabled();
    await user.clear(qty);
    await user.type(qty, "10");
    await user.tab();
    expect(qty).toHaveValue(2);
  });

  it("lowers the quantity when the next variant has less stock", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(within(group(/Color/)).getByRole("radio", { name: /Ivory/ }));
    await user.click(within(group(/Size/)).getByRole("radio", { name: /^M/ }));
    const qty = screen.getByRole("spinbutton", { name: "Quantity" });
    await user.clear(qty);
    await user.type(qty, "4{Enter}");
    expect(qty).toHaveValue(4);
    await user.click(within(group(/Size/)).getByRole("radio", { name: /^L/ }));
    expect(qty).toHaveValue(2);
  });

  it("asks for an option when nothing is chosen and stores nothing", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole("button", { name: "add to cart" }));
    expect(screen.getByRole("alert")).toHaveTextContent("please select item option");
    expect(stored()).toEqual([]);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("adds the chosen variant to the local cart with the price seen and toasts the units", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(within(group(/Color/)).getByRole("radio", { name: /Ivory/ }));
    await user.click(within(group(/Size/)).getByRole("radio", { name: /^M/ }));
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    await user.click(screen.getByRole("button", { name: "add to cart" }));
    expect(stored()).toEqual([expect.objectContaining({ item_id: "item-1", store_id: "store-1", variant_id: "ivory-m", units: 2, seen_price: 5200 })]);
    expect(notify.success).toHaveBeenCalledWith("2 items added.");
    expect(screen.getByRole("link", { name: "View cart" })).toHaveAttribute("href", "/emma/cart");
  });

  it("reports a storage failure with the spec's message", async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    renderPanel(item({ variants: [variant("only", { Size: "One size" }, 4)] }));
    await user.click(screen.getByRole("button", { name: "add to cart" }));
    expect(notify.error).toHaveBeenCalledWith("There was an issue adding item, please try again later.");
    vi.restoreAllMocks();
  });

  it("hides the picker for a single variant, which is preselected", async () => {
    const user = userEvent.setup();
    renderPanel(item({ variants: [variant("only", { Size: "One size" }, 4, 3000)], min_price: 3000, max_price: 3000 }));
    expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
    expect(screen.getByText("$ 30.00")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "add to cart" }));
    expect(stored()).toEqual([expect.objectContaining({ variant_id: "only", units: 1 })]);
    expect(notify.success).toHaveBeenCalledWith("1 items added.");
  });

  it("marks a sold-out item and a member price", () => {
    renderPanel(item({ out_of_stock: true, price_type: "member", variants: dressVariants.map((v) => ({ ...v, stock: 0 })) }));
    expect(screen.getByText("SOLD OUT")).toBeInTheDocument();
    expect(screen.getByText("member price")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "add to cart" })).toBeDisabled();
  });
});

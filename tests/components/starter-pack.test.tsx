// @vitest-environment jsdom
/** CART-10 in the browser: the size picker dialog needs a size; a starter cart line has no Remove and never goes to 0. */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CartItem } from "@/lib/api/schemas/cart";
import type { Variant } from "@/lib/api/schemas/item";
import { CartLine } from "@/components/cart/cart-line";
import { EditOptionDialog } from "@/components/cart/edit-option-dialog";
import { StarterPackDialog } from "@/components/item/starter-pack-dialog";

const v = (size: string, stock = 5): Variant => ({
  id: `pack-${size.toLowerCase()}`,
  options: [
    { name: "Color", option: "White" },
    { name: "Size", option: size },
  ],
  stock,
  retail_stock: stock,
  price: 4900,
  compare_at_price: null,
  image: null,
  sku: `PACK-${size}`,
});
const VARIANTS = [v("S"), v("M"), v("L", 0)];

const line = (patch: Partial<CartItem>): CartItem => ({
  cart_item_id: "l1",
  item_id: "pack",
  variant_id: "pack-m",
  store_id: "s1",
  units: 1,
  name: "Welcome Starter Pack",
  code: "SF-1067",
  brand: "North & Pine",
  category: null,
  thumb: "/t.png",
  price: 4900,
  compare_at_price: null,
  options: VARIANTS[1]!.options,
  variants: VARIANTS,
  results: [{ status: "success", message: "" }],
  out_of_stock: false,
  is_offer_ended: false,
  is_bundle: false,
  bundle: null,
  ...patch,
});

describe("the starter pack's size picker dialog", () => {
  it("requires a size preference, then answers the chosen size's variant; a sold-out size cannot be chosen", async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<StarterPackDialog open variants={VARIANTS} onChoose={onChoose} onClose={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByText("Please select a size preference")).toBeInTheDocument();
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole("radio", { name: /L/ })).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "M" }));
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(onChoose).toHaveBeenCalledWith(VARIANTS[1]);
  });
});

describe("the cart's Edit of a starter-pack line (CART-10)", () => {
  it("opens the size picker with the line's size checked, and answers the new size with the line's units", async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn();
    render(<EditOptionDialog item={line({ is_starter: true, units: 2 })} units={2} onUpdate={onUpdate} onClose={vi.fn()} />);
    const dialog = await screen.findByRole("dialog", { name: "Choose your size preference" });
    expect(within(dialog).getByRole("radio", { name: "M" })).toBeChecked();
    expect(within(dialog).queryByRole("button", { name: "Add to cart" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "S" }));
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(onUpdate).toHaveBeenCalledWith({ variantId: "pack-s", units: 2, price: 4900 });
  });

  it("still requires a size: a line whose size sold out has none checked, and Update says 'Please select a size preference'", async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn();
    render(<EditOptionDialog item={line({ is_starter: true, variant_id: "pack-l" })} units={1} onUpdate={onUpdate} onClose={vi.fn()} />);
    const dialog = await screen.findByRole("dialog", { name: "Choose your size preference" });
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(await within(dialog).findByText("Please select a size preference")).toBeInTheDocument();
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it("any other line opens the ordinary option dialog", async () => {
    render(<EditOptionDialog item={line({ is_starter: false, name: "Tee" })} units={1} onUpdate={vi.fn()} onClose={vi.fn()} />);
    expect(await screen.findByRole("dialog", { name: "Tee" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Choose your size preference" })).not.toBeInTheDocument();
  });
});

describe("a starter-pack cart line", () => {
  const show = (item: CartItem, onUnits = vi.fn(), onRemove = vi.fn()) => {
    render(<CartLine item={item} line={{ local_id: "l1", item_id: item.item_id, store_id: item.store_id, variant_id: item.variant_id, units: item.units }} storeSlug="chloe" onUnits={onUnits} onEdit={vi.fn()} onRemove={onRemove} />);
    return { onUnits, onRemove };
  };

  it("has no Remove, says it stays, and typing 0 units changes nothing", async () => {
    const user = userEvent.setup();
    const { onUnits } = show(line({ is_starter: true }));
    expect(screen.queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByText("The starter pack stays in your cart until you check out.")).toBeInTheDocument();
    const units = screen.getByRole("spinbutton");
    await user.clear(units);
    await user.type(units, "0{Enter}");
    expect(onUnits).not.toHaveBeenCalled();
  });

  it("any other line keeps its Remove, and 0 units removes it", async () => {
    const user = userEvent.setup();
    const { onUnits } = show(line({ is_starter: false, name: "Tee" }));
    expect(screen.getByRole("button", { name: "Remove Tee" })).toBeInTheDocument();
    const units = screen.getByRole("spinbutton");
    await user.clear(units);
    await user.type(units, "0{Enter}");
    expect(onUnits).toHaveBeenCalledWith(0);
  });
});

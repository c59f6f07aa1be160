// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartCalcRequest, CartCalcResponse, CartItem } from "@/lib/api/schemas/cart";
import type { Variant } from "@/lib/api/schemas/item";
import { CART_PREFS_KEY } from "@/lib/cart/cart-prefs";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { LOCAL_CART_KEY } from "@/lib/cart/local-cart";
import { CartView } from "@/components/cart/cart-view";
import { analyticsEvents, resetAnalytics } from "../support/data-layer";

vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));
const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }) }));
const { notify } = await import("@/lib/toast");

const v = (id: string, size: string, stock: number, price: number, compare: number | null = null): Variant => ({
  id, options: [{ name: "Size", option: size }], stock, retail_stock: stock, price, compare_at_price: compare, image: null, sku: id,
});

const catalog: Record<string, { store: { id: string; name: string; user_name: string }; name: string; variants: Variant[] }> = {
  dress: { store: { id: "s-emma", name: "Emma's Closet", user_name: "emma" }, name: "Silk Slip Dress", variants: [v("dress-s", "S", 3, 4500, 6000), v("dress-m", "M", 0, 4500, 6000), v("dress-l", "L", 5, 4800, 6000)] },
  bag: { store: { id: "s-lux", name: "Lux Finds", user_name: "lux" }, name: "Mini Tote", variants: [v("bag-1", "One size", 9, 12000)] },
};

/** A small stand-in for POST /api/cart/calc that follows the contract. */
function calculate(body: CartCalcRequest): CartCalcResponse {
  const stores = new Map<string, CartCalcResponse["stores"][number]>();
  for (const line of body.items) {
    const product = catalog[line.item_id];
    if (!product) continue;
    const variant = product.variants.find((x) => x.id === line.variant_id) ?? null;
    const price = variant?.price ?? product.variants[0]?.price ?? 0;
    const item: CartItem = {
      cart_item_id: line.cart_item_id, item_id: line.item_id, variant_id: line.variant_id, store_id: line.store_id, units: line.units,
      name: product.name, code: line.item_id.toUpperCase(), brand: "Maison", category: null, thumb: `/api/images/${line.item_id}.svg`,
      price, compare_at_price: variant?.compare_at_price ?? null, options: variant?.options ?? [], variants: product.variants,
      results: variant && variant.stock === 0 ? [{ status: "fail", message: "This option is sold out." }] : line.seen_price !== undefined && line.seen_price !== price ? [{ status: "warning", message: "The price has changed." }] : [{ status: "success", message: "" }],
      out_of_stock: variant?.stock === 0, is_offer_ended: false, is_bundle: false, bundle: null,
    };
    const store = stores.get(product.store.id) ?? {
      id: product.store.id, name: product.store.name, user_name: product.store.user_name, open_id: "o", items: [], coupon_results: [],
      items_total: 0, member_discount: 0, bundle_discount: 0, coupon_discount: 0, total_discount: 0,
    };
    store.items.push(item);
    store.items_total += price * line.units;
    stores.set(product.store.id, store);
  }
  for (const { store_id, coupon_code } of body.coupon_codes ?? []) {
    const store = stores.get(store_id);
    if (!store) continue;
    if (coupon_code.toUpperCase() === "WELCOME15") {
      store.coupon_discount = Math.round(store.items_total * 0.15);
      store.total_discount = store.coupon_discount;
      store.coupon_results.push({ coupon_code, status: "success", message: "15% off your first order." });
    } else {
      store.coupon_results.push({ coupon_code, status: "fail", message: "coupon code not found" });
    }
  }
  const list = [...stores.values()];
  const itemsTotal = list.reduce((s, x) => s + x.items_total, 0);
  const discount = list.reduce((s, x) => s + x.total_discount, 0);
  const shipping = body.shipping_method_id === "std" ? 800 : 0;
  const tax = Math.round((itemsTotal - discount) * 0.1);
  const hasErrors = list.some((s) => s.coupon_results.some((r) => r.status === "fail") || s.items.some((i) => i.out_of_stock));
  return { stores: list, items_total: itemsTotal, total_discount: discount, shipping, tax, blings: 0, grand_total: itemsTotal - discount + shipping + tax, shipping_method_id: body.shipping_method_id ?? null, has_errors: hasErrors };
}

const requests: CartCalcRequest[] = [];
let shippingOptions = [{ _id: "std", name: "Standard", price: 800 }];
let failCalc = false;

const server = setupServer(
  http.post("*/api/cart/calc", async ({ request }) => {
    const body = (await request.json()) as CartCalcRequest;
    requests.push(body);
    if (failCalc) return HttpResponse.json({ success: false, message: "cart service unavailable" }, { status: 503 });
    return HttpResponse.json({ success: true, data: calculate(body) });
  }),
  http.get("*/api/users/shipping_options", () => HttpResponse.json({ success: true, data: shippingOptions })),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  requests.length = 0;
  shippingOptions = [{ _id: "std", name: "Standard", price: 800 }];
  failCalc = false;
});
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  vi.clearAllMocks();
});

function seed(lines: LocalCartLine[]) {
  window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify(lines));
}
const lines = (): LocalCartLine[] => JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY) ?? "[]") as LocalCartLine[];
const dressLine: LocalCartLine = { local_id: "0001-a", item_id: "dress", store_id: "s-emma", variant_id: "dress-s", units: 2, seen_price: 4500 };
const bagLine: LocalCartLine = { local_id: "0002-b", item_id: "bag", store_id: "s-lux", variant_id: "bag-1", units: 1, seen_price: 12000 };

function renderCart() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CartView store="emma" />
    </QueryClientProvider>,
  );
}

describe("cart page", () => {
  it("says the cart is empty and links back to the store", async () => {
    renderCart();
    expect(await screen.findByText("Your cart is empty.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/emma");
    expect(requests).toHaveLength(0);
  });

  it("renders stores in response order with their lines and the calculated totals", async () => {
    seed([dressLine, bagLine]);
    renderCart();
    const emma = await screen.findByRole("region", { name: "Emma's Closet" });
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Emma's Closet", "Lux Finds", "Order summary"]);
    expect(within(emma).getByRole("link", { name: "Silk Slip Dress" })).toHaveAttribute("href", "/emma/item/s-emma/dress");
    expect(within(emma).getByText("S")).toBeInTheDocument();
    expect(within(emma).getByText("$ 60.00")).toHaveClass("line-through");
    expect(within(emma).getByRole("spinbutton", { name: "Quantity of Silk Slip Dress" })).toHaveValue(2);

    const summary = screen.getByRole("region", { name: "Order summary" });
    // the only shipping option is chosen for the shopper and sent with the calculation
    await waitFor(() => expect(within(summary).getByRole("combobox", { name: "Shipping" })).toHaveValue("std"));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ shipping_method_id: "std", blings: 0, coupon_codes: [] }));
    // 2 × 45 + 120 = 210, shipping 8, tax 21 → 239
    await waitFor(() => expect(within(summary).getByTestId("grand-total")).toHaveTextContent("$ 239.00"));
    expect(within(summary).getByText("Grand total")).toBeInTheDocument();
    expect(within(summary).getByText("$ 210.00")).toBeInTheDocument();
    expect(within(summary).getByText("$ 8.00")).toBeInTheDocument();
    expect(within(summary).getByText("$ 21.00")).toBeInTheDocument();
    expect(within(summary).queryByText("Blings")).not.toBeInTheDocument();
    expect(requests.at(-1)?.items).toEqual([
      { cart_item_id: "0001-a", item_id: "dress", store_id: "s-emma", variant_id: "dress-s", units: 2, seen_price: 4500 },
      { cart_item_id: "0002-b", item_id: "bag", store_id: "s-lux", variant_id: "bag-1", units: 1, seen_price: 12000 },
    ]);
  });

  it("waits for the shopper to pick when there are several shipping options, and keeps the pick", async () => {
    shippingOptions = [{ _id: "std", name: "Standard", price: 800 }, { _id: "pu", name: "pick up", price: 0 }];
    seed([bagLine]);
    const user = userEvent.setup();
    renderCart();
    const select = await screen.findByRole("combobox", { name: "Shipping" });
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue("");
    expect(within(select).getByRole("option", { name: "pick up (Free)" })).toBeInTheDocument();
    await user.selectOptions(select, "pu");
    await waitFor(() => expect(requests.at(-1)?.shipping_method_id).toBe("pu"));
    expect(JSON.parse(window.localStorage.getItem(CART_PREFS_KEY) ?? "{}")).toMatchObject({ shipping_method_id: "pu" });
  });

  it("shows per-line results styled by status, skipping empty messages", async () => {
    seed([{ ...dressLine, seen_price: 3000 }, bagLine]);
    renderCart();
    const warning = await screen.findByText("The price has changed.");
    expect(warning).toHaveClass("text-amber-900");
    await screen.findByRole("region", { name: "Lux Finds" });
    expect(screen.getAllByRole("listitem").filter((li) => li.textContent === "")).toHaveLength(0);
  });

  it("applies a coupon: success shows the server message and a cancel button that removes the code", async () => {
    seed([dressLine]);
    const user = userEvent.setup();
    renderCart();
    const input = await screen.findByRole("textbox", { name: "Coupon code for Emma's Closet" });
    await user.type(input, "WELCOME15");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("15% off your first order.")).toBeInTheDocument();
    expect(requests.at(-1)?.coupon_codes).toEqual([{ store_id: "s-emma", coupon_code: "WELCOME15" }]);
    // 15% of 2 × $ 45.00
    await waitFor(() => expect(screen.getByText("Coupon discount").parentElement).toHaveTextContent("- $ 13.50"));

    await user.click(screen.getByRole("button", { name: "Cancel coupon WELCOME15" }));
    await waitFor(() => expect(requests.at(-1)?.coupon_codes).toEqual([]));
    expect(await screen.findByRole("textbox", { name: "Coupon code for Emma's Closet" })).toHaveValue("");
    expect(screen.queryByText("15% off your first order.")).not.toBeInTheDocument();
  });

  it("finding 16: the cart shows each discount once, where it belongs", async () => {
    seed([dressLine]);
    const user = userEvent.setup();
    renderCart();
    await user.type(await screen.findByRole("textbox", { name: "Coupon code for Emma's Closet" }), "WELCOME15");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    // 15% of 2 × $ 45.00: once, as the store's coupon discount; the summary sums after it
    await waitFor(() => expect(screen.getByText("Coupon discount").parentElement).toHaveTextContent("- $ 13.50"));
    expect(screen.getAllByText("- $ 13.50")).toHaveLength(1);
    expect(screen.queryByText("Total discount")).not.toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Order summary" });
    expect(within(summary).getByText("Subtotal").nextElementSibling).toHaveTextContent("$ 76.50");
  });

  it("shows a failed coupon as the field's error and keeps what was typed", async () => {
    seed([dressLine]);
    const user = userEvent.setup();
    renderCart();
    const input = await screen.findByRole("textbox", { name: "Coupon code for Emma's Closet" });
    await user.type(input, "NOTACODE");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    const error = await screen.findByText("coupon code not found");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("coupon code not found");
    expect(error).toHaveAttribute("role", "alert");
    expect(input).toHaveValue("NOTACODE");

    // the coupon error blocks checkout
    await user.click(screen.getByRole("button", { name: "Check out" }));
    expect(notify.error).toHaveBeenCalledWith("coupon code not found");
    expect(push).not.toHaveBeenCalled();
  });

  it("keeps an applied coupon across a reload", async () => {
    seed([dressLine]);
    window.localStorage.setItem(CART_PREFS_KEY, JSON.stringify({ coupons: { "s-emma": "WELCOME15" }, shipping_method_id: null }));
    renderCart();
    expect(await screen.findByText("15% off your first order.")).toBeInTheDocument();
  });

  it("changes units and removes a line with a toast and the remove_from_cart event (CART-06, AN-02)", async () => {
    resetAnalytics();
    seed([dressLine, bagLine]);
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole("button", { name: "Increase quantity of Silk Slip Dress" }));
    expect(lines()[0]?.units).toBe(3);
    await waitFor(() => expect(requests.at(-1)?.items[0]?.units).toBe(3));

    await user.click(screen.getByRole("button", { name: "Remove Mini Tote" }));
    expect(notify.success).toHaveBeenCalledWith("Mini Tote removed.");
    expect(analyticsEvents()).toEqual([
      {
        name: "remove_from_cart",
        params: {
          currency: "USD",
          value: 120,
          items: [{ item_id: "bag", item_name: "Mini Tote", item_brand: "Maison", item_variant: "One size", affiliation: "Lux Finds", price: 120, quantity: 1 }],
        },
      },
    ]);
    expect(lines().map((l) => l.item_id)).toEqual(["dress"]);
    await waitFor(() => expect(screen.queryByRole("region", { name: "Lux Finds" })).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Remove Silk Slip Dress" }));
    expect(await screen.findByText("Your cart is empty.")).toBeInTheDocument();
  });

  it("edits a line's option in the option dialog with 'Update'", async () => {
    seed([dressLine]);
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole("button", { name: "Edit Silk Slip Dress" }));
    const dialog = await screen.findByRole("dialog", { name: "Silk Slip Dress" });
    expect(within(dialog).getByRole("radio", { name: "S" })).toBeChecked();
    await user.click(within(dialog).getByRole("radio", { name: "L" }));
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(notify.success).toHaveBeenCalledWith("Silk Slip Dress option updated.");
    expect(lines()).toEqual([{ ...dressLine, variant_id: "dress-l", seen_price: 4800 }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("asks for an option before 'Update' changes a line that has none", async () => {
    seed([{ ...dressLine, variant_id: null }]);
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole("button", { name: "Edit Silk Slip Dress" }));
    const dialog = await screen.findByRole("dialog", { name: "Silk Slip Dress" });
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("please select item option");
    expect(lines()[0]?.variant_id).toBeNull();

    await user.click(within(dialog).getByRole("radio", { name: "L" }));
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(lines()[0]?.variant_id).toBe("dress-l");
  });

  it("blocks checkout on an out-of-stock line and goes on when the cart is clean", async () => {
    seed([{ ...dressLine, variant_id: "dress-m" }]);
    const user = userEvent.setup();
    renderCart();
    expect(await screen.findByText("This option is sold out.")).toHaveClass("text-rose-800");
    const checkout = screen.getByRole("button", { name: "Check out" });
    await waitFor(() => expect(checkout).toBeEnabled());
    await user.click(checkout);
    expect(await screen.findByText("please remove out of stock item.")).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Remove Silk Slip Dress" }));
    // another tab adds a bag
    act(() => {
      seed([bagLine]);
      window.dispatchEvent(new StorageEvent("storage", { key: LOCAL_CART_KEY }));
    });
    await screen.findByRole("region", { name: "Lux Finds" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Check out" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Check out" }));
    expect(push).toHaveBeenCalledWith("/emma/checkout/step1");
  });

  it("shows the calculation error with a retry", async () => {
    failCalc = true;
    seed([bagLine]);
    const user = userEvent.setup();
    renderCart();
    expect(await screen.findByText("cart service unavailable")).toBeInTheDocument();
    failCalc = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("region", { name: "Lux Finds" })).toBeInTheDocument();
    expect(screen.queryByText("cart service unavailable")).not.toBeInTheDocument();
  });
});

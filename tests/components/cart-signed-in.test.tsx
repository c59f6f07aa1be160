// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartCalcRequest, CartCalcResponse, CartItem } from "@/lib/api/schemas/cart";
import type { Variant } from "@/lib/api/schemas/item";
import type { AddCartLineRequest, MergeCartRequest, ServerCart, ServerCartLine, UpdateCartLineRequest } from "@/lib/api/schemas/user";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { LOCAL_CART_KEY } from "@/lib/cart/local-cart";
import { CartView } from "@/components/cart/cart-view";
import { ItemSelectionProvider } from "@/components/item/item-selection";
import { PurchasePanel, type PurchaseItem } from "@/components/item/purchase-panel";
import { CartLink } from "@/components/layout/cart-link";

vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));
const { notify } = await import("@/lib/toast");

const v = (id: string, size: string, price: number): Variant => ({
  id, options: [{ name: "Size", option: size }], stock: 9, retail_stock: 9, price, compare_at_price: null, image: null, sku: id,
});
const names: Record<string, string> = { dress: "Silk Slip Dress", bag: "Mini Tote" };
const variants: Record<string, Variant[]> = { dress: [v("dress-s", "S", 4500), v("dress-l", "L", 4800)], bag: [v("bag-1", "One size", 12000)] };

/** Just enough of POST /api/cart/calc: one store, each line at its variant's price. */
function calculate(body: CartCalcRequest): CartCalcResponse {
  const items: CartItem[] = body.items.map((line) => {
    const variant = variants[line.item_id]!.find((x) => x.id === line.variant_id)!;
    return {
      cart_item_id: line.cart_item_id, item_id: line.item_id, variant_id: line.variant_id, store_id: line.store_id, units: line.units,
      name: names[line.item_id]!, code: line.item_id, brand: "Maison", category: null, thumb: `/api/images/${line.item_id}.svg`,
      price: variant.price, compare_at_price: null, options: variant.options, variants: variants[line.item_id]!,
      results: [{ status: "success", message: "" }], out_of_stock: false, is_offer_ended: false, is_bundle: false, bundle: null,
    };
  });
  const total = items.reduce((sum, i) => sum + i.price * i.units, 0);
  const stores = items.length
    ? [{ id: "s-emma", name: "Emma's Closet", user_name: "emma", open_id: "o", items, coupon_results: [], items_total: total, member_discount: 0, bundle_discount: 0, coupon_discount: 0, total_discount: 0 }]
    : [];
  return { stores, items_total: total, total_discount: 0, shipping: 0, tax: 0, blings: 0, grand_total: total, shipping_method_id: null, has_errors: false };
}

const dress: ServerCartLine = { cart_item_id: "srv-1", item_id: "dress", store_id: "s-emma", variant_id: "dress-s", units: 2, seen_price: 4500 };
const bag: ServerCartLine = { cart_item_id: "srv-2", item_id: "bag", store_id: "s-emma", variant_id: "bag-1", units: 1 };
const guestLine: LocalCartLine = { local_id: "0001-guest", item_id: "bag", store_id: "s-emma", variant_id: "bag-1", units: 5 };

let serverLines: ServerCartLine[] = [];
let refuse: string | null = null;
/** When set, POST and PUT /api/cart wait for it: a slow server. */
let gate: Promise<void> | null = null;
const calls: { method: string; path: string; body?: unknown }[] = [];
const answer = () => HttpResponse.json({ success: true, data: { items: serverLines } satisfies ServerCart });
const refusal = (message: string) => HttpResponse.json({ success: false, message }, { status: 400 });

const server = setupServer(
  http.post("*/api/cart/calc", async ({ request }) => HttpResponse.json({ success: true, data: calculate((await request.json()) as CartCalcRequest) })),
  http.get("*/api/users/shipping_options", () => HttpResponse.json({ success: true, data: [] })),
  http.get("*/api/cart", () => {
    calls.push({ method: "GET", path: "/api/cart" });
    return answer();
  }),
  http.post("*/api/cart", async ({ request }) => {
    const body = (await request.json()) as AddCartLineRequest;
    calls.push({ method: "POST", path: "/api/cart", body });
    await gate;
    if (refuse) return refusal(refuse);
    serverLines = [...serverLines, { cart_item_id: `srv-${serverLines.length + 10}`, ...body } as ServerCartLine];
    return answer();
  }),
  http.post("*/api/cart/merge", async ({ request }) => {
    const body = (await request.json()) as MergeCartRequest;
    calls.push({ method: "POST", path: "/api/cart/merge", body });
    if (refuse) return refusal(refuse);
    serverLines = [...serverLines, ...body.items.map((l, i) => ({ ...l, cart_item_id: `srv-m${i}` }))];
    return answer();
  }),
  http.put("*/api/cart/:id", async ({ request, params }) => {
    const body = (await request.json()) as UpdateCartLineRequest;
    calls.push({ method: "PUT", path: `/api/cart/${String(params.id)}`, body });
    await gate;
    if (refuse) return refusal(refuse);
    serverLines = serverLines.map((l) => (l.cart_item_id === params.id ? { ...l, ...body } as ServerCartLine : l));
    return answer();
  }),
  http.delete("*/api/cart/:id", ({ params }) => {
    calls.push({ method: "DELETE", path: `/api/cart/${String(params.id)}` });
    serverLines = serverLines.filter((l) => l.cart_item_id !== params.id);
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = "sf_signed_in=1; path=/";
  serverLines = [dress, bag];
  refuse = null;
  gate = null;
  calls.length = 0;
});
afterEach(() => {
  document.cookie = "sf_signed_in=; path=/; max-age=0";
  window.localStorage.clear();
  vi.clearAllMocks();
});

const wrap = (ui: ReactNode) => render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);
const stored = () => JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY) ?? "[]") as LocalCartLine[];

describe("signed-in cart page", () => {
  it("lists the server cart, not the browser's guest lines", async () => {
    wrap(<CartView store="emma" />);
    const quantity = await screen.findByRole("spinbutton", { name: "Quantity of Silk Slip Dress" });
    expect(quantity).toHaveValue(2);
    expect(screen.getByRole("spinbutton", { name: "Quantity of Mini Tote" })).toHaveValue(1);
    // 2 × 45 + 120
    await waitFor(() => expect(screen.getByTestId("grand-total")).toHaveTextContent("$ 210.00"));
    expect(calls[0]).toEqual({ method: "GET", path: "/api/cart" });
    expect(screen.getAllByRole("spinbutton")).toHaveLength(2);
  });

  it("merges guest lines left in this browser before showing the cart", async () => {
    window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify([guestLine]));
    wrap(<CartView store="emma" />);
    expect(await screen.findAllByRole("spinbutton", { name: "Quantity of Mini Tote" })).toHaveLength(2);
    expect(calls).toEqual([{ method: "POST", path: "/api/cart/merge", body: { items: [{ cart_item_id: "0001-guest", item_id: "bag", store_id: "s-emma", variant_id: "bag-1", units: 5 }] } }]);
    expect(stored()).toEqual([]);
  });

  it("still shows the account's cart, and keeps the guest lines, when that merge fails", async () => {
    window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify([guestLine]));
    refuse = "a server error occurred.";
    wrap(<CartView store="emma" />);
    expect(await screen.findByRole("spinbutton", { name: "Quantity of Silk Slip Dress" })).toHaveValue(2);
    expect(calls.map((c) => c.path)).toEqual(["/api/cart/merge", "/api/cart"]);
    expect(stored()).toEqual([guestLine]);
  });

  it("changes units on the server and shows its answer", async () => {
    const user = userEvent.setup();
    wrap(<CartView store="emma" />);
    await user.click(await screen.findByRole("button", { name: "Increase quantity of Silk Slip Dress" }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: "PUT", path: "/api/cart/srv-1", body: { units: 3 } }));
    await waitFor(() => expect(screen.getByRole("spinbutton", { name: "Quantity of Silk Slip Dress" })).toHaveValue(3));
    expect(stored()).toEqual([]);
  });

  it("rolls a refused change back and shows the server's message", async () => {
    refuse = "This option does not belong to this item.";
    const user = userEvent.setup();
    wrap(<CartView store="emma" />);
    await user.click(await screen.findByRole("button", { name: "Increase quantity of Silk Slip Dress" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("This option does not belong to this item."));
    expect(screen.getByRole("spinbutton", { name: "Quantity of Silk Slip Dress" })).toHaveValue(2);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("shows a change at once, before the server answers, and takes it back when the server refuses", async () => {
    refuse = "This option does not belong to this item.";
    let respond = () => {};
    gate = new Promise((resolve) => (respond = resolve));
    const user = userEvent.setup();
    wrap(<CartView store="emma" />);
    await user.click(await screen.findByRole("button", { name: "Increase quantity of Silk Slip Dress" }));
    // optimistic: the server has not answered yet
    await waitFor(() => expect(screen.getByRole("spinbutton", { name: "Quantity of Silk Slip Dress" })).toHaveValue(3));
    expect(calls.at(-1)).toEqual({ method: "PUT", path: "/api/cart/srv-1", body: { units: 3 } });
    expect(notify.error).not.toHaveBeenCalled();
    respond();
    await waitFor(() => expect(screen.getByRole("spinbutton", { name: "Quantity of Silk Slip Dress" })).toHaveValue(2));
    expect(notify.error).toHaveBeenCalledWith("This option does not belong to this item.");
  });

  it("removes lines with the toast, down to the empty cart", async () => {
    const user = userEvent.setup();
    wrap(<CartView store="emma" />);
    await user.click(await screen.findByRole("button", { name: "Remove Mini Tote" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Mini Tote removed."));
    expect(calls.at(-1)).toEqual({ method: "DELETE", path: "/api/cart/srv-2" });
    await user.click(screen.getByRole("button", { name: "Remove Silk Slip Dress" }));
    expect(await screen.findByText("Your cart is empty.")).toBeInTheDocument();
  });

  it("shows the load failure with a retry", async () => {
    server.use(http.get("*/api/cart", () => HttpResponse.json({ success: false, message: "Please sign in to continue." }, { status: 401 }), { once: true }));
    const user = userEvent.setup();
    wrap(<CartView store="emma" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Please sign in to continue.");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("spinbutton", { name: "Quantity of Silk Slip Dress" })).toHaveValue(2);
  });
});

describe("signed-in add to cart and cart icon", () => {
  const item: PurchaseItem = {
    _id: "dress",
    store: { id: "s-emma", name: "Emma's Closet", open_id: "o", user_name: "emma", user_id: "u1" },
    variants: variants.dress!,
    min_price: 4500, max_price: 4800, compare_at_price: null, price_type: "regular", out_of_stock: false,
    is_preorder: false, offer_ends: null, drop_date: null, is_bundle: false, bundle: null,
  };

  it("adds to the server cart, and the icon counts the server's units", async () => {
    const user = userEvent.setup();
    wrap(
      <>
        <CartLink store="emma" />
        <ItemSelectionProvider variants={item.variants}>
          <PurchasePanel item={item} store="emma" renderedAt={Date.now()} />
        </ItemSelectionProvider>
      </>,
    );
    expect(await screen.findByRole("link", { name: "Cart, 3 items" })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "L" }));
    await user.click(screen.getByRole("button", { name: /add to cart/i }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("1 items added."));
    expect(calls.at(-1)).toEqual({ method: "POST", path: "/api/cart", body: { item_id: "dress", store_id: "s-emma", variant_id: "dress-l", units: 1, seen_price: 4800 } });
    expect(await screen.findByRole("link", { name: "Cart, 4 items" })).toBeInTheDocument();
    // the signed-in add went to the server only
    expect(stored()).toEqual([]);
  });

  it("adds once on a double click while the server is answering", async () => {
    const user = userEvent.setup();
    wrap(
      <ItemSelectionProvider variants={item.variants}>
        <PurchasePanel item={item} store="emma" renderedAt={Date.now()} />
      </ItemSelectionProvider>,
    );
    await user.click(await screen.findByRole("radio", { name: "S" }));
    let answer = () => {};
    gate = new Promise((resolve) => (answer = resolve));
    await user.dblClick(screen.getByRole("button", { name: /add to cart/i }));
    await user.click(screen.getByRole("button", { name: /add to cart/i }));
    answer();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("1 items added."));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("shows the server's refusal and no success toast", async () => {
    refuse = "This item is no longer available.";
    const user = userEvent.setup();
    wrap(
      <ItemSelectionProvider variants={item.variants}>
        <PurchasePanel item={item} store="emma" renderedAt={Date.now()} />
      </ItemSelectionProvider>,
    );
    await user.click(await screen.findByRole("radio", { name: "S" }));
    await user.click(screen.getByRole("button", { name: /add to cart/i }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("This item is no longer available."));
    expect(notify.success).not.toHaveBeenCalled();
    expect(within(document.body).queryByText("View cart")).not.toBeInTheDocument();
  });
});

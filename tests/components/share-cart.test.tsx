// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartCalcRequest, CartCalcResponse, CartItem } from "@/lib/api/schemas/cart";
import type { ShareCartInfo } from "@/lib/api/schemas/checkout";
import type { Variant } from "@/lib/api/schemas/item";
import { LOCAL_CART_KEY } from "@/lib/cart/local-cart";
import { SHARED_CART_KEY, type SharedCart } from "@/lib/share-cart/shared-cart";
import { ShareCartView } from "@/components/share-cart/share-cart-view";
import { ShareViewRecorder } from "@/components/share-cart/share-view-recorder";
import { BusyIndicator } from "@/components/layout/busy-indicator";
import { QueryWrapper } from "../support/query-wrapper";
import { analyticsEvents, resetAnalytics } from "../support/data-layer";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }), useParams: () => ({ store: "demo" }) }));
vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));
const { notify } = await import("@/lib/toast");
// the view is counted by a server action (tests/api/share-view-action.test.ts runs it on the API)
let answerView: Promise<void> = Promise.resolve();
vi.mock("@/lib/share-cart/record-view", () => ({ recordShareView: vi.fn(() => answerView) }));
const { recordShareView } = await import("@/lib/share-cart/record-view");

const v = (id: string, options: Record<string, string>, price: number, stock = 5): Variant => ({
  id, options: Object.entries(options).map(([name, option]) => ({ name, option })), stock, retail_stock: stock, price, compare_at_price: null, image: null, sku: id,
});
const catalog: Record<string, { name: string; variants: Variant[] }> = {
  dress: { name: "Wrap Dress", variants: [v("dress-navy-m", { Color: "Navy", Size: "M" }, 8900), v("dress-navy-l", { Color: "Navy", Size: "L" }, 8900)] },
  tee: {
    name: "Cotton Tee",
    variants: [v("tee-white-s", { Color: "White", Size: "S" }, 2800), v("tee-white-m", { Color: "White", Size: "M" }, 3000), v("tee-black-m", { Color: "Black", Size: "M" }, 3000, 0)],
  },
};

const info: ShareCartInfo = {
  share_id: "share-1",
  store_id: "store-demo",
  message: "Picked for you",
  cover: null,
  items: [
    { item_id: "dress", variant_id: "dress-navy-m", units: 1 },
    { item_id: "tee", variant_id: null, units: 2 },
  ],
  sharer_user_name: "demo",
  stylist_user_name: "demo",
  views: 3,
};

let soldOut = new Set<string>();
const calcBodies: CartCalcRequest[] = [];

/** Enough of POST /api/cart/calc: a line without its variant fails with the share cart's message. */
function calculate(body: CartCalcRequest): CartCalcResponse {
  const items: CartItem[] = body.items.map((line) => {
    const entry = catalog[line.item_id]!;
    const variant = entry.variants.find((x) => x.id === line.variant_id) ?? null;
    const out = variant !== null && soldOut.has(variant.id);
    return {
      cart_item_id: line.cart_item_id, item_id: line.item_id, variant_id: line.variant_id, store_id: line.store_id, units: line.units,
      name: entry.name, code: line.item_id, brand: "North & Pine", category: null, thumb: `/api/images/${line.item_id}.png`,
      price: variant?.price ?? 0, compare_at_price: null, options: variant?.options ?? [], variants: entry.variants,
      results: [variant === null ? { status: "fail", message: "select all options" } : out ? { status: "fail", message: "sold out" } : { status: "success", message: "" }],
      out_of_stock: out, is_offer_ended: false, is_bundle: false, bundle: null,
    };
  });
  const total = items.reduce((sum, i) => sum + i.price * i.units, 0);
  return {
    stores: [{ id: "store-demo", name: "Dana's Edit", user_name: "demo", open_id: "o", items, coupon_results: [], items_total: total, member_discount: 0, bundle_discount: 0, coupon_discount: 0, total_discount: 0 }],
    items_total: total, total_discount: 0, shipping: 0, tax: 0, blings: 0, grand_total: total, shipping_method_id: null,
    has_errors: items.some((i) => i.results.some((r) => r.status === "fail")),
  };
}

const server = setupServer(
  http.post("*/api/cart/calc", async ({ request }) => {
    const body = (await request.json()) as CartCalcRequest;
    calcBodies.push(body);
    return HttpResponse.json({ success: true, data: calculate(body) });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  soldOut = new Set();
  calcBodies.length = 0;
  answerView = Promise.resolve();
});
afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

const initialCalc = () =>
  calculate({ items: info.items.map((l, i) => ({ cart_item_id: `share-line-00${i + 1}`, store_id: info.store_id, ...l })), coupon_codes: [], sharecart: true });
const renderView = (calc: CartCalcResponse | null = initialCalc()) => render(<ShareCartView store="demo" info={info} initialCalc={calc} />, { wrapper: QueryWrapper });
const storedShare = () => JSON.parse(window.localStorage.getItem(SHARED_CART_KEY) ?? "null") as SharedCart | null;
const lineOf = (name: string) => screen.getByRole("heading", { name }).closest("li")!;

async function chooseTee(user: ReturnType<typeof userEvent.setup>, color: string, size: string) {
  await user.click(screen.getByRole("button", { name: "Choose options Cotton Tee" }));
  // the dialog's form loads when it first opens (components/cart/edit-option-dialog.tsx)
  const dialog = await screen.findByRole("dialog", { name: "Cotton Tee" });
  await user.click(within(within(dialog).getByRole("radiogroup", { name: /Color/ })).getByRole("radio", { name: new RegExp(`^${color}`) }));
  await user.click(within(within(dialog).getByRole("radiogroup", { name: /Size/ })).getByRole("radio", { name: new RegExp(`^${size}`) }));
  await user.click(within(dialog).getByRole("button", { name: "Update" }));
}

describe("the share-cart page", () => {
  it("shows each shared line priced by the server, and 'select all options' beside the one without its option", () => {
    renderView();
    const dress = lineOf("Wrap Dress");
    expect(within(dress).getByText("Navy / M")).toBeInTheDocument();
    expect(within(dress).getByText("$ 89.00")).toBeInTheDocument();
    expect(within(dress).queryByText("select all options")).not.toBeInTheDocument();
    const tee = lineOf("Cotton Tee");
    expect(within(tee).getByText("No option chosen")).toBeInTheDocument();
    expect(within(tee).getByText("$ 28.00 - $ 30.00")).toBeInTheDocument();
    // said once, even though the server's results repeat it
    expect(within(tee).getAllByText("select all options")).toHaveLength(1);
    expect(within(tee).getByRole("spinbutton", { name: "Quantity of Cotton Tee" })).toHaveValue(2);
    expect(screen.getByTestId("share-subtotal")).toHaveTextContent("$ 89.00");
    // the server's pricing was used as it came: no second request
    expect(calcBodies).toEqual([]);
  });

  it("refuses Checkout until every option is chosen: toast, message, focus on the line, nothing stored", async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(notify.error).toHaveBeenCalledWith("select all options");
    expect(screen.getByRole("alert")).toHaveTextContent("select all options");
    expect(lineOf("Cotton Tee")).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
    expect(storedShare()).toBeNull();
  });

  it("prices the chosen option with the sharecart flag, then Checkout hands the lines to the shared-cart checkout", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(LOCAL_CART_KEY, "[]");
    renderView();
    await chooseTee(user, "White", "M");
    expect(notify.success).toHaveBeenCalledWith("Cotton Tee option updated.");
    await waitFor(() => expect(screen.getByTestId("share-subtotal")).toHaveTextContent("$ 149.00"));
    expect(calcBodies.at(-1)).toMatchObject({
      sharecart: true,
      coupon_codes: [],
      items: [
        { cart_item_id: "share-line-001", item_id: "dress", variant_id: "dress-navy-m", units: 1, store_id: "store-demo" },
        { cart_item_id: "share-line-002", item_id: "tee", variant_id: "tee-white-m", units: 2, store_id: "store-demo", seen_price: 3000 },
      ],
    });
    expect(within(lineOf("Cotton Tee")).queryByText("select all options")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(push).toHaveBeenCalledWith("/demo/checkout/sharecart/step1");
    expect(storedShare()).toEqual({
      share_id: "share-1",
      store: "demo",
      store_id: "store-demo",
      sharer_user_name: "demo",
      lines: [
        { local_id: "share-line-001", item_id: "dress", store_id: "store-demo", variant_id: "dress-navy-m", units: 1, seen_price: 8900 },
        { local_id: "share-line-002", item_id: "tee", store_id: "store-demo", variant_id: "tee-white-m", units: 2, seen_price: 3000 },
      ],
    });
    // the shopper's own cart is left as it was
    expect(window.localStorage.getItem(LOCAL_CART_KEY)).toBe("[]");
  });

  it("recalculates when units change", async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByRole("button", { name: "Increase quantity of Wrap Dress" }));
    await waitFor(() => expect(screen.getByTestId("share-subtotal")).toHaveTextContent("$ 178.00"));
    expect(calcBodies.at(-1)!.items[0]).toMatchObject({ item_id: "dress", units: 2 });
  });

  it("blocks Checkout on a line the server says is sold out", async () => {
    soldOut = new Set(["tee-white-s"]);
    const user = userEvent.setup();
    renderView();
    await chooseTee(user, "White", "S");
    await waitFor(() => expect(within(lineOf("Cotton Tee")).getByText("sold out")).toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(notify.error).toHaveBeenCalledWith("please remove out of stock item.");
    expect(push).not.toHaveBeenCalled();
  });

  it("removes lines with remove_from_cart (AN-02), shows the empty message, and reloads the sharer's lines", async () => {
    resetAnalytics();
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByRole("button", { name: "Remove Wrap Dress" }));
    expect(notify.success).toHaveBeenCalledWith("Wrap Dress removed.");
    expect(analyticsEvents()).toEqual([
      { name: "remove_from_cart", params: { currency: "USD", value: expect.any(Number), items: [expect.objectContaining({ item_name: "Wrap Dress", quantity: expect.any(Number) })] } },
    ]);
    await user.click(screen.getByRole("button", { name: "Remove Cotton Tee" }));
    expect(screen.getByText("There are no items in the shopping cart")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reload shared cart" }));
    expect(screen.getByRole("heading", { name: "Wrap Dress" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Cotton Tee" })).toBeInTheDocument();
  });

  it("brings back the options and units this browser took to checkout for the same share", async () => {
    const saved: SharedCart = {
      share_id: "share-1", store: "demo", store_id: "store-demo", sharer_user_name: "demo",
      lines: [{ local_id: "share-line-002", item_id: "tee", store_id: "store-demo", variant_id: "tee-white-s", units: 3 }],
    };
    window.localStorage.setItem(SHARED_CART_KEY, JSON.stringify(saved));
    renderView();
    expect(await screen.findByRole("spinbutton", { name: "Quantity of Cotton Tee" })).toHaveValue(3);
    expect(screen.queryByRole("heading", { name: "Wrap Dress" })).not.toBeInTheDocument();
    await waitFor(() => expect(within(lineOf("Cotton Tee")).getByText("White / S")).toBeInTheDocument());
  });

  it("loads the prices itself when the server could not price the page", async () => {
    renderView(null);
    expect(await screen.findByTestId("share-subtotal")).toHaveTextContent("$ 89.00");
    expect(within(lineOf("Wrap Dress")).getByText("$ 89.00")).toBeInTheDocument();
    expect(calcBodies).toHaveLength(1);
  });
});

describe("the share-cart view count", () => {
  it("counts the visit once per page, also when the page renders again", async () => {
    const first = render(<ShareViewRecorder shareId="share-1" />, { wrapper: QueryWrapper });
    await waitFor(() => expect(recordShareView).toHaveBeenCalledTimes(1));
    expect(vi.mocked(recordShareView).mock.calls[0]![0]).toBe("share-1");
    first.rerender(<ShareViewRecorder shareId="share-1" />);
    first.unmount();
    expect(recordShareView).toHaveBeenCalledTimes(1);

    render(<ShareViewRecorder shareId="share-1" />, { wrapper: QueryWrapper });
    await waitFor(() => expect(recordShareView).toHaveBeenCalledTimes(2));
  });

  it("counts in the background: the top bar's spinner does not show while the count is sent", async () => {
    let answer!: () => void;
    answerView = new Promise<void>((resolve) => (answer = resolve));
    render(
      <>
        <BusyIndicator />
        <ShareViewRecorder shareId="share-1" />
      </>,
      { wrapper: QueryWrapper },
    );
    await waitFor(() => expect(recordShareView).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("status")).not.toHaveTextContent("Loading");
    answer();
  });
});

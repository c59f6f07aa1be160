// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Variant } from "@/lib/api/schemas/item";
import { ItemSelectionProvider } from "@/components/item/item-selection";
import { PurchasePanel, type PurchaseItem } from "@/components/item/purchase-panel";
import { NOTIFY_SENT_MS } from "@/components/item/notify-me";
import { QueryWrapper } from "../support/query-wrapper";

vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));
const { notify } = await import("@/lib/toast");

const variant = (id: string, size: string, stock: number): Variant => ({
  id, options: [{ name: "Size", option: size }], stock, retail_stock: stock, price: 4500, compare_at_price: null, image: null, sku: id,
});

const item: PurchaseItem = {
  _id: "item-0",
  store: { id: "store-1", name: "Emma's Closet", open_id: "op1", user_name: "emma", user_id: "u1" },
  variants: [variant("dress-s", "S", 3), variant("dress-m", "M", 0), variant("dress-l", "L", 0)],
  min_price: 4500,
  max_price: 4500,
  compare_at_price: null,
  price_type: "regular",
  out_of_stock: false,
  is_preorder: false,
  offer_ends: null,
  drop_date: null,
  is_bundle: false,
  bundle: null,
};

const requests: unknown[] = [];
let refusal: { status: number; message: string } | null = null;
const server = setupServer(
  http.post("*/api/items/notify_me/", async ({ request }) => {
    requests.push(await request.json());
    if (refusal) return HttpResponse.json({ success: false, message: refusal.message }, { status: refusal.status });
    return HttpResponse.json({ success: true, data: { message: "Notify request sent, thank you!" } });
  }),
  // a signed-in item page also loads the shopper's cart
  http.get("*/api/cart", () => HttpResponse.json({ success: true, data: { items: [] } })),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  requests.length = 0;
  refusal = null;
});
afterEach(() => {
  document.cookie = "sf_signed_in=; path=/; max-age=0";
  vi.useRealTimers();
  vi.clearAllMocks();
});

const signIn = () => {
  document.cookie = "sf_signed_in=1; path=/";
};

// Requests sent are remembered for the visit (the module's memory): every test gets its own item.
let itemSeq = 0;

/** Renders the purchase panel of a fresh item; returns its id. */
function renderPanel(): string {
  itemSeq += 1;
  const _id = `item-${itemSeq}`;
  render(
    <ItemSelectionProvider variants={item.variants}>
      <PurchasePanel item={{ ...item, _id }} store="emma" renderedAt={Date.now()} />
    </ItemSelectionProvider>,
    { wrapper: QueryWrapper },
  );
  return _id;
}

const pick = (user: ReturnType<typeof userEvent.setup>, size: string) =>
  user.click(within(screen.getByRole("radiogroup", { name: /Size/ })).getByRole("radio", { name: new RegExp(`^${size}`) }));

describe("back in stock in the option dialog", () => {
  it("offers nothing for an in-stock variant", async () => {
    signIn();
    const user = userEvent.setup();
    renderPanel();
    await pick(user, "S");
    expect(screen.queryByText("Out of stock")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Notify me when back in stock" })).not.toBeInTheDocument();
  });

  it("shows a signed-out shopper a sign-in link for the store, and no button", async () => {
    const user = userEvent.setup();
    renderPanel();
    await pick(user, "M");
    expect(screen.getByText("Out of stock")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in to be notified when it is back in stock" })).toHaveAttribute("href", "/auth/sign/signin?store=emma");
    expect(screen.queryByRole("button", { name: "Notify me when back in stock" })).not.toBeInTheDocument();
  });

  it("sends the item and variant for a signed-in shopper, then confirms for 3 s", async () => {
    signIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const itemId = renderPanel();
    await pick(user, "M");
    expect(screen.queryByRole("link", { name: /Sign in/ })).not.toBeInTheDocument();
    const status = () => screen.getAllByRole("status").find((el) => el.textContent === "Notify request sent, thank you!");

    await user.click(screen.getByRole("button", { name: "Notify me when back in stock" }));
    await screen.findByText("Notify request sent, thank you!");
    expect(requests).toEqual([{ item_id: itemId, variant_id: "dress-m" }]);
    expect(status()).toBeDefined();
    // the button stays where focus was, now saying the request went
    expect(screen.getByRole("button", { name: "We'll tell you when it's back" })).toHaveFocus();

    // the confirmation goes after NOTIFY_SENT_MS (3 s), not before
    act(() => vi.advanceTimersByTime(NOTIFY_SENT_MS - 100));
    expect(screen.getByText("Notify request sent, thank you!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Notify request sent, thank you!")).not.toBeInTheDocument();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("15.16: keeps a lasting 'we'll tell you' state for that variant, also after switching away and back", async () => {
    signIn();
    const user = userEvent.setup();
    renderPanel();
    await pick(user, "M");
    await user.click(screen.getByRole("button", { name: "Notify me when back in stock" }));
    await screen.findByText("Notify request sent, thank you!");

    await pick(user, "L");
    expect(screen.getByRole("button", { name: "Notify me when back in stock" })).toBeInTheDocument();
    await pick(user, "M");
    const sent = screen.getByRole("button", { name: "We'll tell you when it's back" });
    expect(sent).toHaveAttribute("aria-disabled", "true");
    await user.click(sent);
    expect(requests).toHaveLength(1);
  });

  it("asks for the variant now chosen after a switch", async () => {
    signIn();
    const user = userEvent.setup();
    const itemId = renderPanel();
    await pick(user, "M");
    await pick(user, "L");
    await user.click(screen.getByRole("button", { name: "Notify me when back in stock" }));
    await screen.findByText("Notify request sent, thank you!");
    expect(requests).toEqual([{ item_id: itemId, variant_id: "dress-l" }]);
  });

  it("sends once on a double press while the first is on its way", async () => {
    signIn();
    const user = userEvent.setup();
    renderPanel();
    await pick(user, "M");
    const button = screen.getByRole("button", { name: "Notify me when back in stock" });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByText("Notify request sent, thank you!");
    expect(requests).toHaveLength(1);
  });

  it("shows the server's message when the request fails, and no confirmation", async () => {
    signIn();
    refusal = { status: 401, message: "Please sign in to continue." };
    const user = userEvent.setup();
    renderPanel();
    await pick(user, "M");
    await user.click(screen.getByRole("button", { name: "Notify me when back in stock" }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith("Please sign in to continue."));
    expect(screen.queryByText("Notify request sent, thank you!")).not.toBeInTheDocument();
  });
});

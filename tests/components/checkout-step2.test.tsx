// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartCalcRequest, CartCalcResponse, CartItem } from "@/lib/api/schemas/cart";
import { TOTAL_CHANGED_ERROR_CODE, type CreateOrderRequest, type CreditCard } from "@/lib/api/schemas/checkout";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { CART_PREFS_KEY } from "@/lib/cart/cart-prefs";
import { LOCAL_CART_KEY } from "@/lib/cart/local-cart";
import { CHECKOUT_COOKIE, EMPTY_CHECKOUT_DATA, readCheckoutData, writeCheckoutData, type CheckoutData } from "@/lib/checkout/checkout-data";
import { CheckoutStep2, type CheckoutStep2Props } from "@/components/checkout/step2/checkout-step2";
import { analyticsEvents, resetAnalytics } from "../support/data-layer";

const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace, prefetch: vi.fn() }) }));
vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn(), clearErrors: vi.fn() } }));
const { notify } = await import("@/lib/toast");

const dress: LocalCartLine = { local_id: "0001-a", item_id: "dress", store_id: "s-emma", variant_id: "dress-s", units: 1 };
const shipping = { fullName: "Ann Lee", address: "1 Main St", address2: "", zip: "94105", state: "", city: "San Francisco", phone: "4155550100" };
const stepData: CheckoutData = {
  ...EMPTY_CHECKOUT_DATA,
  account: { email: "ann@example.com" },
  shipOpt: { methodIndex: 0, methodId: "std", isUpdateShipping: false, isSavingShipping: false, existAddressId: null },
  shipping,
};

let price = 4500;
let cards: CreditCard[] = [];
let orderAnswer: "ok" | "total-changed" = "ok";
const orders: { body: CreateOrderRequest; key: string | null }[] = [];
const tokens: string[] = [];

function calculate(body: CartCalcRequest): CartCalcResponse {
  const items: CartItem[] = body.items.map((line) => ({
    cart_item_id: line.cart_item_id, item_id: line.item_id, variant_id: line.variant_id, store_id: line.store_id, units: line.units,
    name: "Silk Slip Dress", code: "D1", brand: "Maison", category: null, thumb: "/api/images/dress.svg", price, compare_at_price: null,
    options: [{ name: "Size", option: "S" }], variants: [], results: [], out_of_stock: false, is_offer_ended: false, is_bundle: false, bundle: null,
  }));
  const total = items.reduce((sum, i) => sum + i.price * i.units, 0);
  return {
    stores: [{ id: "s-emma", name: "Emma's Closet", user_name: "emma", open_id: "o", items, coupon_results: [], items_total: total, member_discount: 0, bundle_discount: 0, coupon_discount: 0, total_discount: 0 }],
    items_total: total, total_discount: 0, shipping: 0, tax: 0, blings: 0, grand_total: total, shipping_method_id: "std", has_errors: false,
  };
}

const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const fail = (status: number, message: string, error_code?: number) => HttpResponse.json({ success: false, message, error_code }, { status });
const intents = new Map<string, "succeed" | "decline" | "authenticate">();

const server = setupServer(
  http.post("*/api/cart/calc", async ({ request }) => ok(calculate((await request.json()) as CartCalcRequest))),
  http.get("*/api/users/shipping_options", () => ok([{ _id: "std", name: "Standard", price: 0 }])),
  http.get("*/api/users/credit_cards", () => ok(cards)),
  http.get("*/api/cart", () => ok({ items: [{ cart_item_id: "srv-1", item_id: "dress", store_id: "s-emma", variant_id: "dress-s", units: 1 }] })),
  http.post("*/api/payments/test/tokens", async ({ request }) => {
    const { number } = (await request.json()) as { number: string };
    const outcome = ({ "4242424242424242": "succeed", "4000000000000002": "decline", "4000002500003155": "authenticate" } as const)[number];
    if (!outcome) return fail(402, "Your card number is incorrect.");
    const id = `tok_test_${outcome}_${tokens.length}`;
    tokens.push(id);
    return ok({ id, card: { brand: "visa", last_four: number.slice(-4), exp_month: 12, exp_year: 2034 } });
  }),
  http.post("*/api/order", async ({ request }) => {
    const body = (await request.json()) as CreateOrderRequest;
    orders.push({ body, key: request.headers.get("idempotency-key") });
    if (orderAnswer === "total-changed") {
      orderAnswer = "ok";
      price = 5200;
      return fail(409, "Your order total has changed to $ 52.00. Please review your order; nothing was charged.", TOTAL_CHANGED_ERROR_CODE);
    }
    const n = orders.length;
    if (body.expected_total === 0) return ok({ id: `o${n}`, order_number: `SF20000${n}`, client_secret: null, amount: 0, status: "paid", provider: null });
    const outcome = body.credit_card_token?.split("_")[2] ?? "succeed";
    intents.set(`pi_${n}`, outcome as "succeed" | "decline" | "authenticate");
    return ok({ id: `o${n}`, order_number: `SF20000${n}`, client_secret: `pi_${n}_secret_x`, amount: body.expected_total, status: "pending_payment", provider: "test" });
  }),
  http.post("*/api/payments/test/intents/:id/confirm", async ({ params, request }) => {
    const { action } = (await request.json()) as { action?: string };
    const outcome = intents.get(String(params.id));
    if (outcome === "decline") return ok({ id: params.id, status: "failed", message: "Your card was declined." });
    if (outcome === "authenticate" && !action) return ok({ id: params.id, status: "requires_action", message: null });
    if (action === "deny") {
      intents.set(String(params.id), "decline");
      return ok({ id: params.id, status: "failed", message: "We are unable to authenticate your payment method." });
    }
    intents.set(String(params.id), "succeed");
    return ok({ id: params.id, status: "succeeded", message: null });
  }),
  http.post("*/api/order/confirm", async ({ request }) => {
    const { id } = (await request.json()) as { id: string };
    const outcome = intents.get(`pi_${id.slice(1)}`);
    if (outcome === "decline") return fail(402, "Your card was declined.", 102003);
    return ok({ id, order_number: `SF20000${id.slice(1)}`, status: "paid" });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify([dress]));
  writeCheckoutData(stepData);
  price = 4500;
  cards = [];
  orderAnswer = "ok";
  orders.length = 0;
  tokens.length = 0;
  intents.clear();
});
afterEach(() => {
  document.cookie = `${CHECKOUT_COOKIE}=; path=/; max-age=0`;
  document.cookie = "sf_signed_in=; path=/; max-age=0";
  window.localStorage.clear();
  vi.clearAllMocks();
});

function show(props: Partial<CheckoutStep2Props> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CheckoutStep2 store="emma" kind="regular" signedIn={false} restored={stepData} pickUp={false} shippingName="Standard" pickUpPlace={null} {...props} />
    </QueryClientProvider>,
  );
}

const placeOrder = () => screen.getByRole("button", { name: "Place order" });
const ready = async () => waitFor(() => expect(placeOrder()).toBeEnabled());
async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText("Card number"), number);
  await user.type(screen.getByLabelText("Expiry (MM / YY)"), "1234");
  await user.type(screen.getByLabelText("CVC"), "123");
}

describe("checkout step 2: billing", () => {
  it("15.11: the step's heading has the focus when step 2 opens, and says which step it is", async () => {
    show();
    await ready();
    expect(screen.getByRole("heading", { level: 1, name: "Checkout step 2 of 2: Payment" })).toHaveFocus();
  });

  it("15.13: starts with 'same as shipping' when there is a shipping address, so the first check is the card's", async () => {
    const user = userEvent.setup();
    show();
    await ready();
    expect(screen.getByRole("radio", { name: "Same as shipping address" })).toBeChecked();
    await user.click(placeOrder());
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith("please enter a valid payment.");
    expect(screen.queryByText("Please select a billing method.")).not.toBeInTheDocument();
  });

  it("asks for a billing method when there is no shipping address to copy (pick-up), then for a valid billing address", async () => {
    const user = userEvent.setup();
    show({ pickUp: true, shippingName: "pick up" });
    await ready();
    expect(screen.getByRole("radio", { name: /Same as shipping address/ })).not.toBeChecked();
    await user.click(placeOrder());
    expect(notify.error).toHaveBeenCalledWith("please enter a valid billing address.");
    expect(screen.getByText("Please select a billing method.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Use a different billing address" })).toHaveFocus();

    await user.click(screen.getByRole("radio", { name: "Use a different billing address" }));
    await user.click(placeOrder());
    for (const message of ["full name required", "address required", "zip code required", "city name required", "phone required"]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText("Please select a billing method.")).not.toBeInTheDocument();
    expect(notify.error).toHaveBeenLastCalledWith("please enter a valid billing address.");
    expect(orders).toEqual([]);
    // The choice is kept in the step's cookie.
    expect(readCheckoutData().billOpt).toBe(1);
  });

  it("focuses the first failing billing field, and keeps what was typed in the cookie for a reload", async () => {
    const user = userEvent.setup();
    const { unmount } = show({ pickUp: true, shippingName: "pick up" });
    await ready();
    await user.click(screen.getByRole("radio", { name: "Use a different billing address" }));
    await user.type(screen.getByLabelText("Full name"), "Bea Billing");
    await user.click(placeOrder());
    expect(screen.getByLabelText("Address")).toHaveFocus();
    expect(screen.getByLabelText("Full name")).not.toHaveAccessibleDescription();
    expect(readCheckoutData()).toMatchObject({ billOpt: 1, billing: { fullName: "Bea Billing" } });

    unmount();
    show({ pickUp: true, shippingName: "pick up" });
    await ready();
    expect(screen.getByRole("radio", { name: "Use a different billing address" })).toBeChecked();
    expect(screen.getByLabelText("Full name")).toHaveValue("Bea Billing");
  });

  it("offers no 'same as shipping' for pick-up", async () => {
    show({ pickUp: true, shippingName: "pick up" });
    await ready();
    expect(screen.getByRole("radio", { name: /Same as shipping address/ })).toBeDisabled();
    expect(screen.getByText("Not available for pick up")).toBeInTheDocument();
  });

  it("15.12: the summary says where and when a pick-up order is collected", async () => {
    const place = { name: "Stylist Studio", address: "120 Market Street, San Francisco, CA 94105", hours: "Mon–Sat 10 am – 7 pm" };
    show({ pickUp: true, shippingName: "pick up", pickUpPlace: place });
    await ready();
    const summary = screen.getByRole("complementary", { name: "Order summary" });
    expect(within(summary).getByText("Stylist Studio")).toBeInTheDocument();
    expect(within(summary).getByText("120 Market Street, San Francisco, CA 94105")).toBeInTheDocument();
    expect(within(summary).getByText("Hours: Mon–Sat 10 am – 7 pm")).toBeInTheDocument();
  });
});

describe("checkout step 2: the cart block", () => {
  it("finding 14: one casing for coupon codes: step 2 shows the code as the shop names it (WELCOME15), not as typed", async () => {
    window.localStorage.setItem(CART_PREFS_KEY, JSON.stringify({ coupons: { "s-emma": "welcome15" }, shipping_method_id: "std" }));
    server.use(
      http.post("*/api/cart/calc", async ({ request }) => {
        const body = (await request.json()) as CartCalcRequest;
        const answer = calculate(body);
        const store = answer.stores[0]!;
        for (const { coupon_code } of body.coupon_codes ?? []) store.coupon_results.push({ coupon_code: coupon_code.toUpperCase(), status: "success", message: "15% off your first order." });
        return ok(answer);
      }),
    );
    show();
    expect(await screen.findByText("15% off your first order.")).toBeInTheDocument();
    expect(screen.getByText("WELCOME15")).toBeInTheDocument();
    expect(screen.queryByText("welcome15")).not.toBeInTheDocument();
  });
});

describe("checkout step 2: payment", () => {
  it("needs a complete card, then places the order, fires purchase once and goes to the done page after 0.5 s", async () => {
    resetAnalytics();
    const user = userEvent.setup();
    show();
    await ready();
    expect(screen.getByText("Test payments — no real card is charged")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Same as shipping address" }));
    await user.click(placeOrder());
    expect(notify.error).toHaveBeenCalledWith("please enter a valid payment.");
    expect(screen.getByText("Please enter a valid credit card.")).toBeInTheDocument();
    // the test provider's focusCard: its card number input
    expect(screen.getByLabelText("Card number")).toHaveFocus();
    expect(orders).toEqual([]);

    await typeCard(user, "4242424242424242");
    expect(screen.getByLabelText("Card number")).toHaveValue("4242 4242 4242 4242");
    await user.click(placeOrder());
    await screen.findByText(/placed\. Taking you to your order/);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.body).toMatchObject({ email: "ann@example.com", credit_card_token: "tok_test_succeed_0", expected_total: 4500, shipping_method_id: "std" });
    expect(orders[0]!.body).not.toHaveProperty("billing_address");
    expect(orders[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(replace).not.toHaveBeenCalled();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/emma/checkout/done/SF200001?email=ann%40example.com"));
    // AN-04 / CHK-17: one purchase, keyed by the order number, valued at what was charged.
    expect(analyticsEvents()).toEqual([
      {
        name: "purchase",
        params: expect.objectContaining({ transaction_id: "SF200001", currency: "USD", value: 45, items: [expect.objectContaining({ item_id: dress.item_id, quantity: 1 })] }),
      },
    ]);
    // The guest cart is emptied and the step data deleted.
    expect(JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY) ?? "[]")).toEqual([]);
    expect(document.cookie).not.toContain(CHECKOUT_COOKIE);
  });

  it("shows the provider's words under the card when it declines, and keeps the cart and the form", async () => {
    const user = userEvent.setup();
    show();
    await ready();
    await user.click(screen.getByRole("radio", { name: "Same as shipping address" }));
    await typeCard(user, "4000000000000002");
    await user.click(placeOrder());
    await waitFor(() => expect(screen.getByLabelText("Card number")).toHaveAccessibleDescription(/Your card was declined\./));
    expect(notify.error).toHaveBeenCalledWith("Your card was declined.");
    expect(JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY) ?? "[]")).toEqual([dress]);
    expect(screen.getByLabelText("Card number")).toHaveValue("4000 0000 0000 0002");
    expect(screen.getByRole("radio", { name: "Same as shipping address" })).toBeChecked();
    expect(placeOrder()).toBeEnabled();
    expect(replace).not.toHaveBeenCalled();

    // Another card pays the same attempt: one order however many cards (finding 17).
    await user.clear(screen.getByLabelText("Card number"));
    await user.type(screen.getByLabelText("Card number"), "4242424242424242");
    await user.click(placeOrder());
    await screen.findByText(/placed\. Taking you to your order/);
    expect(new Set(orders.map((o) => o.key)).size).toBe(1);
  });

  it("asks for 3-D Secure in the test dialog and pays once approved", async () => {
    const user = userEvent.setup();
    show();
    await ready();
    await user.click(screen.getByRole("radio", { name: "Same as shipping address" }));
    await typeCard(user, "4000002500003155");
    await user.click(placeOrder());
    const dialog = await screen.findByRole("dialog", { name: "Test 3-D Secure" });
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    await screen.findByText(/placed\. Taking you to your order/);
  });

  it("15.4: the order placed after a denied 3-D Secure takes the error toast away", async () => {
    const user = userEvent.setup();
    show();
    await ready();
    await typeCard(user, "4000002500003155");
    await user.click(placeOrder());
    await user.click(within(await screen.findByRole("dialog", { name: "Test 3-D Secure" })).getByRole("button", { name: "Deny" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("We are unable to authenticate your payment method."));
    expect(notify.clearErrors).not.toHaveBeenCalled();

    await ready();
    await user.click(placeOrder());
    await user.click(within(await screen.findByRole("dialog", { name: "Test 3-D Secure" })).getByRole("button", { name: "Approve" }));
    await screen.findByText(/placed\. Taking you to your order/);
    expect(notify.clearErrors).toHaveBeenCalled();
  });

  it("shows a changed total with the server's message and places the order again at the new total", async () => {
    const user = userEvent.setup();
    orderAnswer = "total-changed";
    show();
    await ready();
    await user.click(screen.getByRole("radio", { name: "Same as shipping address" }));
    await typeCard(user, "4242424242424242");
    await user.click(placeOrder());
    const message = "Your order total has changed to $ 52.00. Please review your order; nothing was charged.";
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("grand-total")).toHaveTextContent("$ 52.00"));
    await ready();
    await user.click(placeOrder());
    await screen.findByText(/placed\. Taking you to your order/);
    expect(orders.map((o) => o.body.expected_total)).toEqual([4500, 5200]);
  });

  it("places a free order without any card", async () => {
    const user = userEvent.setup();
    price = 0;
    show();
    expect(await screen.findByText("Free order, no payment required")).toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    await ready();
    // CHK-15: nothing to bill, so no billing is asked for
    expect(screen.queryByRole("heading", { name: "Billing address" })).not.toBeInTheDocument();
    await user.click(placeOrder());
    await screen.findByText(/placed\. Taking you to your order/);
    expect(orders[0]!.body).not.toHaveProperty("credit_card_token");
    expect(orders[0]!.body).not.toHaveProperty("credit_card_id");
    expect(orders[0]!.body).not.toHaveProperty("billing_address");
    expect(tokens).toEqual([]);
  });

  it("places a free pick-up order without a billing address: there is no shipping address to bill to, and nothing to bill", async () => {
    const user = userEvent.setup();
    price = 0;
    show({ pickUp: true, shippingName: "pick up" });
    expect(await screen.findByText("Free order, no payment required")).toBeInTheDocument();
    await ready();
    expect(screen.queryByRole("radio", { name: "Use a different billing address" })).not.toBeInTheDocument();
    await user.click(placeOrder());
    await screen.findByText(/placed\. Taking you to your order/);
    expect(orders[0]!.body).toMatchObject({ shipping_address: null, expected_total: 0 });
    expect(orders[0]!.body).not.toHaveProperty("billing_address");
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe("checkout step 2: saved cards", () => {
  const visa: CreditCard = { _id: "card-visa", last_four: "4242", exp_month: 12, exp_year: 2034, brand: "visa", is_default: false, is_invalid: false };
  /** A signed-in shopper's cart is the server's (GET /api/cart); no guest lines to merge. */
  const signIn = () => {
    document.cookie = "sf_signed_in=1; path=/";
    window.localStorage.removeItem(LOCAL_CART_KEY);
  };
  const expired: CreditCard = { _id: "card-old", last_four: "0005", exp_month: 1, exp_year: 2020, brand: "mastercard", is_default: true, is_invalid: true };

  it("shows invalid cards unpickable, asks for a card, then pays with the saved one", async () => {
    const user = userEvent.setup();
    signIn();
    cards = [expired, visa];
    show({ signedIn: true });
    const old = await screen.findByRole("radio", { name: /Mastercard ending in 0005/ });
    expect(old).toBeDisabled();
    expect(screen.getByText("Expired or invalid")).toBeInTheDocument();
    // The default card cannot pay, so nothing is picked.
    expect(screen.getByRole("radio", { name: /Visa ending in 4242/ })).not.toBeChecked();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    await ready();

    await user.click(screen.getByRole("radio", { name: "Same as shipping address" }));
    await user.click(placeOrder());
    expect(screen.getByText("Please select a credit card")).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith("Please select a valid credit card.");

    await user.click(screen.getByRole("radio", { name: /Visa ending in 4242/ }));
    expect(screen.queryByText("Please select a credit card")).not.toBeInTheDocument();
    await user.click(placeOrder());
    await screen.findByText(/placed\. Taking you to your order/);
    expect(orders[0]!.body).toMatchObject({ credit_card_id: "card-visa" });
    expect(orders[0]!.body).not.toHaveProperty("credit_card_token");
  });

  it("picks the default card when it can pay, and a new card can still be typed", async () => {
    const user = userEvent.setup();
    signIn();
    cards = [{ ...visa, is_default: true }];
    show({ signedIn: true });
    expect(await screen.findByRole("radio", { name: /Visa ending in 4242/ })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "New card" }));
    expect(screen.getByLabelText("Card number")).toBeInTheDocument();
  });
});

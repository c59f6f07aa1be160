// @vitest-environment jsdom
/** The box checkout (ONB-18): the totals, every problem at once, the server's issues, one order per double submit. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BoxCartRequest, BoxOrderRequest } from "@/lib/api/schemas/goldbox";
import type { PlanCalc, PlanCalcRequest } from "@/lib/api/schemas/plan";
import { boxStore, type BoxEntry } from "@/lib/box/box-state";
import type { BoxSetup } from "@/lib/box/load-builder";
import { BoxCheckoutForm } from "@/components/box/checkout/box-checkout-form";
import { analyticsEvents, resetAnalytics } from "../support/data-layer";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }) }));
vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn(), clearErrors: vi.fn() } }));

const entry = (n: number, stage: 1 | 2): BoxEntry => ({ itemId: `gsb-${n}`, variantId: `v-${n}`, stage, name: `Style ${n}`, brand: "Brand", price: 3000, thumb: "/t.jpg", optionStr: "Black / M" });
const SIX = [entry(1, 1), ...[2, 3, 4, 5, 6].map((n) => entry(n, 2))];
const info = { plan_id: "seller1", name: "Basic", monthly_fee: 2500, annual_avg_monthly_fee: 2000, access_fee: 2000, minPick: 6, maxPick: 6 };
const setup = (over: Partial<BoxSetup> = {}): BoxSetup => ({ info, plan: "seller1", buysPlan: true, vip: false, ...over });

const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const fail = (status: number, message: string, issues?: { path: string; message: string }[]) => HttpResponse.json({ success: false, message, issues }, { status });

let orderAnswer: "ok" | "issues" = "ok";
/** the account holds a VIP code for seller1: the server's calculation gives its free month */
let vipHeld = false;
const NEXT_MONTH = "2026-12-27T12:00:00.000Z";
let hold: Promise<void> | null = null;
const carts: BoxCartRequest[] = [];
const orders: { body: BoxOrderRequest; key: string | null }[] = [];

const server = setupServer(
  http.post("*/api/plan/calc", async ({ request }) => {
    const body = (await request.json()) as PlanCalcRequest;
    const free = vipHeld ? { by: "vip" as const, months: 1 } : body.coupon === "FREE30" ? { by: "coupon" as const, days: 30 } : null;
    const coupon = body.coupon ? { free_days: body.coupon === "FREE30" ? 30 : 0, status: body.coupon === "FREE30" ? ("success" as const) : ("fail" as const) } : null;
    const today = free ? 0 : 2500;
    return ok({ total: today, refund: 0, price: 2500, coupon_result: coupon, vip: vipHeld, schedule: { today, next: { amount: 2500, date: NEXT_MONTH }, free } } satisfies PlanCalc);
  }),
  http.get("*/api/users/shipping_address", () => ok([])),
  http.get("*/api/users/credit_cards", () => ok([])),
  http.post("*/api/payments/test/tokens", () => ok({ id: "tok_test_succeed_1", card: { brand: "visa", last_four: "4242", exp_month: 12, exp_year: 2034 } })),
  http.post("*/api/goldcart/bulk", async ({ request }) => {
    carts.push((await request.json()) as BoxCartRequest);
    return ok({ items: [], count: 6, min_pick: 6, max_pick: 6, items_value: 18000, box_fee: 2000 });
  }),
  http.post("*/api/goldbox/order", async ({ request }) => {
    orders.push({ body: (await request.json()) as BoxOrderRequest, key: request.headers.get("idempotency-key") });
    if (hold) await hold;
    if (orderAnswer === "issues") {
      return fail(400, "please provide vaild billing address.", [
        { path: "billing_address", message: "please provide vaild billing address." },
        { path: "coupon_code", message: "Coupon code invalid." },
      ]);
    }
    return ok({ id: "o1", order_number: "SF300001", status: "pending_payment", client_secret: "pi_1_secret_x", provider: "test", amount: 2000, box_fee: 2000, plan_fee: 2500, grand_total: 4500, plan_started: true, vip: false, free_days: 0, plan: null, items_count: 6 });
  }),
  http.post("*/api/payments/test/intents/:id/confirm", ({ params }) => ok({ id: params.id, status: "succeeded", message: null })),
  http.post("*/api/order/confirm", () => ok({ id: "o1", order_number: "SF300001", status: "paid" })),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  boxStore.write(SIX);
  orderAnswer = "ok";
  vipHeld = false;
  hold = null;
  carts.length = 0;
  orders.length = 0;
});
afterEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
});

function show(over: Partial<BoxSetup> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BoxCheckoutForm setup={setup(over)} reviewPath={"/demo/auth_stylist/auth_gsb?step=toReview" as never} donePath={"/demo/auth_stylist/auth_done" as never} />
    </QueryClientProvider>,
  );
}

const checkOut = () => screen.getByRole("button", { name: /^(Check Out|Processing…)$/ });

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Full name"), "Bo Box");
  await user.type(screen.getByLabelText("Address"), "1 Main St");
  await user.type(screen.getByLabelText("Zip code"), "94105");
  await user.type(screen.getByLabelText("City"), "San Francisco");
  await user.type(screen.getByLabelText("Phone"), "4155550100");
  await user.type(screen.getByLabelText("Card number"), "4242424242424242");
  await user.type(screen.getByLabelText("Expiry (MM / YY)"), "1234");
  await user.type(screen.getByLabelText("CVC"), "123");
  await user.click(screen.getByRole("checkbox", { name: "I agree to the Terms and conditions" }));
}

describe("box checkout", () => {
  it("totals the plan fee and the Style Myself Box Fee, and says what is charged next and when; the fee alone with a VIP code or a plan held", async () => {
    const { unmount } = show();
    await waitFor(() => expect(screen.getByTestId("box-grand-total")).toHaveTextContent("$ 45.00"));
    expect(screen.getByText("Style Myself Box Fee")).toBeInTheDocument();
    expect(screen.getByText("Next charge on December 27, 2026, then every month")).toBeInTheDocument();
    expect(screen.getByTestId("box-next-charge")).toHaveTextContent("$ 25.00");
    unmount();
    vipHeld = true;
    const vip = show({ vip: true });
    await waitFor(() => expect(screen.getByTestId("box-grand-total")).toHaveTextContent("$ 20.00"));
    expect(screen.getByText(/VIP code: first month free/)).toBeInTheDocument();
    expect(screen.getByTestId("box-next-charge")).toHaveTextContent("$ 25.00");
    vip.unmount();
    show({ buysPlan: false });
    expect(await screen.findByTestId("box-grand-total")).toHaveTextContent("$ 20.00");
    expect(screen.getByTestId("box-next-charge")).toHaveTextContent("None from this box");
    expect(screen.queryByLabelText(/Coupon code/)).not.toBeInTheDocument();
  });

  it("shows every problem together and orders nothing (BR-VAL-35)", async () => {
    const user = userEvent.setup();
    show();
    await screen.findByLabelText("Full name");
    await user.click(checkOut());
    const list = await screen.findByRole("alert");
    for (const message of ["please provide vaild shipping address.", "please provide vaild payment information.", "please agree our terms and conditions."]) {
      expect(list).toHaveTextContent(message);
    }
    await user.click(screen.getByRole("checkbox", { name: "Same as shipping address" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("please provide vaild billing address."));
    expect(carts).toEqual([]);
    expect(orders).toEqual([]);
  });

  it("lists the server's issues together", async () => {
    const user = userEvent.setup();
    orderAnswer = "issues";
    show();
    await fillAll(user);
    await user.click(checkOut());
    await waitFor(() => expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(expect.arrayContaining(["please provide vaild billing address.", "Coupon code invalid."])));
    expect(push).not.toHaveBeenCalled();
    expect(checkOut()).toBeEnabled();
  });

  it("finding 12: errors clear as fields are fixed: the server's list goes once the form changes", async () => {
    const user = userEvent.setup();
    orderAnswer = "issues";
    show();
    await fillAll(user);
    await user.click(checkOut());
    await waitFor(() => expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toContain("please provide vaild billing address."));
    await user.clear(screen.getByLabelText("City"));
    await user.type(screen.getByLabelText("City"), "Oakland");
    await waitFor(() => expect(screen.queryByText("please provide vaild billing address.")).not.toBeInTheDocument());
  });

  it("saves the box cart, orders once on a double submit, confirms the payment and opens the done page", async () => {
    resetAnalytics();
    const user = userEvent.setup();
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    show();
    await fillAll(user);
    await user.dblClick(checkOut());
    await waitFor(() => expect(orders).toHaveLength(1));
    await user.click(checkOut());
    release();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/demo/auth_stylist/auth_done?order=SF300001"));
    expect(orders).toHaveLength(1);
    // AN-04 / ONB-18: one purchase for the box order, the Style Myself Box Fee its item
    expect(analyticsEvents()).toEqual([
      {
        name: "purchase",
        params: expect.objectContaining({ transaction_id: "SF300001", currency: "USD", value: 45, items: [expect.objectContaining({ item_name: "Style Myself Box Fee", price: 20 })] }),
      },
    ]);
    expect(carts).toEqual([{ items: SIX.map((e) => ({ id: e.itemId, variant_id: e.variantId })) }]);
    expect(orders[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(orders[0]!.body).toMatchObject({
      shipping_address: { name: "Bo Box", address: "1 Main St", zip_code: "94105", city: "San Francisco", phone: "4155550100" },
      billing_address: { name: "Bo Box", zip_code: "94105" },
      credit_card_token: "tok_test_succeed_1",
      plan_id: "seller1",
      plan_pay: "month",
      blings: 0,
      shipping_method_id: "basic-shipping",
      agree_terms: true,
    });
  });

  it("the shared address and card parts: saved address and card picked by default, a new billing address typed, a refused saved card's words under the cards until another card is picked", async () => {
    const user = userEvent.setup();
    const saved = { _id: "a1", name: "Sam Saved", address: "9 Oak Ave", address2: "", zip_code: "10001", state: "NY", city: "New York", phone: "2125550100", country: "US", is_default: true };
    server.use(
      http.get("*/api/users/shipping_address", () => ok([saved])),
      http.get("*/api/users/credit_cards", () => ok([{ _id: "c1", last_four: "4242", exp_month: 12, exp_year: 2034, brand: "visa", is_default: true, is_invalid: false }])),
      http.post("*/api/goldbox/order", async ({ request }) => {
        orders.push({ body: (await request.json()) as BoxOrderRequest, key: request.headers.get("idempotency-key") });
        return fail(402, "Your card was declined.");
      }),
    );
    show();
    const shipping = await screen.findByRole("group", { name: "Saved addresses for shipping" });
    expect(within(shipping).getByRole("radio", { name: /Sam Saved/ })).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "Same as shipping address" }));
    const billing = screen.getByRole("group", { name: "Saved addresses for billing" });
    await user.click(within(billing).getByRole("radio", { name: "Use a new address" }));
    await user.type(screen.getByLabelText("Full name"), "Bo Bill");
    await user.type(screen.getByLabelText("Address"), "1 Main St");
    await user.type(screen.getByLabelText("Zip code"), "94105");
    await user.type(screen.getByLabelText("City"), "San Francisco");
    await user.type(screen.getByLabelText("Phone"), "4155550100");
    await waitFor(() => expect(screen.getByRole("radio", { name: /Visa ending in 4242/ })).toBeChecked());
    await user.click(screen.getByRole("checkbox", { name: "I agree to the Terms and conditions" }));
    await user.click(checkOut());

    const cards = await screen.findByRole("group", { name: "Payment method" });
    await waitFor(() => expect(cards).toHaveAccessibleDescription("Your card was declined."));
    expect(orders[0]!.body).toMatchObject({ shipping_address_id: "a1", billing_address: { name: "Bo Bill", zip_code: "94105" }, credit_card_id: "c1" });
    expect(checkOut()).toBeEnabled();
    await user.click(within(cards).getByRole("radio", { name: "New card" }));
    expect(cards).not.toHaveAccessibleDescription("Your card was declined.");
  });

  it("does not check out a box the pick rules refuse", async () => {
    boxStore.write([entry(2, 2)]);
    show();
    expect(await screen.findByText("Please select 1 item to continue")).toBeInTheDocument();
    expect(checkOut()).toBeDisabled();
  });
});

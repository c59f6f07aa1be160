// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CreditCard, SavedAddress } from "@/lib/api/schemas/checkout";
import type { PlanCalc, PlanCalcRequest, PlanCheckoutRequest, PlanInfo, PlanSettings } from "@/lib/api/schemas/plan";
import { PlanCheckoutForm } from "@/components/plan-checkout/plan-checkout-form";
import type { PlanCheckoutFormProps } from "@/components/plan-checkout/plan-checkout-form";
import { analyticsEvents, resetAnalytics } from "../support/data-layer";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }) }));
vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn(), clearErrors: vi.fn() } }));
const { notify } = await import("@/lib/toast");

const plan = (key: string, name: string, monthly: number, level: number, subLevel: number): PlanInfo => ({
  id: `plan-${key}`, plan_id: key, name, level, sub_level: subLevel, monthly_fee: monthly, annual_avg_monthly_fee: (monthly * 8) / 10, full_year_fee: (monthly * 96) / 10,
  discountOff: 20, local_id: key, detail: [`${name} feature`], goldbox: { handling_fee_settings: { handling_fee: 2000 }, min_count: 1, max_count: 6 },
});
const PLANS = [plan("shopper2", "Style Myself Plan", 1000, 1, 1), plan("seller1", "Basic", 2500, 2, 0), plan("seller2", "Pro", 4500, 2, 1)];

const savedAddress: SavedAddress = { _id: "a1", name: "Sam Saved", address: "9 Oak Ave", address2: "", zip_code: "10001", state: "NY", city: "New York", phone: "2125550100", country: "US", is_default: true };
const savedCard: CreditCard = { _id: "c1", last_four: "4242", exp_month: 12, exp_year: 2034, brand: "visa", is_default: true, is_invalid: false } as CreditCard;
const settings: PlanSettings = { plan: null, is_show_buy_plan: false, tier: "2-0" };

let addresses: SavedAddress[] = [];
let cards: CreditCard[] = [];
let vipHeld = false;
let answer: "ok" | "decline" | "refused" | "vip" = "ok";
let hold: Promise<void> | null = null;
const calcs: PlanCalcRequest[] = [];
const purchases: { body: PlanCheckoutRequest; key: string | null }[] = [];

/** The server's dates, as it would answer on 2026-11-27 (a month, a year, or FREE30's 30 days away). */
const NEXT = { month: "2026-12-27T12:00:00.000Z", year: "2027-11-27T12:00:00.000Z", free30: "2026-12-27T12:00:00.000Z" };

function price(body: PlanCalcRequest): PlanCalc {
  const info = PLANS.find((p) => p.plan_id === body.plan_id)!;
  const period = body.pay === "month" ? info.monthly_fee : 12 * info.annual_avg_monthly_fee;
  const paid = (today: number) => ({ today, next: { amount: period, date: NEXT[body.pay] }, free: null });
  if (body.mode === "change") return { total: period - 1000, refund: 1000, price: period, coupon_result: null, vip: false, schedule: paid(period - 1000) };
  const coupon = body.coupon ? { free_days: body.coupon === "FREE30" ? 30 : 0, status: body.coupon === "FREE30" ? ("success" as const) : ("fail" as const) } : null;
  const vip = vipHeld && body.plan_id === "seller1";
  const schedule = vip
    ? { today: 0, next: { amount: period, date: NEXT.month }, free: { by: "vip" as const, months: 1 } }
    : coupon?.free_days
      ? { today: 0, next: { amount: period, date: NEXT.free30 }, free: { by: "coupon" as const, days: 30 } }
      : paid(period);
  return { total: schedule.today, refund: 0, price: period, coupon_result: coupon, vip, schedule };
}

const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const fail = (status: number, message: string) => HttpResponse.json({ success: false, message }, { status });

const server = setupServer(
  http.post("*/api/plan/calc", async ({ request }) => {
    const body = (await request.json()) as PlanCalcRequest;
    calcs.push(body);
    return ok(price(body));
  }),
  http.get("*/api/users/shipping_address", () => ok(addresses)),
  http.get("*/api/users/credit_cards", () => ok(cards)),
  http.post("*/api/payments/test/tokens", async ({ request }) => {
    const { number } = (await request.json()) as { number: string };
    return ok({ id: `tok_test_${number.slice(-4)}`, card: { brand: "visa", last_four: number.slice(-4), exp_month: 12, exp_year: 2034 } });
  }),
  http.get("*/api/user/vip_code", ({ request }) => ok({ valid: new URL(request.url).searchParams.get("vip_code") === "VIPSTYLE", plans: PLANS })),
  http.post("*/api/user/vip_code", async ({ request }) => {
    const { vip_code } = (await request.json()) as { vip_code: string };
    if (vip_code !== "VIPSTYLE") return fail(400, "VIP Code invalid");
    vipHeld = true;
    return ok({ valid: true, plans: PLANS });
  }),
  http.post("*/api/plan/checkout", async ({ request }) => {
    const body = (await request.json()) as PlanCheckoutRequest;
    purchases.push({ body, key: request.headers.get("idempotency-key") });
    if (hold) await hold;
    if (answer === "decline" || body.token === "tok_test_0002") return fail(402, "Your card was declined.");
    if (answer === "refused") return fail(409, "You already have a plan: change it from My Plan Detail.");
    if (answer === "vip") {
      vipHeld = false;
      return fail(409, "vip code invalid");
    }
    return ok(settings);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  addresses = [];
  cards = [];
  vipHeld = false;
  answer = "ok";
  hold = null;
  calcs.length = 0;
  purchases.length = 0;
});
afterEach(() => vi.clearAllMocks());

function show(props: Partial<PlanCheckoutFormProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PlanCheckoutForm plans={PLANS} initialPlan="seller1" initialPay="month" change={false} current={null} {...props} />
    </QueryClientProvider>,
  );
}

const confirm = () => screen.getByRole("button", { name: /^(Confirm|Processing…)$/ });
const total = () => screen.getByTestId("plan-total");
const ready = async () => {
  await waitFor(() => expect(confirm()).toBeEnabled());
  await waitFor(() => expect(screen.getByRole("region", { name: "Summary" })).not.toHaveAttribute("aria-busy", "true"));
};

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full name"), "Ann Lee");
  await user.type(screen.getByLabelText("Address"), "1 Main St");
  await user.type(screen.getByLabelText("Zip code"), "94105");
  await user.type(screen.getByLabelText("City"), "San Francisco");
  await user.type(screen.getByLabelText("Phone"), "4155550100");
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText("Card number"), number);
  await user.type(screen.getByLabelText("Expiry (MM / YY)"), "1234");
  await user.type(screen.getByLabelText("CVC"), "123");
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, card = "4242424242424242") {
  await fillAddress(user);
  await typeCard(user, card);
  await user.click(screen.getByRole("checkbox", { name: "I agree to the Terms and conditions" }));
}

describe("plan checkout: the price", () => {
  it("opens on the plan asked for, monthly, and recalculates when the period or the plan changes", async () => {
    const user = userEvent.setup();
    show();
    await ready();
    expect(screen.getByTestId("plan-name")).toHaveTextContent("Basic");
    expect(total()).toHaveTextContent("$ 25.00");
    expect(screen.getByText("Total due today")).toBeInTheDocument();
    expect(calcs).toEqual([{ plan_id: "seller1", pay: "month" }]);

    // PLAN-04: yearly = 12 × the monthly average, with the saving
    expect(screen.getByRole("radio", { name: /Yearly/ })).toHaveAccessibleName(/\$ 240\.00 per year\$ 20\.00 per month, save 20%/);
    await user.click(screen.getByRole("radio", { name: /Yearly/ }));
    await waitFor(() => expect(total()).toHaveTextContent("$ 240.00"));
    expect(calcs.at(-1)).toEqual({ plan_id: "seller1", pay: "year" });

    // The chooser: a dialog at most 960px wide
    await user.click(screen.getByRole("button", { name: "Choose another plan" }));
    const dialog = screen.getByRole("dialog", { name: "Choose a plan" });
    expect(dialog.className).toContain("max-w-[960px]");
    expect(within(dialog).getByRole("button", { name: "Selected Basic" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(dialog).getByRole("button", { name: "Select Pro" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("plan-name")).toHaveTextContent("Pro");
    await waitFor(() => expect(total()).toHaveTextContent("$ 432.00"));
    expect(calcs.at(-1)).toEqual({ plan_id: "seller2", pay: "year" });
  });

  it("PLAN-10: a coupon's free days show the spec's sentence and a Cancel that clears the coupon", async () => {
    const user = userEvent.setup();
    show();
    await ready();
    await user.type(screen.getByLabelText(/Coupon code/), "free30");
    await user.click(screen.getByRole("button", { name: "Apply Coupon code" }));
    await screen.findByText("First 30 days free, then $25.00 per Month");
    expect(total()).toHaveTextContent("$ 0.00");
    // Issue 25: what is charged next, and when.
    expect(screen.getByText("Next charge on December 27, 2026, then every month")).toBeInTheDocument();
    expect(screen.getByTestId("plan-next-charge")).toHaveTextContent("$ 25.00");
    expect(calcs.at(-1)).toEqual({ plan_id: "seller1", pay: "month", coupon: "FREE30" });

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(total()).toHaveTextContent("$ 25.00"));
    expect(screen.queryByText(/days free/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Coupon code/)).toHaveValue("");
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("PLAN-10: an unknown coupon is the toast 'Coupon code invalid.' and no coupon is kept", async () => {
    const user = userEvent.setup();
    show();
    await ready();
    await user.type(screen.getByLabelText(/Coupon code/), "NOPE{Enter}");
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Coupon code invalid."));
    expect(total()).toHaveTextContent("$ 25.00");
    expect(screen.queryByText(/days free/)).not.toBeInTheDocument();
    expect(purchases).toEqual([]);
  });

  it("ONB-10: a VIP code is checked, then applied, and waives the plan's fee; a wrong one is 'VIP Code invalid'", async () => {
    const user = userEvent.setup();
    show();
    await ready();
    await user.type(screen.getByRole("textbox", { name: /^VIP code/ }), "WRONG");
    await user.click(screen.getByRole("button", { name: "Apply VIP code" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: /^VIP code/ })).toHaveAccessibleDescription("VIP Code invalid"));
    expect(vipHeld).toBe(false);

    await user.clear(screen.getByRole("textbox", { name: /^VIP code/ }));
    await user.type(screen.getByRole("textbox", { name: /^VIP code/ }), "vipstyle");
    await user.click(screen.getByRole("button", { name: "Apply VIP code" }));
    await waitFor(() => expect(total()).toHaveTextContent("$ 0.00"));
    expect(vipHeld).toBe(true);
    expect(screen.getAllByText("VIP code: first month free").length).toBeGreaterThan(0);
    expect(screen.getByText("Free until December 27, 2026")).toBeInTheDocument();
  });

  it("a change (mode=change) shows the refund and the amount due, and takes no coupon or VIP code", async () => {
    show({ change: true, current: { plan: "seller1", name: "Basic" }, initialPlan: "seller2" });
    await ready();
    expect(calcs).toEqual([{ plan_id: "seller2", pay: "month", mode: "change" }]);
    expect(screen.getByText("Refund for your current plan")).toBeInTheDocument();
    expect(total()).toHaveTextContent("$ 35.00");
    expect(screen.getByText("Changing from Basic")).toBeInTheDocument();
    expect(screen.queryByLabelText(/Coupon code/)).not.toBeInTheDocument();
  });
});

describe("plan checkout: confirm", () => {
  it("BR-VAL-34: shows the three messages together and focuses the first field to fix", async () => {
    const user = userEvent.setup();
    show();
    await ready();
    await user.click(confirm());
    const list = await screen.findByRole("alert");
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "please provide vaild billing address.",
      "please provide vaild payment information.",
      "please agree our terms and conditions.",
    ]);
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    expect(screen.getByText("full name required")).toBeInTheDocument();
    expect(purchases).toEqual([]);

    // The list follows the form as it is fixed.
    await fillAddress(user);
    await waitFor(() => expect(screen.queryByText("please provide vaild billing address.")).not.toBeInTheDocument());
    expect(screen.getByText("please provide vaild payment information.")).toBeInTheDocument();
  });

  it("buys with a new card and address: one request with its idempotency key, then My Plan Detail and the purchase event", async () => {
    resetAnalytics();
    const user = userEvent.setup();
    show();
    await ready();
    await fillAll(user);
    await user.click(confirm());
    await waitFor(() => expect(push).toHaveBeenCalledWith("/plan/plan_setting"));
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(purchases[0]!.body).toEqual({
      plan_id: "seller1",
      pay: "month",
      token: "tok_test_4242",
      agree_terms: true,
      billing_address: { name: "Ann Lee", address: "1 Main St", address2: "", city: "San Francisco", state: "", zip_code: "94105", phone: "4155550100" },
    });
    expect(confirm()).toBeDisabled();
    // AN-04 / PLAN-09: the purchase with the plan details
    const events = analyticsEvents();
    expect(events.map((e) => e.name)).toEqual(["purchase"]);
    expect(events[0]!.params).toMatchObject({
      transaction_id: expect.stringMatching(/^plan-seller1-month-/),
      currency: "USD",
      plan_id: "seller1",
      plan_pay: "month",
      items: [expect.objectContaining({ item_id: "seller1", item_category: "plan", item_variant: "month", quantity: 1 })],
    });
  });

  it("pays with the default saved card and bills the default saved address", async () => {
    addresses = [savedAddress];
    cards = [savedCard];
    const user = userEvent.setup();
    show();
    await ready();
    await screen.findByRole("radio", { name: /Sam Saved/ });
    expect(screen.getByRole("radio", { name: /Sam Saved/ })).toBeChecked();
    await waitFor(() => expect(screen.getByRole("radio", { name: /Visa ending in 4242/ })).toBeChecked());
    await user.click(screen.getByRole("checkbox", { name: "I agree to the Terms and conditions" }));
    await user.click(confirm());
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(purchases[0]!.body).toMatchObject({ credit_card_id: "c1", billing_address: { name: "Sam Saved", address: "9 Oak Ave", zip_code: "10001", city: "New York", state: "NY", phone: "2125550100" } });
    expect(purchases[0]!.body).not.toHaveProperty("token");
  });

  it("a double submit sends one request", async () => {
    let release = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    const user = userEvent.setup();
    const { container } = show();
    await ready();
    await fillAll(user);
    const form = container.querySelector("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(purchases).toHaveLength(1));
    fireEvent.submit(form);
    release();
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(purchases).toHaveLength(1);
  });

  it("shows the server's refusal and enables Confirm again; a declined card's words go under the card", async () => {
    answer = "refused";
    const user = userEvent.setup();
    show();
    await ready();
    await fillAll(user, "4000000000000002");
    answer = "ok";
    await user.click(confirm());
    await waitFor(() => expect(screen.getByLabelText("Card number")).toHaveAccessibleDescription(/Your card was declined\./));
    expect(notify.error).toHaveBeenCalledWith("Your card was declined.");
    expect(confirm()).toBeEnabled();

    answer = "refused";
    await user.clear(screen.getByLabelText("Card number"));
    await user.type(screen.getByLabelText("Card number"), "4242424242424242");
    await user.click(confirm());
    await screen.findByText("You already have a plan: change it from My Plan Detail.");
    expect(confirm()).toBeEnabled();
    expect(push).not.toHaveBeenCalled();
    // Each definite answer ends the attempt: a new key each time.
    expect(new Set(purchases.map((p) => p.key)).size).toBe(2);
  });

  it("ONB-10: a held VIP code refused at the order is 'vip code invalid', and the price is asked again", async () => {
    vipHeld = true;
    const user = userEvent.setup();
    show();
    await ready();
    expect(total()).toHaveTextContent("$ 0.00");
    answer = "vip";
    await fillAll(user);
    await user.click(confirm());
    await screen.findByText("vip code invalid");
    await waitFor(() => expect(total()).toHaveTextContent("$ 25.00"));
    expect(confirm()).toBeEnabled();
  });
});

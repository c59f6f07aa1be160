// @vitest-environment jsdom
/**
 * The share checkout island (SHARE-09/10): the steps (Back hidden on step 1), and step 4's order: one
 * API-78 call with `share_cart_id` per double submit, the completion page, a refused size chart back to
 * step 1, the spec's toasts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SizeChart } from "@/lib/api/schemas/cart";
import type { PreferenceOptions, UserFigure } from "@/lib/api/schemas/figure";
import type { BoxOrderRequest } from "@/lib/api/schemas/goldbox";
import { ShareCheckout } from "@/components/share-box/share-checkout";
import { SharePaymentStep } from "@/components/share-box/share-payment-step";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }) }));
vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn(), clearErrors: vi.fn() } }));
const { notify } = await import("@/lib/toast");

const CHART = SizeChart.parse(JSON.parse(readFileSync(path.join(process.cwd(), "public/custom_data/size_chart.json"), "utf8")));
const FIGURE: UserFigure = {
  gender: null, "height-ft": null, "height-in": null, fits: null,
  shirt: [], dress: [], jean: [], shoes: [], "men-top": [], "men-bottom": [], "men-shoes": [],
  "preferred-styles": [], "preferred-stores": [],
};
const OPTIONS: PreferenceOptions = { groups: [{ id: "preferred-styles", values: [], options: [] }, { id: "preferred-stores", values: [], options: [] }] };
const OFFER = {
  stylist_user_name: "demo",
  plan: { plan_id: "shopper2", name: "Style Myself Plan", level: 1, monthly_fee: 1999, full_year_fee: 19188, buys: true },
  handling_fee_settings: { display_handling_fee: true, handling_fee: 2000, gift: 2000, charge: 0 },
};
const PLACED = { id: "o1", order_number: "SF300001", status: "paid", client_secret: null, provider: null, amount: 0, box_fee: 0, plan_fee: 1999, grand_total: 1999, plan_started: true, vip: false, free_days: 0, plan: null, items_count: 0 };

const ok = (data: unknown) => HttpResponse.json({ success: true, data });
let answer: "ok" | "sizes" | "down" = "ok";
let hold: Promise<void> | null = null;
const orders: { body: BoxOrderRequest; key: string | null }[] = [];

const server = setupServer(
  http.get("*/api/users/figure", () => ok(FIGURE)),
  http.get("*/api/user/preference/options", () => ok(OPTIONS)),
  http.get("*/custom_data/size_chart.json", () => HttpResponse.json(CHART)),
  http.put("*/api/users/figure", async ({ request }) => ok({ ...FIGURE, ...((await request.json()) as object) })),
  // The plan's schedule, as the server calculates it for shopper2 (issue 25).
  http.post("*/api/plan/calc", async ({ request }) => {
    const { pay } = (await request.json()) as { pay: "month" | "year" };
    const price = pay === "month" ? 1999 : 19188;
    return ok({ total: price, refund: 0, price, coupon_result: null, vip: false, schedule: { today: price, next: { amount: price, date: pay === "month" ? "2026-12-27T12:00:00.000Z" : "2027-11-27T12:00:00.000Z" }, free: null } });
  }),
  http.get("*/api/users/shipping_address", () => ok([])),
  http.get("*/api/users/credit_cards", () => ok([])),
  http.post("*/api/payments/test/tokens", () => ok({ id: "tok_test_succeed_1", card: { brand: "visa", last_four: "4242", exp_month: 12, exp_year: 2034 } })),
  http.post("*/api/goldbox/order", async ({ request }) => {
    orders.push({ body: (await request.json()) as BoxOrderRequest, key: request.headers.get("idempotency-key") });
    if (hold) await hold;
    if (answer === "sizes") return HttpResponse.json({ success: false, message: "please provide vaild size informations.", issues: [{ path: "size", message: "please provide vaild size informations." }] }, { status: 400 });
    if (answer === "down") return HttpResponse.json({ success: false, message: "boom" }, { status: 500 });
    return ok(PLACED);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  answer = "ok";
  hold = null;
  orders.length = 0;
});
afterEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
});

const wrap = (ui: React.ReactNode) => render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>{ui}</QueryClientProvider>);

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Full name"), "Bo Box");
  await user.type(screen.getByLabelText("Address"), "1 Main St");
  await user.type(screen.getByLabelText("Zip code"), "94105");
  await user.type(screen.getByLabelText("City"), "San Francisco");
  await user.type(screen.getByLabelText("Phone"), "4155550100");
  await user.type(screen.getByLabelText("Card number"), "4242424242424242");
  await user.type(screen.getByLabelText("Expiry (MM / YY)"), "1234");
  await user.type(screen.getByLabelText("CVC"), "123");
}

const confirm = () => screen.getByRole("button", { name: /^(confirm and pay|Processing…)$/ });

describe("share checkout steps (SHARE-09)", () => {
  it("starts on the size chart without Back; a saved size chart moves on to the style chart, where Back returns", async () => {
    const user = userEvent.setup();
    wrap(<ShareCheckout target={{ kind: "share", shareId: "share-demo-weekend" }} offer={OFFER} warning="You already have a Get Styled Box on its way." completePath={"/skd/skd_complete" as never} />);
    expect(await screen.findByRole("heading", { name: "Your sizes" })).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("You already have a Get Styled Box on its way.");
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    for (const name of ["Women's Tops", "Women's Dresses", "Women's Bottoms (waist)", "Women's Shoes (US)"]) {
      await user.click(within(screen.getByRole("group", { name })).getAllByRole("checkbox")[2]!);
    }
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Your style" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("heading", { name: "Your sizes" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
  });
});

describe("share checkout step 4 (SHARE-10)", () => {
  const show = (onStep = vi.fn()) => {
    wrap(<SharePaymentStep target={{ kind: "share", shareId: "share-demo-weekend" }} offer={OFFER} completePath={"/skd/skd_complete" as never} onStep={onStep} />);
    return onStep;
  };

  it("shows the plan, the gifted fee and the total; an empty form is 'please provide vaild informations.' and orders nothing", async () => {
    const user = userEvent.setup();
    show();
    await waitFor(() => expect(screen.getByTestId("share-grand-total")).toHaveTextContent("$ 19.99"));
    expect(screen.getByText("Gifted by demo")).toBeInTheDocument();
    // Issue 25: what is charged next, and when.
    expect(screen.getByText("Next charge on December 27, 2026, then every month")).toBeInTheDocument();
    expect(screen.getByTestId("share-next-charge")).toHaveTextContent("$ 19.99");
    expect(screen.getByRole("checkbox", { name: "same as shipping address" })).toBeChecked();
    await screen.findByLabelText("Full name");
    await user.click(confirm());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("please provide vaild informations."));
    expect(orders).toEqual([]);
  });

  it("a double click orders once, with share_cart_id, basic-shipping and blings 0, then the completion page", async () => {
    const user = userEvent.setup();
    show();
    await fillAll(user);
    await user.click(screen.getByRole("radio", { name: /Yearly/ }));
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    await user.click(confirm());
    await user.click(confirm());
    await waitFor(() => expect(orders).toHaveLength(1));
    release();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/skd/skd_complete"));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.body).toMatchObject({ share_cart_id: "share-demo-weekend", plan_pay: "year", shipping_method_id: "basic-shipping", blings: 0, credit_card_token: "tok_test_succeed_1" });
    expect(orders[0]!.body.shipping_address).toMatchObject({ name: "Bo Box", city: "San Francisco" });
    expect(orders[0]!.key).toBeTruthy();
  });

  it("BR-VAL-32: a refused size chart sends the buyer back to step 1 with the spec's toast", async () => {
    const user = userEvent.setup();
    answer = "sizes";
    const onStep = show();
    await fillAll(user);
    await user.click(confirm());
    await waitFor(() => expect(onStep).toHaveBeenCalledWith(0));
    expect(notify.error).toHaveBeenCalledWith("please provide vaild size informations.");
    expect(push).not.toHaveBeenCalled();
  });

  it("a server failure is the toast 'An error occured, please try again.'", async () => {
    const user = userEvent.setup();
    answer = "down";
    show();
    await fillAll(user);
    await user.click(confirm());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("An error occured, please try again."));
    expect(push).not.toHaveBeenCalled();
  });
});

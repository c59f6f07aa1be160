// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CreditCard } from "@/lib/api/schemas/checkout";
import type { SubscriptionDetail as Subscription, SubscriptionsPage } from "@/lib/api/schemas/subscription-account";
import { formatMoney } from "@/lib/money";
import { SubscriptionDetail } from "@/components/orders/subscriptions/subscription-detail";
import { SubscriptionsList } from "@/components/orders/subscriptions/subscriptions-list";
import { QueryWrapper } from "../support/query-wrapper";

vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams() }));
const { notify } = await import("@/lib/toast");

const occasion = (id: string, patch: Partial<Subscription["occasions"][number]>): Subscription["occasions"][number] => ({
  id,
  status: 0,
  shipped_date: null,
  event_type: "bi",
  date: "2030-06-15",
  price: 2999,
  discount_price: 600,
  order_id: null,
  create_date: "2030-06-08",
  ...patch,
});

const pack = (): Subscription => ({
  id: "sub-1",
  date: "2026-10-01T10:00:00.000Z",
  status: 0,
  type: "SO",
  type_title: "5 Special Occasions",
  cover: "/api/images/item/1.svg",
  recipient_name: "Jamie",
  notes: "Five little surprises",
  is_credit_card_invalid: false,
  is_manual_pick: false,
  occasions: [
    occasion("o1", { status: 1, event_type: "va", date: "2030-02-14", price: 0, discount_price: 0, order_id: "order-9", shipped_date: "2030-02-07", create_date: "2030-02-07" }),
    occasion("o2", { status: 2, event_type: "mo", date: "2030-05-09", create_date: null }),
    occasion("o3", {}),
  ],
});

const visa: CreditCard = { _id: "c1", brand: "visa", last_four: "4242", exp_month: 12, exp_year: 2034, is_default: true, is_invalid: false };
const expired: CreditCard = { _id: "c2", brand: "amex", last_four: "0005", exp_month: 1, exp_year: 2020, is_default: false, is_invalid: true };

let current: Subscription = pack();
let cancelAnswer: { status: number; message: string } | null = null;
let cardMessage = "";
let cards: CreditCard[] = [];
let linkAnswer: { status: number; message: string } = { status: 200, message: "" };
const calls: { method: string; path: string; body?: unknown }[] = [];
const ok = (data: unknown) => HttpResponse.json({ success: true, data });

const server = setupServer(
  http.get("*/api/subscription/all", ({ request }) => {
    const pageNo = Number(new URL(request.url).searchParams.get("pageNo"));
    calls.push({ method: "GET", path: `all?pageNo=${pageNo}` });
    const page: SubscriptionsPage = { datas: [{ ...pack(), id: "sub-2", type_title: "Monthly Subscription", occasions_count: 1, next_date: null }], current_page: pageNo, has_more: false };
    return ok(page);
  }),
  http.get("*/api/subscription/:id", () => ok(current)),
  http.put("*/api/subscription/cancel_occasion", ({ request }) => {
    const id = new URL(request.url).searchParams.get("id")!;
    calls.push({ method: "PUT", path: `cancel_occasion?id=${id}` });
    if (cancelAnswer) return HttpResponse.json({ success: false, message: cancelAnswer.message }, { status: cancelAnswer.status });
    current = { ...current, occasions: current.occasions.map((o) => (o.id === id ? { ...o, status: 2, create_date: null } : o)) };
    return ok({ message: "" });
  }),
  http.put("*/api/subscription/credit_card", async ({ request }) => {
    const body = await request.json();
    calls.push({ method: "PUT", path: "credit_card", body });
    current = { ...current, is_credit_card_invalid: false };
    return ok({ message: cardMessage });
  }),
  http.post("*/api/subscription/update_link", async ({ request }) => {
    calls.push({ method: "POST", path: "update_link", body: await request.json() });
    if (linkAnswer.status !== 200) return HttpResponse.json({ success: false, message: linkAnswer.message }, { status: linkAnswer.status });
    return ok({ message: linkAnswer.message });
  }),
  http.get("*/api/users/credit_cards", () => ok(cards)),
  http.post("*/api/payments/test/tokens", async ({ request }) => {
    const body = (await request.json()) as { number: string; exp_month: number; exp_year: number };
    return ok({ id: "tok_test_new", card: { brand: "mastercard", last_four: body.number.slice(-4), exp_month: body.exp_month, exp_year: body.exp_year } });
  }),
  http.post("*/api/users/credit_cards/", () => {
    cards = [{ _id: "c9", brand: "mastercard", last_four: "4444", exp_month: 12, exp_year: 2034, is_default: true, is_invalid: false }, ...cards];
    return ok(cards);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  current = pack();
  cancelAnswer = null;
  cardMessage = "";
  cards = [visa, expired];
  linkAnswer = { status: 200, message: "" };
  calls.length = 0;
});
afterEach(() => vi.clearAllMocks());

const show = (subscription: Subscription = current) => render(<SubscriptionDetail store="demo" initial={subscription} search="" />, { wrapper: QueryWrapper });
const rows = () => within(screen.getByRole("region", { name: "Occasions" })).getAllByRole("listitem");

describe("SubscriptionDetail (GIFT-13, GIFT-14)", () => {
  it("shows the title, status, recipient and notes, and each occasion by its status", () => {
    show();
    expect(screen.getByRole("heading", { level: 1, name: "5 Special Occasions" })).toBeInTheDocument();
    expect(screen.getByTestId("subscription-status")).toHaveTextContent("Scheduled");
    expect(screen.getByText("For Jamie")).toBeInTheDocument();
    expect(screen.getByText("Five little surprises")).toBeInTheDocument();
    const [made, canceled, scheduled] = rows();
    expect(made).toHaveTextContent("Valentine's Day · February 14, 2030");
    expect(made).toHaveTextContent("created on February 7, 2030");
    expect(made).toHaveTextContent("First Box Free");
    expect(within(made!).getByRole("link")).toHaveAttribute("href", "/demo/orders/subscription/entry/order-9");
    expect(within(made!).queryByRole("button", { name: /Cancel/ })).toBeNull();
    expect(canceled).toHaveTextContent("canceled");
    expect(within(canceled!).queryByRole("button")).toBeNull();
    expect(within(canceled!).queryByRole("link")).toBeNull();
    expect(scheduled).toHaveTextContent("will be created on June 8, 2030");
    expect(scheduled).toHaveTextContent(formatMoney(2399));
    expect(scheduled).toHaveTextContent(`was ${formatMoney(2999)}`);
    expect(within(scheduled!).getByRole("button", { name: "Cancel Birthday" })).toHaveTextContent("Cancel");
    // The card form only shows for an invalid card.
    expect(screen.queryByRole("button", { name: "SELECT A NEW CARD" })).toBeNull();
  });
});

describe("cancel a scheduled occasion (GIFT-15)", () => {
  it("cancels it, toasts 'subscription canceled.' and shows it canceled", async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole("button", { name: "Cancel Birthday" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("subscription canceled."));
    expect(calls).toContainEqual({ method: "PUT", path: "cancel_occasion?id=o3" });
    await waitFor(() => expect(rows()[2]).toHaveTextContent("canceled"));
    expect(screen.queryByRole("button", { name: "Cancel Birthday" })).toBeNull();
  });

  it("shows the server's refusal and keeps the occasion", async () => {
    cancelAnswer = { status: 409, message: "Only a scheduled occasion can be canceled." };
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole("button", { name: "Cancel Birthday" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Only a scheduled occasion can be canceled."));
    expect(notify.success).not.toHaveBeenCalled();
    expect(rows()[2]).toHaveTextContent("will be created on");
  });
});

describe("card update (GIFT-16, C-30)", () => {
  it("shows the form while the card is invalid, picks a card in 'SELECT A NEW CARD', confirms, then toasts", async () => {
    current = { ...pack(), is_credit_card_invalid: true };
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole("button", { name: "SELECT A NEW CARD" }));
    const dialog = await screen.findByRole("dialog", { name: "SELECT A NEW CARD" });
    expect(await within(dialog).findByRole("radio", { name: /4242/ })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: /0005/ })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "ADD CREDIT CARDS" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByText("Updated, we'll process on next scheduled time, thank you.")).toBeInTheDocument();
    expect(calls).toContainEqual({ method: "PUT", path: "credit_card", body: { id: "sub-1", credit_card_id: "c1" } });
    expect(notify.success).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(notify.success).toHaveBeenCalledWith("Payment information updated, Thank you.");
    await waitFor(() => expect(screen.queryByRole("button", { name: "SELECT A NEW CARD" })).toBeNull());
  });

  it("toasts the server's own message instead when it gives one; closing without confirming toasts nothing", async () => {
    current = { ...pack(), is_credit_card_invalid: true };
    cardMessage = "Card saved for the next box.";
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole("button", { name: "SELECT A NEW CARD" }));
    let dialog = await screen.findByRole("dialog", { name: "SELECT A NEW CARD" });
    await user.click(await within(dialog).findByRole("button", { name: "Cancel" }));
    expect(notify.success).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.path === "credit_card")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "SELECT A NEW CARD" }));
    dialog = await screen.findByRole("dialog", { name: "SELECT A NEW CARD" });
    await user.click(await within(dialog).findByRole("button", { name: "Confirm" }));
    await user.click(await within(dialog).findByRole("button", { name: "OK" }));
    expect(notify.success).toHaveBeenCalledWith("Card saved for the next box.");
  });

  it("adds a card from the picker ('ADD CREDIT CARDS' on top of it) and comes back with it picked", async () => {
    current = { ...pack(), is_credit_card_invalid: true };
    cards = [];
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole("button", { name: "SELECT A NEW CARD" }));
    const picker = await screen.findByRole("dialog", { name: "SELECT A NEW CARD" });
    expect(await within(picker).findByText("No saved cards yet.")).toBeInTheDocument();
    expect(within(picker).getByRole("button", { name: "Confirm" })).toBeDisabled();
    await user.click(within(picker).getByRole("button", { name: "ADD CREDIT CARDS" }));
    const add = await screen.findByRole("dialog", { name: "ADD CREDIT CARDS" });
    await user.type(within(add).getByLabelText("Card number"), "5555555555554444");
    await user.type(within(add).getByLabelText("Expiry (MM / YY)"), "1234");
    await user.type(within(add).getByLabelText("CVC"), "123");
    await user.click(within(add).getByRole("button", { name: "Save card" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "ADD CREDIT CARDS" })).toBeNull());
    // The picker stayed open underneath, now with the new card picked.
    expect(await within(screen.getByRole("dialog", { name: "SELECT A NEW CARD" })).findByRole("radio", { name: /4444/ })).toBeChecked();
    await user.click(within(screen.getByRole("dialog", { name: "SELECT A NEW CARD" })).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(calls).toContainEqual({ method: "PUT", path: "credit_card", body: { id: "sub-1", credit_card_id: "c9" } }));
  });

  it("does not show the form on a canceled subscription", () => {
    show({ ...pack(), is_credit_card_invalid: true, status: 2 });
    expect(screen.getByTestId("subscription-status")).toHaveTextContent("Canceled");
    expect(screen.queryByRole("button", { name: "SELECT A NEW CARD" })).toBeNull();
  });
});

describe("the box-update link mailed again (GIFT-17)", () => {
  it("asks the server for a new link for this subscription and toasts where it went", async () => {
    linkAnswer = { status: 200, message: "We've sent a new link to jamie@example.com. The link sent before no longer works." };
    const user = userEvent.setup();
    show();
    const section = screen.getByRole("region", { name: "Box items" });
    await user.click(within(section).getByRole("button", { name: "Email the update link again" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("We've sent a new link to jamie@example.com. The link sent before no longer works."));
    expect(calls.filter((c) => c.path === "update_link")).toEqual([{ method: "POST", path: "update_link", body: { id: "sub-1" } }]);
  });

  it("toasts the refusal (the limit) and nothing else", async () => {
    linkAnswer = { status: 429, message: "Too many attempts, please try again later." };
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole("button", { name: "Email the update link again" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Too many attempts, please try again later."));
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Email the update link again" })).toBeEnabled();
  });

  it("is not offered on a canceled subscription", () => {
    show({ ...pack(), status: 2 });
    expect(screen.queryByRole("button", { name: "Email the update link again" })).toBeNull();
  });
});

describe("SubscriptionsList (ACCT-13)", () => {
  it("links each subscription to its detail, and says the list is clear when empty", async () => {
    const { unmount } = render(<SubscriptionsList store="demo" initial={{ datas: [{ ...pack(), occasions_count: 5, next_date: "2030-06-15" }], current_page: 1, has_more: false }} />, { wrapper: QueryWrapper });
    const link = screen.getByRole("link", { name: /5 Special Occasions/ });
    expect(link).toHaveAttribute("href", "/demo/orders/subscription/sub-1");
    expect(link).toHaveTextContent("For Jamie · 5 boxes · next June 15, 2030");
    unmount();
    render(<SubscriptionsList store="demo" initial={{ datas: [], current_page: 1, has_more: false }} />, { wrapper: QueryWrapper });
    expect(screen.getByText("Your subscription list is clear!")).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AddCreditCardRequest, CreditCard } from "@/lib/api/schemas/checkout";
import { CreditCardManager } from "@/components/account/credit-card-manager";
import { QueryWrapper } from "../support/query-wrapper";

vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));
const { notify } = await import("@/lib/toast");

const visa: CreditCard = { _id: "c1", brand: "visa", last_four: "4242", exp_month: 12, exp_year: 2034, is_default: true, is_invalid: false };
const master: CreditCard = { _id: "c2", brand: "mastercard", last_four: "4444", exp_month: 3, exp_year: 2031, is_default: false, is_invalid: false };
const expired: CreditCard = { _id: "c3", brand: "amex", last_four: "0005", exp_month: 1, exp_year: 2020, is_default: false, is_invalid: true };

/** The test provider's numbers (as server/payments/test-provider.ts knows them) and the server's cards. */
const NUMBERS: Record<string, { brand: string }> = { "4242424242424242": { brand: "visa" }, "4000000000000002": { brand: "visa" } };
let cards: CreditCard[] = [];
let refuseSave: { status: number; message: string } | null = null;
let refuseChange: { status: number; message: string } | null = null;
/** while set, the default change waits for it: the test looks at the list before the server answers */
let changeGate: Promise<void> | null = null;
const tokens = new Map<string, string>();
const calls: { method: string; path: string; body?: unknown }[] = [];

const ordered = () => [...cards].sort((a, b) => Number(b.is_default) - Number(a.is_default));
const ok = (data: unknown = ordered()) => HttpResponse.json({ success: true, data });
const fail = ({ status, message }: { status: number; message: string }) => HttpResponse.json({ success: false, message }, { status });
const makeDefault = (id: string) => (cards = cards.map((c) => ({ ...c, is_default: c._id === id })));

const server = setupServer(
  http.get("*/api/users/credit_cards", () => ok()),
  http.post("*/api/payments/test/tokens", async ({ request }) => {
    const body = (await request.json()) as { number: string; exp_month: number; exp_year: number };
    calls.push({ method: "POST", path: "tokens", body });
    if (!NUMBERS[body.number]) return fail({ status: 402, message: "Your card number is incorrect." });
    const id = `tok_test_${tokens.size + 1}`;
    tokens.set(id, body.number);
    return ok({ id, card: { brand: "visa", last_four: body.number.slice(-4), exp_month: body.exp_month, exp_year: body.exp_year } });
  }),
  http.post("*/api/users/credit_cards/", async ({ request }) => {
    const body = (await request.json()) as AddCreditCardRequest;
    calls.push({ method: "POST", path: "credit_cards", body });
    if (refuseSave) return fail(refuseSave);
    const number = tokens.get(body.token)!;
    const id = `n${cards.length + 1}`;
    cards = [...cards, { _id: id, brand: NUMBERS[number]!.brand, last_four: number.slice(-4), exp_month: 12, exp_year: 2034, is_default: false, is_invalid: false }];
    if (body.is_default || cards.length === 1) makeDefault(id);
    return ok();
  }),
  http.put("*/api/users/credit_cards", async ({ request }) => {
    const body = (await request.json()) as { id: string };
    calls.push({ method: "PUT", path: "credit_cards", body });
    if (changeGate) await changeGate;
    if (refuseChange) return fail(refuseChange);
    makeDefault(body.id);
    return ok();
  }),
  http.delete("*/api/users/credit_cards/:id", ({ params }) => {
    calls.push({ method: "DELETE", path: `credit_cards/${String(params.id)}` });
    if (refuseChange) return fail(refuseChange);
    cards = cards.filter((c) => c._id !== params.id);
    return ok();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  cards = [visa, master, expired];
  refuseSave = null;
  refuseChange = null;
  changeGate = null;
  tokens.clear();
  calls.length = 0;
});
afterEach(() => vi.clearAllMocks());

const show = () => render(<CreditCardManager />, { wrapper: QueryWrapper });
const rows = () => within(screen.getByRole("list", { name: "Saved cards" })).getAllByRole("listitem");
const dialog = () => screen.getByRole("dialog");
const loaded = () => waitFor(() => expect(rows()).toHaveLength(cards.length));

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText("Card number"), number);
  await user.type(screen.getByLabelText("Expiry (MM / YY)"), "1234");
  await user.type(screen.getByLabelText("CVC"), "123");
}

describe("the credit-card manager on My Account (ACCT-19)", () => {
  it("lists the cards under 'CREDIT CARDS': brand, last four, expiry, the default and the invalid ones marked", async () => {
    show();
    expect(screen.getByRole("heading", { name: "CREDIT CARDS" })).toBeInTheDocument();
    await loaded();
    expect(rows()[0]).toHaveTextContent("Visa •••• ending in 4242");
    expect(rows()[0]).toHaveTextContent("Expires 12/2034");
    expect(rows()[0]).toHaveTextContent("Default");
    expect(rows()[1]).toHaveTextContent("Mastercard");
    expect(rows()[1]).not.toHaveTextContent("Default");
    expect(rows()[2]).toHaveTextContent("Expired or invalid");
    // Only a valid card that is not the default can become it.
    expect(screen.getAllByRole("button", { name: /^Make default/ }).map((b) => b.getAttribute("aria-label"))).toEqual(["Make default: Mastercard ending in 4444"]);
  });

  it("adds a card with the test provider: tokenised in the browser, only the token sent, the list reloaded", async () => {
    const user = userEvent.setup();
    show();
    await loaded();
    const add = screen.getByRole("button", { name: "ADD CREDIT CARDS" });
    await user.click(add);
    expect(dialog()).toHaveAccessibleName("ADD CREDIT CARDS");
    expect(within(dialog()).getByText("Test payments — no real card is charged")).toBeInTheDocument();

    await user.click(within(dialog()).getByRole("button", { name: "Save card" }));
    expect(within(dialog()).getByRole("alert")).toHaveTextContent("Please enter a valid credit card.");
    expect(calls).toHaveLength(0);

    await typeCard(user, "4242424242424242");
    await user.click(screen.getByLabelText("Use as my default card"));
    await user.click(within(dialog()).getByRole("button", { name: "Save card" }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("credit card added."));
    expect(calls.map((c) => c.path)).toEqual(["tokens", "credit_cards"]);
    expect(calls[1]!.body).toEqual({ token: "tok_test_1", is_default: true });
    expect(JSON.stringify(calls[1]!.body)).not.toContain("4242424242424242");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(rows()).toHaveLength(4);
    expect(rows()[0]).toHaveTextContent("Visa •••• ending in 4242");
    expect(rows()[0]).toHaveTextContent("Default");
    expect(add).toHaveFocus();
  });

  it("makes the first card the default whatever the box", async () => {
    cards = [];
    const user = userEvent.setup();
    show();
    expect(await screen.findByText("No saved cards yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "ADD CREDIT CARDS" }));
    const box = screen.getByLabelText("Use as my default card");
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    await typeCard(user, "4242424242424242");
    await user.click(within(dialog()).getByRole("button", { name: "Save card" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("credit card added."));
    expect(calls[1]!.body).toEqual({ token: "tok_test_1", is_default: true });
  });

  it("shows the provider's refusal as-is under the card field and saves nothing", async () => {
    const user = userEvent.setup();
    show();
    await loaded();
    await user.click(screen.getByRole("button", { name: "ADD CREDIT CARDS" }));
    await typeCard(user, "4000000000000000");
    await user.click(within(dialog()).getByRole("button", { name: "Save card" }));

    const alert = await within(dialog()).findByRole("alert");
    expect(alert).toHaveTextContent("Your card number is incorrect.");
    expect(screen.getByLabelText("Card number")).toHaveAccessibleDescription(expect.stringContaining("Your card number is incorrect."));
    expect(calls.map((c) => c.path)).toEqual(["tokens"]);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the card under the card field", async () => {
    refuseSave = { status: 402, message: "Your card was declined." };
    const user = userEvent.setup();
    show();
    await loaded();
    await user.click(screen.getByRole("button", { name: "ADD CREDIT CARDS" }));
    await typeCard(user, "4000000000000002");
    await user.click(within(dialog()).getByRole("button", { name: "Save card" }));

    expect(await within(dialog()).findByRole("alert")).toHaveTextContent("Your card was declined.");
    expect(screen.getByLabelText("Card number")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
  });

  it("makes a card the default (PUT {id}) and keeps the keyboard on it", async () => {
    const user = userEvent.setup();
    show();
    await loaded();
    await user.click(screen.getByRole("button", { name: "Make default: Mastercard ending in 4444" }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("default credit card updated."));
    expect(calls).toEqual([{ method: "PUT", path: "credit_cards", body: { id: "c2" } }]);
    expect(rows()[0]).toHaveTextContent("Mastercard");
    expect(rows()[0]).toHaveTextContent("Default");
    await waitFor(() => expect(rows()[0]).toHaveFocus());
    expect(screen.getByRole("button", { name: "Make default: Visa ending in 4242" })).toBeInTheDocument();
  });

  it("shows a refused default change as an error toast and keeps the list", async () => {
    refuseChange = { status: 404, message: "Card not found." };
    const user = userEvent.setup();
    show();
    await loaded();
    await user.click(screen.getByRole("button", { name: "Make default: Mastercard ending in 4444" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Card not found."));
    expect(rows()[0]).toHaveTextContent("Visa");
  });

  it("shows the new default before the server answers, and puts the old list back when it refuses", async () => {
    refuseChange = { status: 404, message: "Card not found." };
    let answer!: () => void;
    changeGate = new Promise((resolve) => (answer = resolve));
    const user = userEvent.setup();
    show();
    await loaded();
    await user.click(screen.getByRole("button", { name: "Make default: Mastercard ending in 4444" }));

    await waitFor(() => expect(rows()[0]).toHaveTextContent("Mastercard"));
    expect(rows()[0]).toHaveTextContent("Default");
    expect(rows()[1]).not.toHaveTextContent("Default");
    expect(rows()[0]).toHaveFocus();
    expect(notify.error).not.toHaveBeenCalled();

    answer();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Card not found."));
    expect(rows()[0]).toHaveTextContent("Visa");
    expect(rows()[0]).toHaveTextContent("Default");
    expect(rows()[1]).not.toHaveTextContent("Default");
    expect(screen.getByRole("button", { name: "Make default: Mastercard ending in 4444" })).toBeEnabled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("deletes only after 'delete this credit card ?' is confirmed", async () => {
    const user = userEvent.setup();
    show();
    await loaded();
    const remove = screen.getByRole("button", { name: "Delete: Mastercard ending in 4444" });

    await user.click(remove);
    expect(dialog()).toHaveAccessibleName("delete this credit card ?");
    expect(dialog()).toHaveTextContent("Mastercard ending in 4444, expires 03/2031");
    await user.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(remove);
    await user.click(within(dialog()).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("credit card deleted."));
    expect(calls).toEqual([{ method: "DELETE", path: "credit_cards/c2" }]);
    expect(rows()).toHaveLength(2);
    expect(screen.queryByText(/4444/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "ADD CREDIT CARDS" })).toHaveFocus();
  });

  it("shows a failed delete in the confirmation and keeps the card", async () => {
    refuseChange = { status: 404, message: "Card not found." };
    const user = userEvent.setup();
    show();
    await loaded();
    await user.click(screen.getByRole("button", { name: "Delete: Visa ending in 4242" }));
    await user.click(within(dialog()).getByRole("button", { name: "Delete" }));
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent("Card not found.");
    expect(rows()).toHaveLength(3);
  });
});

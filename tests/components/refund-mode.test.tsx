// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RefundMode } from "@/components/orders/refund/refund-mode";
import { PresaleDetail } from "@/components/orders/refund/presale-detail";
import { QueryWrapper } from "../support/query-wrapper";
import { accountItem, accountOrder } from "../support/account-order-fixture";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));
vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));
const { notify } = await import("@/lib/toast");

const returns: { body: unknown; key: string | null }[] = [];
const replacements: { form: FormData; key: string | null; version: string | null }[] = [];
const cancels: unknown[] = [];
let replacementAnswer: () => Response = () => HttpResponse.json({ success: true, data: { id: "r1", order_id: "order-1", order_item_ids: ["line-1"], status: "requested", created_at: "2026-11-20T00:00:00.000Z" } });

const server = setupServer(
  http.get("*/api/plans/current", () => HttpResponse.json({ success: true, data: { key: "free", name: "Free", level: 0, sub_level: 0, return_cost: 800, plan: null, is_show_buy_plan: true, tier: "0-0" } })),
  http.post("*/api/return", async ({ request }) => {
    returns.push({ body: await request.json(), key: request.headers.get("idempotency-key") });
    return HttpResponse.json({
      success: true,
      data: { id: "ret-1", number: "RT1", order_id: "order-1", status: "requested", reason: "Size", created_at: "2026-11-20T00:00:00.000Z", order_items: [], items_total: 5000, tax: 0, shipping: 800, refund_amount: null, refund_blings: null },
    });
  }),
  http.post("*/api/replacement", async ({ request }) => {
    replacements.push({ form: await request.formData(), key: request.headers.get("idempotency-key"), version: request.headers.get("x-api-version") });
    return replacementAnswer();
  }),
  http.put("*/api/preorder/cancel", async ({ request }) => {
    cancels.push(await request.json());
    return HttpResponse.json({ success: true, data: { canceled_item_ids: ["pre"], refund_amount: 4400 } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  returns.length = 0;
  replacements.length = 0;
  cancels.length = 0;
});
afterEach(() => vi.clearAllMocks());

const shipped = accountItem({ id: "line-1", name: "Linen Shirt", units: 3, returnable_units: 3, price: 5000 });
const late = accountItem({ id: "line-2", name: "Wool Coat", is_allowed_to_return: false, returnable_units: 1, units: 1 });
const presale = accountItem({ id: "pre", name: "Gold Dress", type: 3, is_allowed_to_return: false, tracking_number: null, price: 4000, units: 1 });

function renderMode(order = accountOrder([shipped, late])) {
  render(<RefundMode order={order} store="demo" />, { wrapper: QueryWrapper });
  return userEvent.setup();
}

async function answer(events: ReturnType<typeof userEvent.setup>, label: string) {
  await events.click(screen.getByRole("button", { name: "Return" }));
  const dialog = await screen.findByRole("dialog", { name: "I would like to return for Items:" });
  await events.click(within(dialog).getByRole("button", { name: label }));
  return dialog;
}

describe("the received question (ACCT-06)", () => {
  it("refuses a cancel with 'not cancelable' when no pre-sale item is left", async () => {
    const events = renderMode();
    const dialog = await answer(events, "I haven't received - Cancel Items");
    expect(within(dialog).getByRole("alert")).toHaveTextContent("not cancelable");
  });

  it("refuses a return past the window", async () => {
    const events = renderMode(accountOrder([late]));
    const dialog = await answer(events, "I have received - Return Items");
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Past the return window, contact customer service");
  });

  it("cancels the pre-sale items with a reason", async () => {
    const events = renderMode(accountOrder([presale, shipped]));
    await answer(events, "I haven't received - Cancel Items");
    const dialog = await screen.findByRole("dialog", { name: "I haven't received - Cancel Items" });
    // The form loads when its dialog opens (a lazy chunk).
    await events.click(await within(dialog).findByRole("button", { name: "Cancel Items" }));
    expect(await within(dialog).findByText("please select a cancel reason")).toBeInTheDocument();
    await events.selectOptions(within(dialog).getByRole("combobox", { name: "Reason" }), "Price");
    await events.click(within(dialog).getByRole("button", { name: "Cancel Items" }));
    await waitFor(() => expect(cancels).toEqual([{ order_id: "order-1", reason: "Price" }]));
    expect(refresh).toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith(expect.stringContaining("$ 44.00"));
  });
});

describe("finding 8: the pre-sale cancel says what it takes back and refunds", () => {
  it("names the items and the refund from the order's preview before the shopper confirms", async () => {
    const events = renderMode(accountOrder([presale, shipped], { presale_cancel: { items: [{ id: "pre", name: "Gold Dress", units: 1 }], refund_amount: 4400 } }));
    await answer(events, "I haven't received - Cancel Items");
    const dialog = await screen.findByRole("dialog", { name: "I haven't received - Cancel Items" });
    const summary = await within(dialog).findByRole("region", { name: "Items to cancel" });
    expect(within(summary).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Gold Dress · Qty 1"]);
    expect(within(summary).getByTestId("presale-cancel-refund")).toHaveTextContent("$ 44.00");
    expect(summary).not.toHaveTextContent("Linen Shirt");
    await events.selectOptions(within(dialog).getByRole("combobox", { name: "Reason" }), "Price");
    await events.click(within(dialog).getByRole("button", { name: "Cancel Items" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Pre-sale items canceled. $ 44.00 is refunded to your payment method."));
  });

  it("shows each refund under Total and the new total on the pre-sale detail", () => {
    const order = accountOrder([{ ...presale, is_canceled: true, return_message: "Canceled" }], {
      grand_total: 11675,
      refunds: [{ id: "refund-1", date: "2026-11-20T00:00:00.000Z", amount: 4400, reason: "Price" }],
    });
    render(<PresaleDetail order={order} />, { wrapper: QueryWrapper });
    expect(screen.getByTestId("order-refund")).toHaveTextContent("- $ 44.00");
    expect(screen.getByText("Refunded: pre-sale items canceled")).toBeInTheDocument();
    expect(screen.getByTestId("order-new-total")).toHaveTextContent("$ 72.75");
  });
});

describe("the return request (ACCT-07)", () => {
  it("asks for items and a reason with the spec's messages, offers 1…n units, shows the fee and deducts it", async () => {
    const events = renderMode();
    await answer(events, "I have received - Return Items");
    const dialog = await screen.findByRole("dialog", { name: "I have received - Return Items" });
    // The plan's return cost loads with the form ('…' until then).
    await waitFor(() => expect(within(dialog).getByTestId("return-fee")).toHaveTextContent("- $ 8.00"));
    // Only the returnable line is offered.
    expect(within(dialog).getByRole("checkbox", { name: /Linen Shirt/ })).toBeInTheDocument();
    expect(within(dialog).queryByText("Wool Coat")).not.toBeInTheDocument();

    await events.click(within(dialog).getByRole("button", { name: "Send return request" }));
    expect(await within(dialog).findByText("please select one or more items to return.")).toBeInTheDocument();
    expect(within(dialog).getByText("please select a return reason")).toBeInTheDocument();
    expect(returns).toEqual([]);

    const units = within(dialog).getByRole("combobox", { name: "Quantity of Linen Shirt" });
    expect(within(units).getAllByRole("option").map((o) => o.textContent)).toEqual(["1", "2", "3"]);
    await events.click(within(dialog).getByRole("checkbox", { name: /Linen Shirt/ }));
    await events.selectOptions(units, "2");
    expect(within(dialog).getByTestId("return-estimate")).toHaveTextContent("$ 92.00");
    await events.selectOptions(within(dialog).getByRole("combobox", { name: "Reason" }), "Quality");
    await events.click(within(dialog).getByRole("button", { name: "Send return request" }));

    expect(await screen.findByRole("dialog", { name: "Return request sent." })).toHaveTextContent(/emailed you the return instructions and a prepaid return shipping label/);
    expect(returns).toHaveLength(1);
    expect(returns[0]!.body).toEqual({ order_id: "order-1", items: [{ order_item_id: "line-1", units: 2 }], reason: "Quality" });
    expect(returns[0]!.key).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith("Return request sent.");
    expect(refresh).toHaveBeenCalled();
  });

  it("finding 12: errors clear as fields are fixed: ticking an item takes 'please select one or more items to return.' away at once", async () => {
    const events = renderMode();
    await answer(events, "I have received - Return Items");
    const dialog = await screen.findByRole("dialog", { name: "I have received - Return Items" });
    await events.click(within(dialog).getByRole("button", { name: "Send return request" }));
    expect(await within(dialog).findByText("please select one or more items to return.")).toBeInTheDocument();
    await events.click(within(dialog).getByRole("checkbox", { name: /Linen Shirt/ }));
    await waitFor(() => expect(within(dialog).queryByText("please select one or more items to return.")).not.toBeInTheDocument());
    // the field not fixed keeps its message
    expect(within(dialog).getByText("please select a return reason")).toBeInTheDocument();
    await events.selectOptions(within(dialog).getByRole("combobox", { name: "Reason" }), "Quality");
    await waitFor(() => expect(within(dialog).queryByText("please select a return reason")).not.toBeInTheDocument());
    expect(returns).toEqual([]);
  });

  it("a double submit sends one idempotency key, so the server makes one return (tests/api/order-history.test.ts)", async () => {
    const events = renderMode();
    await answer(events, "I have received - Return Items");
    const dialog = await screen.findByRole("dialog", { name: "I have received - Return Items" });
    await events.click(await within(dialog).findByRole("checkbox", { name: /Linen Shirt/ }));
    await events.selectOptions(within(dialog).getByRole("combobox", { name: "Reason" }), "Size");
    await events.dblClick(within(dialog).getByRole("button", { name: "Send return request" }));
    await screen.findByRole("dialog", { name: "Return request sent." });
    expect(returns.length).toBeGreaterThanOrEqual(1);
    expect(new Set(returns.map((r) => r.key)).size).toBe(1);
  });
});

describe("the replacement request (ACCT-09)", () => {
  const png = () => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "photo.png", { type: "image/png" });

  // an order with no contact to prefill from: the fields start empty
  async function openReplacement(order = accountOrder([shipped, accountItem({ id: "free", name: "Gift Scarf", price: 0 })], { email: "" })) {
    const events = renderMode(order);
    await events.click(screen.getByRole("button", { name: "REPLACE" }));
    const dialog = await screen.findByRole("dialog", { name: "Replacement request" });
    await within(dialog).findByRole("button", { name: "Send request" }); // the form's chunk has loaded
    return { events, dialog };
  }

  it("is offered only when grand_total ≠ 0 and a line has an empty return_message", () => {
    const { unmount } = render(<RefundMode order={accountOrder([shipped], { grand_total: 0 })} store="demo" />, { wrapper: QueryWrapper });
    expect(screen.queryByRole("button", { name: "REPLACE" })).not.toBeInTheDocument();
    unmount();
    render(<RefundMode order={accountOrder([{ ...shipped, return_message: "Returned" }])} store="demo" />, { wrapper: QueryWrapper });
    expect(screen.queryByRole("button", { name: "REPLACE" })).not.toBeInTheDocument();
  });

  it("shows the spec's messages, 'First Box Free' for a free line, sends the form with the photo, then 'request sent sucessfully.'", async () => {
    const { events, dialog } = await openReplacement();
    expect(within(dialog).getByText("First Box Free")).toBeInTheDocument();
    await events.type(within(dialog).getByRole("textbox", { name: "Contact name" }), "S");
    await events.type(within(dialog).getByRole("textbox", { name: "Email" }), "nope");
    await events.type(within(dialog).getByRole("textbox", { name: "Phone" }), "415555");
    await events.click(within(dialog).getByRole("button", { name: "Send request" }));
    for (const message of ["contact name required", "email invalid", "phone number invalid", "please select a photo", "please select item for replacement."]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(replacements).toEqual([]);

    await events.type(within(dialog).getByRole("textbox", { name: "Contact name" }), "am Shopper");
    await events.clear(within(dialog).getByRole("textbox", { name: "Email" }));
    await events.type(within(dialog).getByRole("textbox", { name: "Email" }), "sam@example.com");
    await events.type(within(dialog).getByRole("textbox", { name: "Phone" }), "0142");
    await events.upload(within(dialog).getByLabelText("Photo"), png());
    await events.click(within(dialog).getByRole("checkbox", { name: /Linen Shirt/ }));
    await events.click(within(dialog).getByRole("button", { name: "Send request" }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("request sent sucessfully."));
    expect(replacements).toHaveLength(1);
    const { form, key, version } = replacements[0]!;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== "upload"))).toEqual({ order_id: "order-1", name: "Sam Shopper", email: "sam@example.com", phone: "4155550142", reason: "", items: "line-1" });
    expect(form.get("upload")).toMatchObject({ type: "image/png" });
    expect(key).toBeTruthy();
    expect(version).toBe("2");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Replacement request" })).not.toBeInTheDocument());
  });

  it("finding 11: the contact's name, email and phone are prefilled from the order's ship-to, and the label reads 'REASON (optional)'", async () => {
    const shipTo = { name: "Sam Shopper", address: "1 Main St", address2: "", city: "Springfield", state: "IL", zip_code: "62701", phone: "(415) 555-0142" };
    const { events, dialog } = await openReplacement(accountOrder([shipped], { email: "sam@example.com", shipping_address: shipTo }));
    expect(within(dialog).getByRole("textbox", { name: "Contact name" })).toHaveValue("Sam Shopper");
    expect(within(dialog).getByRole("textbox", { name: "Email" })).toHaveValue("sam@example.com");
    expect(within(dialog).getByRole("textbox", { name: "Phone" })).toHaveValue("(415) 555-0142");
    expect(within(dialog).getByRole("textbox", { name: "Reason (optional)" })).toBeInTheDocument();
    await events.upload(within(dialog).getByLabelText("Photo"), png());
    await events.click(within(dialog).getByRole("checkbox", { name: /Linen Shirt/ }));
    await events.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(replacements).toHaveLength(1));
    expect(replacements[0]!.form.get("phone")).toBe("4155550142");
  });

  it("shows an error_code answer's message as a toast and keeps the form", async () => {
    replacementAnswer = () => HttpResponse.json({ success: false, message: "Gift Scarf cannot be replaced.", error_code: 7 }, { status: 409 });
    const { events, dialog } = await openReplacement();
    await events.type(within(dialog).getByRole("textbox", { name: "Contact name" }), "Sam");
    await events.type(within(dialog).getByRole("textbox", { name: "Email" }), "sam@example.com");
    await events.type(within(dialog).getByRole("textbox", { name: "Phone" }), "4155550142");
    await events.upload(within(dialog).getByLabelText("Photo"), png());
    await events.click(within(dialog).getByRole("checkbox", { name: /Gift Scarf/ }));
    await events.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Gift Scarf cannot be replaced."));
    expect(screen.getByRole("dialog", { name: "Replacement request" })).toBeInTheDocument();
  });
});

describe("the pre-sale detail (ACCT-08)", () => {
  it("shows the CANCEL/ABORT toggle only when something can be canceled or returned", async () => {
    const { unmount } = render(<PresaleDetail order={accountOrder([{ ...presale, is_canceled: true, return_message: "Canceled" }, late])} />, { wrapper: QueryWrapper });
    expect(screen.getByRole("heading", { name: "PRE-SALE DETAIL" })).toBeInTheDocument();
    expect(screen.getByText("Canceled")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "CANCEL" })).not.toBeInTheDocument();
    unmount();

    render(<PresaleDetail order={accountOrder([presale, shipped])} />, { wrapper: QueryWrapper });
    const events = userEvent.setup();
    await events.click(screen.getByRole("button", { name: "CANCEL" }));
    expect(screen.getByRole("button", { name: "ABORT" })).toBeInTheDocument();
    await events.selectOptions(screen.getByRole("combobox", { name: "Reason" }), "Changed My Mind");
    await events.click(screen.getByRole("button", { name: "Cancel Items" }));
    await waitFor(() => expect(cancels).toEqual([{ order_id: "order-1", reason: "Changed My Mind" }]));
    expect(screen.getByRole("button", { name: "CANCEL" })).toBeInTheDocument();
  });
});

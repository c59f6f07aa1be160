// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { UserEditor } from "@/components/account/user-editor";
import { PlanBadge } from "@/components/account/plan-badge";
import { CURRENT_USER_QUERY_KEY } from "@/lib/queries/account";
import { ACCOUNT_USER_NAME_MESSAGE } from "@/lib/account/user-name";
import type { CurrentUser } from "@/lib/api/schemas/user";

vi.mock("@/lib/toast", () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));
const { notify } = await import("@/lib/toast");

const TAKEN = "user name already exists";
const user: CurrentUser = {
  id: "u1", user_name: "shopper", email: "s@example.com", open_id: "", first_name: "", last_name: "", birth_year: null, store: null, store_opened: false,
  account_type: "shopper", plan_name: null, plan_id: null, plan_tier: "0-0", plan_badge: null, vip_code: null, vip_plan_id: null, can_buy_box: false, box_order: null, is_show_buy_plan: true, internal_user: false, blings: 0, providers: [],
};

const puts: { body: unknown; version: string | null }[] = [];
const server = setupServer(
  http.put("*/api/user", async ({ request }) => {
    const body = (await request.json()) as { user_name: string };
    puts.push({ body, version: request.headers.get("x-api-version") });
    if (body.user_name === "taken") return HttpResponse.json({ success: false, message: TAKEN }, { status: 409 });
    return HttpResponse.json({ success: true, data: { ...user, user_name: body.user_name } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  puts.length = 0;
});
afterEach(() => vi.clearAllMocks());

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<UserEditor userName="shopper" />, { wrapper });
  return client;
}

async function openEditor() {
  const events = userEvent.setup();
  await events.click(screen.getByRole("button", { name: "Edit user name" }));
  const input = screen.getByRole("textbox", { name: "User name" });
  await waitFor(() => expect(input).toHaveFocus());
  return { events, input };
}

describe("UserEditor (ACCT-16)", () => {
  it("lower-cases and strips the name as it is typed, shows the rule's message for a bad name, then saves a good one", async () => {
    const client = renderEditor();
    const { events, input } = await openEditor();
    await events.clear(input);
    await events.type(input, "9Lives!");
    expect(input).toHaveValue("9lives");
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(ACCOUNT_USER_NAME_MESSAGE)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveFocus();
    expect(puts).toEqual([]);

    await events.clear(input);
    await events.type(input, "Anna Lee_2");
    expect(input).toHaveValue("annalee_2");
    await events.click(screen.getByRole("button", { name: "Save" }));

    const edit = await screen.findByRole("button", { name: "Edit user name" });
    expect(screen.getByText("annalee_2")).toBeInTheDocument();
    expect(edit).toHaveFocus();
    expect(puts).toEqual([{ body: { user_name: "annalee_2" }, version: "3.0" }]);
    expect(notify.success).toHaveBeenCalledWith("user profile updated.");
    // the menu's user shows the new name without a reload
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual({ ok: true, data: { ...user, user_name: "annalee_2" } });
  });

  it("shows the server's refusal in the form and keeps it open", async () => {
    renderEditor();
    const { events, input } = await openEditor();
    await events.clear(input);
    await events.type(input, "taken");
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(TAKEN);
    expect(input).toHaveValue("taken");
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Edit user name" })).not.toBeInTheDocument();
  });

  it("Cancel closes the form, keeps the name and gives the focus back to Edit", async () => {
    renderEditor();
    const { events, input } = await openEditor();
    await events.type(input, "x");
    await events.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("shopper")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit user name" })).toHaveFocus();
    expect(puts).toEqual([]);
  });
});

describe("PlanBadge (ACCT-15, ACCT-17)", () => {
  it("shows the plan's name with the badge the server sent, or no plan", () => {
    const { rerender } = render(<PlanBadge user={{ plan_name: "Basic", plan_badge: "gold boutique" }} />);
    expect(screen.getByText("Basic")).toBeInTheDocument();
    expect(screen.getByText("gold boutique")).toBeInTheDocument();
    rerender(<PlanBadge user={{ plan_name: null, plan_badge: null }} />);
    expect(screen.getByText("No plan")).toBeInTheDocument();
  });
});

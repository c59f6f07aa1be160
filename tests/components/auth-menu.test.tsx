// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "@/lib/api/schemas/user";

vi.mock("@/lib/auth/actions", () => ({ signOut: vi.fn() }));
const { signOut } = vi.mocked(await import("@/lib/auth/actions"));
const { AccountMenu } = await import("@/components/layout/account-menu");

const shopper: CurrentUser = {
  id: "u1", user_name: "shopper", email: "shopper@example.com", open_id: "o1", first_name: "", last_name: "", birth_year: 1980,
  store: null, store_opened: false, account_type: "shopper", plan_name: null, plan_id: null, plan_tier: "0-0", plan_badge: null, vip_code: null, vip_plan_id: null, can_buy_box: false, box_order: null, is_show_buy_plan: false, internal_user: false,
  blings: 0, providers: [],
};
const owner: CurrentUser = { ...shopper, user_name: "stylist", store: { id: "s1", user_name: "demo", name: "Dana's Edit" }, store_opened: true, account_type: "seller" };

let answer: () => Response = () => HttpResponse.json({ success: true, data: shopper });
const userRequests = vi.fn();
const server = setupServer(
  http.get("*/api/user", () => {
    userRequests();
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

function setMarker(on: boolean) {
  document.cookie = on ? "sf_signed_in=1; path=/" : "sf_signed_in=; path=/; max-age=0";
}

function renderMenu(store: string | null = "demo") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ul>
        <AccountMenu store={store} onNavigate={() => {}} />
      </ul>
    </QueryClientProvider>,
  );
}

const labels = () => screen.getAllByRole("listitem").flatMap((li) => (li.querySelector("ul") ? [] : [li.textContent]));

beforeEach(() => {
  vi.clearAllMocks();
  answer = () => HttpResponse.json({ success: true, data: shopper });
});

describe("AccountMenu (NAV-04/05, G-30)", () => {
  it("shows guests Sign In and Sign Up and asks the API nothing", async () => {
    setMarker(false);
    renderMenu();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth/sign/signin?store=demo");
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/auth/sign/signup?store=demo");
    await new Promise((r) => setTimeout(r, 20));
    expect(userRequests).not.toHaveBeenCalled();
  });

  it("shows a signed-in shopper the account entries, 'My Store' to open one, and Sign out, without Sign In / Sign Up or the submenu", async () => {
    setMarker(true);
    renderMenu();
    expect(await screen.findByRole("link", { name: "My Account" })).toHaveAttribute("href", "/demo/user/profile");
    await waitFor(() => expect(userRequests).toHaveBeenCalled());
    await waitFor(() => expect(labels()).toEqual(["My Account", "My Measurements", "My Orders", "My Store", "Sign out"]));
    expect(screen.getByRole("link", { name: "My Store" })).toHaveAttribute("href", "/demo/auth_stylist");
    expect(screen.queryByRole("list", { name: "My Store" })).not.toBeInTheDocument();
  });

  it("adds the My Store submenu for store owners: their own store's tools, the heading leading to their welcome back (ONB-07)", async () => {
    setMarker(true);
    answer = () => HttpResponse.json({ success: true, data: owner });
    renderMenu("luna");
    expect(await screen.findByRole("list", { name: "My Store" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My Store" })).toHaveAttribute("href", "/demo/auth_stylist");
    expect(screen.getByRole("link", { name: "Edit Store Items" })).toHaveAttribute("href", "/demo/item/manage/edit");
    expect(screen.getByRole("link", { name: "Arrange Store Items" })).toHaveAttribute("href", "/demo/item/manage/arrange");
    expect(screen.getByRole("link", { name: "Embed my store on other website" })).toHaveAttribute("href", "/demo/embed");
  });

  it("falls back to the guest entries when the API refuses the session", async () => {
    setMarker(true);
    answer = () => HttpResponse.json({ success: false, message: "unauthorized" }, { status: 401 });
    renderMenu();
    expect(await screen.findByRole("link", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign out" })).not.toBeInTheDocument();
  });

  it("signs out through the server action and reloads at its destination", async () => {
    setMarker(true);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    signOut.mockResolvedValue({ redirectTo: "/demo" });
    renderMenu();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/demo"));
    expect(signOut).toHaveBeenCalledWith("demo");
    vi.unstubAllGlobals();
  });
});

// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { VipCodeForm } from "@/components/stylist/vip-code-form";
import { stylistPlanDonePath } from "@/lib/routes";
import { QueryWrapper } from "../support/query-wrapper";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }) }));

const checked: string[] = [];
const applied: string[] = [];
const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const server = setupServer(
  http.get("*/api/user/vip_code", ({ request }) => {
    const code = new URL(request.url).searchParams.get("vip_code") ?? "";
    checked.push(code);
    return ok({ valid: code === "VIPSTYLE", plans: [] });
  }),
  http.post("*/api/user/vip_code", async ({ request }) => {
    const { vip_code } = (await request.json()) as { vip_code: string };
    applied.push(vip_code);
    return ok({ valid: true, plans: [] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  vi.clearAllMocks();
  checked.length = 0;
  applied.length = 0;
});

function renderForm() {
  render(<VipCodeForm next={stylistPlanDonePath("demo")} />, { wrapper: QueryWrapper });
  return userEvent.setup();
}

describe("VipCodeForm (ONB-10)", () => {
  it("refuses a blank code with the spec's message before any call", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("Have a VIP code?"), "   ");
    await user.click(screen.getByRole("button", { name: "Apply VIP code" }));
    expect(await screen.findByText("VIP Code invalid")).toBeInTheDocument();
    expect(screen.getByLabelText("Have a VIP code?")).toHaveAccessibleDescription("VIP Code invalid");
    expect(checked).toEqual([]);
  });

  it("shows 'VIP Code invalid' under the field when the server does not know the code, and applies nothing", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("Have a VIP code?"), "nosuchcode");
    await user.click(screen.getByRole("button", { name: "Apply VIP code" }));
    expect(await screen.findByText("VIP Code invalid")).toBeInTheDocument();
    expect(screen.getByLabelText("Have a VIP code?")).toHaveAttribute("aria-invalid", "true");
    expect(checked).toEqual(["NOSUCHCODE"]);
    expect(applied).toEqual([]);
    expect(push).not.toHaveBeenCalled();
  });

  it("checks, applies the trimmed upper-cased code and goes to the plan-done page", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("Have a VIP code?"), " vipstyle ");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(push).toHaveBeenCalledWith("/demo/auth_stylist/plan_done"));
    expect(applied).toEqual(["VIPSTYLE"]);
  });
});

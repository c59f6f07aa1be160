// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryWrapper } from "../support/query-wrapper";

vi.mock("@/lib/auth/actions", () => ({ signInWithPassword: vi.fn(), signUp: vi.fn() }));
vi.mock("@/components/auth/finish-auth", () => ({ finishAuth: vi.fn() }));

const actions = vi.mocked(await import("@/lib/auth/actions"));
const { finishAuth } = vi.mocked(await import("@/components/auth/finish-auth"));
const { DelayedReveal, PLAN_SIGN_IN_DELAY_MS } = await import("@/components/plan/delayed-reveal");
const { SignInForm } = await import("@/components/auth/sign-in-form");
const { SignUpForm } = await import("@/components/auth/sign-up-form");

beforeEach(() => vi.clearAllMocks());

describe("the plan sign-in's delay (PLAN-05)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function renderDelayed() {
    return render(
      <>
        <button type="button">before</button>
        <DelayedReveal delayMs={PLAN_SIGN_IN_DELAY_MS}>
          <SignInForm context="plan" query="plan=seller1" store="demo" />
        </DelayedReveal>
      </>,
      { wrapper: QueryWrapper },
    );
  }

  it("is 1 s", () => {
    expect(PLAN_SIGN_IN_DELAY_MS).toBe(1000);
  });

  it("lays the form out at once but hidden and inert, then shows it after the delay", () => {
    const { container } = renderDelayed();
    const panel = container.querySelector("[data-revealed]")!;
    // laid out (no shift when it appears), but neither seen, read out nor focusable (jsdom applies no
    // CSS and ignores inert: e2e/plan-pages.spec.ts checks what a browser does with them)
    expect(screen.getByLabelText("Email", { selector: "input" })).toBeInTheDocument();
    expect(panel).toHaveClass("invisible");
    expect(panel).toHaveAttribute("inert");

    act(() => vi.advanceTimersByTime(PLAN_SIGN_IN_DELAY_MS - 1));
    expect(panel).toHaveAttribute("inert");

    act(() => vi.advanceTimersByTime(1));
    expect(panel).not.toHaveClass("invisible");
    expect(panel).not.toHaveAttribute("inert");
  });

  it("leaves the focus where the visitor put it when the form appears", () => {
    renderDelayed();
    const before = screen.getByRole("button", { name: "before" });
    before.focus();
    act(() => vi.advanceTimersByTime(PLAN_SIGN_IN_DELAY_MS));
    expect(before).toHaveFocus();
  });
});

describe("the plan sign-in and sign-up forms (PLAN-05/06)", () => {
  it("links to the plan's sign-up and forgot-password pages, keeping the query", () => {
    render(<SignInForm context="plan" query="plan=seller1" store="demo" />, { wrapper: QueryWrapper });
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/plan/plan_sign_up?plan=seller1");
    expect(screen.getByRole("link", { name: "forgot password" })).toHaveAttribute("href", "/plan/plan_forgot_password");
  });

  it("hides Sign Up when the query has `direct`", () => {
    render(<SignInForm context="plan" query="plan=seller1&direct" store="demo" />, { wrapper: QueryWrapper });
    expect(screen.queryByRole("link", { name: "Sign Up" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "forgot password" })).toBeInTheDocument();
  });

  it("signs in with the plan context and goes where the action says", async () => {
    const user = userEvent.setup();
    actions.signInWithPassword.mockResolvedValue({ ok: true, redirectTo: "/plan/plan_checkout?plan=seller1" });
    render(<SignInForm context="plan" query="plan=seller1" store="demo" />, { wrapper: QueryWrapper });
    await user.type(screen.getByLabelText("Email"), "ann@example.com");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(finishAuth).toHaveBeenCalledWith("/plan/plan_checkout?plan=seller1"));
    expect(actions.signInWithPassword).toHaveBeenCalledWith({ email: "ann@example.com", password: "secret123" }, "plan", "plan=seller1");
  });

  it("signs up with the store's invite name and links back to the plan sign-in", async () => {
    const user = userEvent.setup();
    actions.signUp.mockResolvedValue({ ok: true, redirectTo: "/plan/plan_setting" });
    render(<SignUpForm context="plan" query="plan=shopper1&store=demo" inviteCode="demo" />, { wrapper: QueryWrapper });
    expect(screen.getByRole("link", { name: /Sign In/ })).toHaveAttribute("href", "/plan/plan_sign_in?plan=shopper1&store=demo");
    await user.type(screen.getByLabelText("Email"), "new@example.com");
    await user.type(screen.getByLabelText(/User name/), "newplan");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.type(screen.getByLabelText("Repeat password"), "secret123");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(finishAuth).toHaveBeenCalledWith("/plan/plan_setting"));
    expect(actions.signUp).toHaveBeenCalledWith(expect.objectContaining({ email: "new@example.com", code: "demo" }), "plan", "plan=shopper1&store=demo", undefined);
  });
});

describe("the plan sign-in from Select on /plan", () => {
  it("finding 9: says which plan is being bought (name, price) and makes creating an account the obvious path", async () => {
    const { PlanPurchaseIntro } = await import("@/components/plan/plan-purchase-intro");
    const { planBeingBought } = await import("@/lib/plans/plan-being-bought");
    const { signInLinks } = await import("@/lib/auth/contexts");
    const basic = { id: "p1", plan_id: "seller1", name: "Basic", level: 2, sub_level: 1, monthly_fee: 2500, annual_avg_monthly_fee: 2000, full_year_fee: 24000, discountOff: 20, local_id: "", detail: [], goldbox: { handling_fee_settings: { handling_fee: 2000 }, min_count: 6, max_count: 6 } };
    const query = new URLSearchParams("plan=seller1");
    const buying = planBeingBought([basic], query);
    expect(buying).toEqual({ name: "Basic", price: "$ 25.00 per month" });
    render(<PlanPurchaseIntro plan={buying!} signUp={signInLinks("plan", query.toString(), "demo").signUp} />);
    expect(screen.getByRole("heading", { name: "Basic · $ 25.00 per month" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/plan/plan_sign_up?plan=seller1");
    // no plan asked for, or one not sold: nothing to say
    expect(planBeingBought([basic], new URLSearchParams(""))).toBeNull();
    expect(planBeingBought([basic], new URLSearchParams("plan=nope"))).toBeNull();
  });
});

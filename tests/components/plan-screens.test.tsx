// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ChangePlanList } from "@/components/plan/change-plan-list";
import { PlanDetail } from "@/components/plan/plan-detail";
import { StopRenewForm } from "@/components/plan/stop-renew-form";
import { QueryWrapper } from "../support/query-wrapper";
import { PLANS, planSettings, userPlan } from "../support/plan-fixtures";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));

const cancels: unknown[] = [];
const stopped = () => HttpResponse.json({ success: true, data: planSettings(userPlan({ next_payment: null, canceled_at: "2026-03-20T12:00:00.000Z" })) });
let cancelAnswer: () => Response = stopped;

const server = setupServer(
  http.post("*/api/plan/cancel", async ({ request }) => {
    cancels.push(await request.json());
    return cancelAnswer();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  cancels.length = 0;
  cancelAnswer = stopped;
});
afterEach(() => vi.clearAllMocks());

const badge = { plan_badge: "gold boutique" as const };

describe("My Plan Detail (PLAN-12, BR-PLAN-06/07, INAPP-08)", () => {
  it("a renewing plan: name and badge, feature lines, period dates, Change Plan and Cancel plan", () => {
    render(<PlanDetail settings={planSettings(userPlan())} user={badge} inApp={false} />);
    expect(screen.getByRole("heading", { name: /Basic/ })).toHaveTextContent("gold boutique");
    expect(screen.getByText("Exclusive brands")).toBeInTheDocument();
    expect(screen.getByText("Period start").nextElementSibling).toHaveTextContent("March 10, 2026");
    expect(screen.getByText("Period end").nextElementSibling).toHaveTextContent("April 10, 2026");
    expect(screen.getByRole("link", { name: "Change Plan" })).toHaveAttribute("href", "/plan/plan_change");
    expect(screen.getByRole("link", { name: "Cancel plan" })).toHaveAttribute("href", "/plan/plan_stop_renew");
    expect(screen.queryByText("Cancellation date")).not.toBeInTheDocument();
    expect(screen.queryByText("Get Styled Box Tutorial")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("in the app: no Change Plan; Cancel plan keeps ?inapp", () => {
    render(<PlanDetail settings={planSettings(userPlan())} user={badge} inApp />);
    expect(screen.queryByRole("link", { name: "Change Plan" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cancel plan" })).toHaveAttribute("href", "/plan/plan_stop_renew?inapp");
  });

  it("a tier outside BR-PLAN-06 (wholesaler 3-3) gets no Change Plan", () => {
    render(<PlanDetail settings={planSettings(userPlan({ plan_id: "wholesaler", name: "Wholesale", level: 3, sub_level: 3 }))} user={{ plan_badge: "retail boutique" }} inApp={false} />);
    expect(screen.getByRole("heading", { name: /Wholesale/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Change Plan" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cancel plan" })).toBeInTheDocument();
  });

  it("a stopped renewal: no Cancel plan; the cancellation date and the plan end date", () => {
    render(<PlanDetail settings={planSettings(userPlan({ next_payment: null, canceled_at: "2026-03-20T12:00:00.000Z" }))} user={badge} inApp={false} />);
    expect(screen.queryByRole("link", { name: "Cancel plan" })).not.toBeInTheDocument();
    expect(screen.getByText("Cancellation date").nextElementSibling).toHaveTextContent("March 20, 2026");
    expect(screen.getByText("Plan end date").nextElementSibling).toHaveTextContent("April 10, 2026");
    expect(screen.queryByText("Period end")).not.toBeInTheDocument();
  });

  it("a failed renewal (past due): the notice says the payment failed, until when the plan runs and what to do", () => {
    render(<PlanDetail settings={planSettings(userPlan({ status: "past_due", next_payment: null, period_end_date: "2026-04-17T12:00:00.000Z" }))} user={badge} inApp={false} />);
    const notice = screen.getByRole("alert");
    expect(notice).toHaveTextContent("The payment for this plan's renewal failed");
    expect(notice).toHaveTextContent("stays active until April 17, 2026");
    expect(notice).toHaveTextContent("choose one under Change Plan");
    expect(screen.queryByRole("link", { name: "Cancel plan" })).not.toBeInTheDocument();
    expect(screen.queryByText("Cancellation date")).not.toBeInTheDocument();
    expect(screen.getByText("Plan end date").nextElementSibling).toHaveTextContent("April 17, 2026");
  });

  it("a shopper (1-0) gets the Get Styled Box Tutorial, which opens on the page", async () => {
    render(<PlanDetail settings={planSettings(userPlan({ plan_id: "shopper1", name: "Shopper", level: 1, sub_level: 0 }))} user={{ plan_badge: "bronze shopper" }} inApp={false} />);
    const tutorial = screen.getByText("Get Styled Box Tutorial");
    const steps = screen.getByText(/Take the style quiz/);
    expect(steps).not.toBeVisible();
    await userEvent.setup().click(tutorial);
    expect(steps).toBeVisible();
  });

  it("no plan (0-0): an empty state leading to the plans, and Change Plan on the web", () => {
    render(<PlanDetail settings={planSettings(null)} user={{ plan_badge: null }} inApp={false} />);
    expect(screen.getByText("You don't have a plan yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the plans" })).toHaveAttribute("href", "/plan/plan_stylist");
    expect(screen.getByRole("link", { name: "Change Plan" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Cancel plan" })).not.toBeInTheDocument();
    expect(screen.queryByText("Period start")).not.toBeInTheDocument();
  });

  it("a seller level without a subscription: nothing to manage, no Change Plan", () => {
    render(<PlanDetail settings={planSettings(null, "2-0")} user={{ plan_badge: null }} inApp={false} />);
    expect(screen.getByText("Your account has no plan subscription to manage.")).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});

describe("Change plan list (PLAN-13, BR-PLAN-05, G-12)", () => {
  it("labels each plan current / upgrade / downgrade; the current plan's button is disabled and its click ignored", async () => {
    render(<ChangePlanList plans={PLANS} settings={planSettings(userPlan())} />);
    const card = (name: string) => screen.getByRole("heading", { name }).closest("li")!;
    const current = within(card("Basic")).getByRole("button", { name: "current" });
    expect(current).toBeDisabled();
    await userEvent.setup().click(current);
    expect(within(card("Basic")).queryByRole("link")).not.toBeInTheDocument();
    expect(within(card("Pro")).getByRole("link", { name: "upgrade" })).toHaveAttribute("href", "/plan/plan_checkout?plan=seller2&mode=change");
    expect(within(card("Style Myself Plan")).getByRole("link", { name: "downgrade" })).toHaveAttribute("href", "/plan/plan_checkout?plan=shopper2&mode=change");
    // shopper1 is never sold at the checkout (PLAN-11): labelled, not a pick, and it says why
    expect(within(card("Shopper")).getByRole("button", { name: "downgrade" })).toBeDisabled();
    expect(within(card("Shopper")).getByRole("button", { name: "downgrade" })).toHaveAccessibleDescription(/Not available as a change of plan\./);
    expect(within(card("Pro")).getByText("$ 49.00 / month")).toBeInTheDocument();
  });
});

describe("Stop auto-renewal (PLAN-14, BR-VAL-37)", () => {
  function renderForm(search = "") {
    render(<StopRenewForm search={search} />, { wrapper: QueryWrapper });
    return userEvent.setup();
  }

  it("no reason: 'please select a reason' on the group, the first reason focused, nothing sent", async () => {
    const events = renderForm();
    expect(screen.getAllByRole("radio")).toHaveLength(6);
    await events.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("please select a reason")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Reason" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("radio", { name: "too expensive" })).toHaveFocus();
    expect(cancels).toEqual([]);
  });

  it("'Other (please specify)' with no text: 'please enter reasons'; with a text it is sent and goes to settings", async () => {
    const events = renderForm("inapp");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    await events.click(screen.getByRole("radio", { name: "Other (please specify)" }));
    await events.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("please enter reasons")).toBeInTheDocument();
    const text = screen.getByRole("textbox", { name: "Your reason" });
    expect(text).toHaveFocus();
    expect(text).toHaveAccessibleDescription("please enter reasons");
    expect(cancels).toEqual([]);

    await events.type(text, "Moving abroad");
    await events.click(screen.getByRole("button", { name: "Confirm" }));
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith("/plan/plan_setting?inapp"));
    expect(cancels).toEqual([{ reason: "Other (please specify)", other: "Moving abroad" }]);
  });

  it("another reason is sent without a text", async () => {
    const events = renderForm();
    await events.click(screen.getByRole("radio", { name: "can't find the products" }));
    await events.click(screen.getByRole("button", { name: "Confirm" }));
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith("/plan/plan_setting"));
    expect(cancels).toEqual([{ reason: "can't find the products" }]);
  });

  it("the server's refusal shows its message in red, and the form can be sent again", async () => {
    cancelAnswer = () => HttpResponse.json({ success: false, message: "Your plan does not renew." }, { status: 409 });
    const events = renderForm();
    await events.click(screen.getByRole("radio", { name: "too expensive" }));
    await events.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your plan does not renew.");
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Confirm" })).toBeEnabled();
  });
});

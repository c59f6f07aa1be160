import { STOP_RENEW_REASONS } from "@/lib/api/schemas/plan";
import { changeChoices, changePlanOffered, formatPlanDate, pastDueAdvice, renewalState } from "@/lib/plans/plan-detail";
import { OTHER_REASON, stopRenewSchema } from "@/lib/plans/stop-renew";
import { PLANS, planSettings, userPlan } from "../support/plan-fixtures";

describe("My Plan Detail (PLAN-12, BR-PLAN-06/07)", () => {
  it("formats the period dates as long US dates in UTC", () => {
    expect(formatPlanDate("2026-03-10T12:00:00.000Z")).toBe("March 10, 2026");
    // late on the 10th in UTC is still the 10th, wherever the server runs
    expect(formatPlanDate("2026-04-10T23:59:00.000Z")).toBe("April 10, 2026");
    expect(formatPlanDate("not a date")).toBe("");
  });

  it("a plan renews while it has a next payment; without one it has stopped; a failed renewal is past due", () => {
    expect(renewalState(userPlan())).toBe("renews");
    expect(renewalState(userPlan({ status: "trialing" }))).toBe("renews");
    expect(renewalState(userPlan({ next_payment: null, canceled_at: "2026-03-20T00:00:00.000Z" }))).toBe("stopped");
    expect(renewalState(userPlan({ next_payment: null, status: "past_due" }))).toBe("past_due");
  });

  it.each([
    ["0-0", null, true],
    ["1-0", userPlan({ level: 1, sub_level: 0 }), true],
    ["1-1", userPlan({ level: 1, sub_level: 1 }), true],
    ["2-0", userPlan(), true],
    ["2-1", userPlan({ level: 2, sub_level: 1 }), true],
    ["2-2", userPlan({ level: 2, sub_level: 2 }), true],
    ["3-3", userPlan({ level: 3, sub_level: 3 }), false],
    ["2-3", userPlan({ level: 2, sub_level: 3 }), false],
  ] as const)("Change Plan at %s on the web: %s → %s", (tier, plan, offered) => {
    expect(changePlanOffered(planSettings(plan, tier), false)).toBe(offered);
    // INAPP-08: never in the app
    expect(changePlanOffered(planSettings(plan, tier), true)).toBe(false);
  });

  it("no Change Plan for a level without a subscription (nothing to change, and no first purchase above 0-0)", () => {
    expect(changePlanOffered(planSettings(null, "2-0"), false)).toBe(false);
  });

  it("a failed renewal's advice names the end date and where to choose a plan", () => {
    const plan = userPlan({ status: "past_due", next_payment: null, period_end_date: "2026-04-17T12:00:00.000Z" });
    expect(pastDueAdvice(plan, true)).toBe("Your plan stays active until April 17, 2026, then it ends. To keep a plan, choose one under Change Plan and pay with another card.");
    expect(pastDueAdvice(plan, false)).toMatch(/on the web/);
  });
});

describe("Change plan list (PLAN-13, BR-PLAN-05)", () => {
  const summary = (tier: string, plan = userPlan()) =>
    changeChoices(PLANS, planSettings(plan, tier)).map(({ plan: p, label, href }) => [p.plan_id, label, href]);

  it("seller1 (2-0): shopper plans downgrade, seller1 current, seller2 upgrade; picks are changes", () => {
    expect(summary("2-0")).toEqual([
      ["shopper1", "downgrade", null], // the checkout never sells shopper1 (PLAN-11)
      ["shopper2", "downgrade", "/plan/plan_checkout?plan=shopper2&mode=change"],
      ["seller1", "current", null],
      ["seller2", "upgrade", "/plan/plan_checkout?plan=seller2&mode=change"],
    ]);
  });

  it("seller2 (2-1): earlier plans downgrade, seller2 current", () => {
    expect(summary("2-1", userPlan({ plan_id: "seller2", level: 2, sub_level: 1 })).map(([key, label]) => [key, label])).toEqual([
      ["shopper1", "downgrade"],
      ["shopper2", "downgrade"],
      ["seller1", "downgrade"],
      ["seller2", "current"],
    ]);
  });

  it("shopper (1-0): shopper1 current, the others upgrade", () => {
    expect(summary("1-0", userPlan({ plan_id: "shopper1", level: 1, sub_level: 0 })).map(([key, label]) => [key, label])).toEqual([
      ["shopper1", "current"],
      ["shopper2", "upgrade"],
      ["seller1", "upgrade"],
      ["seller2", "upgrade"],
    ]);
  });

  it("no plan (0-0): all upgrade, and a pick is a first purchase (no mode=change)", () => {
    expect(changeChoices(PLANS, planSettings(null)).map(({ plan, label, href }) => [plan.plan_id, label, href])).toEqual([
      ["shopper1", "upgrade", null],
      ["shopper2", "upgrade", "/plan/plan_checkout?plan=shopper2"],
      ["seller1", "upgrade", "/plan/plan_checkout?plan=seller1"],
      ["seller2", "upgrade", "/plan/plan_checkout?plan=seller2"],
    ]);
  });
});

describe("Stop auto-renewal form (PLAN-14, BR-VAL-37, G-13)", () => {
  const issues = (values: { reason: string; other: string }) => {
    const result = stopRenewSchema.safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("needs a reason: 'please select a reason'", () => {
    expect(issues({ reason: "", other: "" })).toEqual([["reason", "please select a reason"]]);
    expect(issues({ reason: "something else", other: "" })).toEqual([["reason", "please select a reason"]]);
  });

  it("'Other (please specify)' needs a text: 'please enter reasons' (blank counts as none)", () => {
    expect(OTHER_REASON).toBe("Other (please specify)");
    expect(issues({ reason: OTHER_REASON, other: "" })).toEqual([["other", "please enter reasons"]]);
    expect(issues({ reason: OTHER_REASON, other: "   " })).toEqual([["other", "please enter reasons"]]);
    expect(stopRenewSchema.parse({ reason: OTHER_REASON, other: " Moving abroad " })).toEqual({ reason: OTHER_REASON, other: "Moving abroad" });
  });

  it("sends the text with 'Other' only", () => {
    for (const reason of STOP_RENEW_REASONS.slice(0, 5)) expect(stopRenewSchema.parse({ reason, other: "left over" })).toEqual({ reason });
  });
});

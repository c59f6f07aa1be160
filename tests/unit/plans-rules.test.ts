import { BASIC_SHOPPER_PLAN, isShowBuyPlan, planDestination } from "@/lib/plans/eligibility";
import { freeDaysText, planPrice, yearlySaving } from "@/lib/plans/pricing";
import { canChangePlan, changeLabel, tierOf } from "@/lib/plans/tiers";

describe("PLAN-11 purchase eligibility (BR-PLAN-04/10, C-16)", () => {
  // plan asked for, level, sub_level, mode=change → where the user goes
  const matrix: [string | null, number, number, boolean, "checkout" | "settings"][] = [
    [null, 0, 0, false, "settings"],
    ["setting", 0, 0, false, "settings"],
    [BASIC_SHOPPER_PLAN, 0, 0, false, "settings"],
    [BASIC_SHOPPER_PLAN, 0, 0, true, "settings"],
    ["shopper2", 0, 0, false, "checkout"],
    ["seller1", 0, 0, false, "checkout"],
    ["seller2", 0, 0, false, "checkout"],
    ["shopper2", 1, 0, false, "settings"],
    ["seller1", 1, 0, false, "settings"],
    ["seller1", 0, 1, false, "settings"],
    ["seller2", 2, 0, false, "settings"],
    ["seller1", 2, 1, false, "settings"],
    ["seller2", 3, 3, false, "settings"],
    // C-16: a change bypasses the 0-0 rule
    ["seller2", 2, 0, true, "checkout"],
    ["seller1", 1, 0, true, "checkout"],
    ["shopper2", 2, 1, true, "checkout"],
  ];
  it.each(matrix)("plan %s at %i-%i (change %s) → %s", (plan, level, subLevel, change, expected) => {
    expect(planDestination({ plan, level, subLevel, change })).toBe(expected);
  });

  it("is_show_buy_plan only at 0-0", () => {
    expect([isShowBuyPlan(0, 0), isShowBuyPlan(0, 1), isShowBuyPlan(1, 0), isShowBuyPlan(2, 0)]).toEqual([true, false, false, false]);
  });
});

describe("PLAN-15 tiers and the PLAN-13 change labels (BR-PLAN-05/06)", () => {
  const plans = { shopper: "1-0", seller1: "2-0", seller2: "2-1", seller3: "2-2", wholesaler: "3-3" };
  const labels = (current: string) => Object.fromEntries(Object.entries(plans).map(([key, tier]) => [key, changeLabel(current, tier)]));

  it.each([
    ["0-0", { shopper: "upgrade", seller1: "upgrade", seller2: "upgrade", seller3: "upgrade", wholesaler: "upgrade" }],
    ["0-1", { shopper: "upgrade", seller1: "upgrade", seller2: "upgrade", seller3: "upgrade", wholesaler: "upgrade" }],
    ["1-1", { shopper: "upgrade", seller1: "upgrade", seller2: "upgrade", seller3: "upgrade", wholesaler: "upgrade" }],
    ["1-0", { shopper: "current", seller1: "upgrade", seller2: "upgrade", seller3: "upgrade", wholesaler: "upgrade" }],
    ["2-0", { shopper: "downgrade", seller1: "current", seller2: "upgrade", seller3: "upgrade", wholesaler: "upgrade" }],
    ["2-1", { shopper: "downgrade", seller1: "downgrade", seller2: "current", seller3: "upgrade", wholesaler: "upgrade" }],
    ["2-2", { shopper: "downgrade", seller1: "downgrade", seller2: "downgrade", seller3: "current", wholesaler: "upgrade" }],
    ["3-3", { shopper: "downgrade", seller1: "downgrade", seller2: "downgrade", seller3: "downgrade", wholesaler: "current" }],
  ])("at %s", (current, expected) => {
    expect(labels(current)).toEqual(expected);
  });

  it("combines level and sub_level; Change Plan only for the listed tiers and only on the web", () => {
    expect(tierOf(2, 1)).toBe("2-1");
    for (const tier of ["0-0", "0-1", "1-0", "1-1", "2-0", "2-1", "2-2"]) expect(canChangePlan(tier, false)).toBe(true);
    expect(canChangePlan("3-3", false)).toBe(false);
    expect(canChangePlan("2-0", true)).toBe(false);
  });
});

describe("PLAN-04/10 prices", () => {
  const basic = { monthly_fee: 2500, annual_avg_monthly_fee: 2000, discountOff: 20 };
  it("monthly = monthly_fee, yearly = 12 × annual_avg_monthly_fee, 'save 20%'", () => {
    expect(planPrice(basic, "month")).toBe(2500);
    expect(planPrice(basic, "year")).toBe(24000);
    expect(yearlySaving(basic)).toBe("save 20%");
  });
  it("the free-days sentence", () => {
    expect(freeDaysText(30, 2500)).toBe("First 30 days free, then $25.00 per Month");
    expect(freeDaysText(7, 123456)).toBe("First 7 days free, then $1,234.56 per Month");
  });
});

/** The box's plan and charge (ONB-09/14/18, BR-BOX-02/03). */
import { boxCharge, boxPlanKey } from "@/lib/box/box-plan";

const PLANS = ["seller1", "seller2"];
const none = { vip_plan_id: null, plan_id: null };

it("picks the VIP code's plan, else the picked one, else the running one, else seller1 (box plans only)", () => {
  expect(boxPlanKey(null, none, PLANS)).toBe("seller1");
  expect(boxPlanKey("seller2", none, PLANS)).toBe("seller2");
  expect(boxPlanKey("shopper2", none, PLANS)).toBe("seller1");
  expect(boxPlanKey("seller1", { vip_plan_id: "seller2", plan_id: null }, PLANS)).toBe("seller2");
  expect(boxPlanKey(null, { vip_plan_id: null, plan_id: "seller2" }, PLANS)).toBe("seller2");
  expect(boxPlanKey(null, none, ["seller9"])).toBe("seller9");
});

it("charges the plan fee and the Style Myself Box Fee, or the fee alone with a VIP code or a plan held", () => {
  const info = { monthly_fee: 1900, access_fee: 2000 };
  expect(boxCharge(info, { buysPlan: true, vip: false })).toEqual({ planFee: 1900, boxFee: 2000, grandTotal: 3900 });
  expect(boxCharge(info, { buysPlan: true, vip: true })).toEqual({ planFee: 0, boxFee: 2000, grandTotal: 2000 });
  expect(boxCharge(info, { buysPlan: false, vip: false })).toEqual({ planFee: 0, boxFee: 2000, grandTotal: 2000 });
});

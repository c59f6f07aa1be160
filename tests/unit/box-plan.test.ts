/** The box's plan (ONB-09/14/18, BR-BOX-03); what it charges is the server's calculation (tests/components/box-checkout.test.tsx). */
import { boxPlanKey } from "@/lib/box/box-plan";

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

/** PLAN-05/06, BR-PLAN-10, PLAN-11, C-35: where the plan sign-in and sign-up lead, and their links. */
import { PLAN_CONTEXT, siblingPath, signInLinks } from "@/lib/auth/contexts";
import { planAuthRedirect } from "@/lib/plans/auth-redirect";

const q = (query: string) => new URLSearchParams(query);

describe("planAuthRedirect", () => {
  const SETTINGS = "/plan/plan_setting";
  // the query, the user's tier (null: the plan could not be read) → where the user goes
  const table: [string, string | null, string][] = [
    ["", "0-0", SETTINGS],
    ["plan=setting", "0-0", SETTINGS],
    ["plan=shopper1", "0-0", SETTINGS],
    ["plan=%20", "0-0", SETTINGS],
    ["plan=seller1", "0-0", "/plan/plan_checkout?plan=seller1"],
    ["plan=seller2&direct", "0-0", "/plan/plan_checkout?plan=seller2"],
    ["plan=shopper2", "0-0", "/plan/plan_checkout?plan=shopper2"],
    // C-35: a user who holds a plan (or had a level) may not buy another: settings
    ["plan=seller1", "1-0", SETTINGS],
    ["plan=seller2", "2-0", SETTINGS],
    ["plan=shopper2", "0-1", SETTINGS],
    ["plan=seller1", "3-3", SETTINGS],
    ["plan=seller1", "junk", SETTINGS],
    ["plan=seller1", null, SETTINGS],
    // the key is a query value, encoded: it cannot add parameters or leave the path
    ["plan=a%26mode%3Dchange", "0-0", "/plan/plan_checkout?plan=a%26mode%3Dchange"],
  ];
  it.each(table)("?%s at tier %s → %s", (query, tier, expected) => {
    expect(planAuthRedirect(q(query), tier === null ? null : { tier })).toBe(expected);
  });
});

describe("the plan screens' links", () => {
  it("sign-in and sign-up toggle between the plan screens, keeping the query", () => {
    expect(siblingPath(PLAN_CONTEXT, "signin", "plan=seller1")).toBe("/plan/plan_sign_up?plan=seller1");
    expect(siblingPath(PLAN_CONTEXT, "signup", "plan=seller1&store=demo")).toBe("/plan/plan_sign_in?plan=seller1&store=demo");
    expect(siblingPath(PLAN_CONTEXT, "signup", "")).toBe("/plan/plan_sign_in");
  });

  it("the plan sign-in hides Sign Up with `direct` (PLAN-05) and has the plan's forgot-password page", () => {
    expect(signInLinks(PLAN_CONTEXT, "plan=seller1", "demo")).toEqual({ signUp: "/plan/plan_sign_up?plan=seller1", forgotPassword: "/plan/plan_forgot_password" });
    expect(signInLinks(PLAN_CONTEXT, "plan=seller1&direct", "demo").signUp).toBeNull();
    expect(signInLinks(PLAN_CONTEXT, "direct=1", "demo").signUp).toBeNull();
  });

  it("the store sign-in keeps its links, `direct` or not", () => {
    expect(signInLinks("sign", "store=luna&direct", "luna")).toEqual({ signUp: "/auth/sign/signup?store=luna&direct", forgotPassword: "/luna/send_password" });
  });
});

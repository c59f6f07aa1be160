/**
 * PLAN-05/06 (PLAN-11, C-35): the sign-in and sign-up server actions in the plan context lead to the
 * checkout of the chosen plan or to My Plan Detail by the user's plan, read from the API on a real
 * PGlite; the sign-up passes the inviting store's name; a signed-in visitor goes straight on.
 */
import { SESSION_COOKIE } from "@/lib/session";
import { openTestApi, type TestApi } from "./helpers";
import { jar, serveFrom } from "../support/next-server";

let api: TestApi;
vi.mock("next/headers", () => import("../support/next-server").then((m) => m.nextHeaders));
vi.mock("@/lib/api/server", () => import("../support/next-server").then((m) => m.serverApi));
const { signInWithPassword, signUp } = await import("@/lib/auth/actions");
const { signedInPlanDestination } = await import("@/lib/auth/destination");
const { planInviteCode } = await import("@/lib/auth/plan-invite");

serveFrom(() => api);
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());
beforeEach(() => jar.clear());

const SHOPPER = { email: "shopper@example.com", password: "shopper123" }; // no plan: 0-0
const STYLIST = { email: "stylist@example.com", password: "stylist123" }; // Basic: 2-0

const newShopper = (name: string) => ({
  email: `${name}@example.com`,
  userName: name,
  password: "secret123",
  passwordRepeat: "secret123",
  birthYear: 1985,
  confirm18: true as const,
  code: "",
});

describe("plan sign-in (PLAN-05)", () => {
  it.each([
    [SHOPPER, "plan=seller1", "/plan/plan_checkout?plan=seller1"],
    [SHOPPER, "plan=shopper2&direct", "/plan/plan_checkout?plan=shopper2"],
    [SHOPPER, "plan=shopper1", "/plan/plan_setting"],
    [SHOPPER, "plan=setting", "/plan/plan_setting"],
    [SHOPPER, "", "/plan/plan_setting"],
    // a plan holder may not buy a second plan (PLAN-11)
    [STYLIST, "plan=seller2", "/plan/plan_setting"],
  ])("%o with ?%s → %s", async (account, query, expected) => {
    expect(await signInWithPassword(account, "plan", query)).toEqual({ ok: true, redirectTo: expected });
    expect(jar.get(SESSION_COOKIE)).toBeTruthy();
  });

  it("keeps the store contexts' destinations", async () => {
    expect(await signInWithPassword(SHOPPER, "sign", "store=demo&plan=seller1")).toEqual({ ok: true, redirectTo: "/demo/user/profile" });
  });

  it("answers a wrong password with the server's message and sets no session", async () => {
    const result = await signInWithPassword({ ...SHOPPER, password: "wrong-password" }, "plan", "plan=seller1");
    expect(result.ok).toBe(false);
    expect(jar.has(SESSION_COOKIE)).toBe(false);
  });
});

describe("plan sign-up (PLAN-06, C-35)", () => {
  it("leads a new account (0-0) to the checkout of its plan, or to My Plan Detail for shopper1", async () => {
    expect(await signUp(newShopper("planbuyer1"), "plan", "plan=seller1")).toEqual({ ok: true, redirectTo: "/plan/plan_checkout?plan=seller1" });
    expect(await signUp(newShopper("planbuyer2"), "plan", "plan=shopper1")).toEqual({ ok: true, redirectTo: "/plan/plan_setting" });
  });

  it("resolves the inviting store's name through API-09; a name without a store is no invite", async () => {
    expect(await planInviteCode(new URLSearchParams("store=demo"))).toBe("demo");
    expect(await planInviteCode(new URLSearchParams("code=DEMO&store=nobody"))).toBe("demo");
    expect(await planInviteCode(new URLSearchParams("store=nobody-here"))).toBeUndefined();
    expect(await planInviteCode(new URLSearchParams("store=myorders"))).toBeUndefined();
    expect(await planInviteCode(new URLSearchParams(""))).toBeUndefined();
  });
});

describe("a visitor who is signed in already (PLAN-05/06)", () => {
  it("goes to the destination at once; a guest or a refused token stays on the screen", async () => {
    expect(await signedInPlanDestination(new URLSearchParams("plan=seller1"))).toBeNull();
    await signInWithPassword(STYLIST, "plan", "");
    expect(await signedInPlanDestination(new URLSearchParams("plan=seller1"))).toBe("/plan/plan_setting");
    await signInWithPassword(SHOPPER, "plan", "");
    expect(await signedInPlanDestination(new URLSearchParams("plan=seller1"))).toBe("/plan/plan_checkout?plan=seller1");
    jar.set(SESSION_COOKIE, "x".repeat(40));
    expect(await signedInPlanDestination(new URLSearchParams("plan=seller1"))).toBeNull();
  });
});

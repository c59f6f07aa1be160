/**
 * The plan checkout page's loader (lib/plan-checkout/load-checkout.ts) on the embedded API: sign-in
 * first (the query kept), PLAN-11's eligibility, seller1 for an unknown plan, and a change that needs
 * a running plan.
 */
import { eq } from "drizzle-orm";
import { SESSION_COOKIE } from "@/lib/session";
import * as t from "@/server/db/schema";
import { jar, serveFrom } from "../support/next-server";
import { fileTestApi } from "./helpers";
import { cardToken, checkoutBody, planKey, planShopper } from "./plans-support";

let token: string | null = null;
vi.mock("@/lib/auth/session-cookie", () => ({ hasSessionCookie: async () => token !== null }));
/** The visitor's session cookie: what `hasSessionCookie` and `sessionApi` see. */
function holdToken(value: string | null) {
  token = value;
  if (value) jar.set(SESSION_COOKIE, value);
  else jar.delete(SESSION_COOKIE);
}
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
  notFound: () => {
    throw new Error("not found");
  },
}));
vi.mock("@/lib/api/server", () => import("../support/next-server").then((m) => m.serverApi));

const { loadPlanCheckout } = await import("@/lib/plan-checkout/load-checkout");

const api = fileTestApi();
serveFrom(() => api);

async function signedIn() {
  const me = await planShopper(api);
  holdToken(me.headers["x-access-token"]!);
  return me;
}

describe("plan checkout page", () => {
  it("sends a guest, and a session the API refuses, to the plan sign-in with the query", async () => {
    holdToken(null);
    await expect(loadPlanCheckout({ plan: "seller2", mode: "change" })).rejects.toThrow("redirect /plan/plan_sign_in?plan=seller2&mode=change");
    holdToken("expired-token");
    await expect(loadPlanCheckout({})).rejects.toThrow(/^redirect \/plan\/plan_sign_in$/);
  });

  it("opens a 0-0 user on the plan asked for, seller1 for none or an unknown one; offers every plan but shopper1", async () => {
    await signedIn();
    const setup = await loadPlanCheckout({ plan: "seller2" });
    expect(setup).toMatchObject({ initialPlan: "seller2", initialPay: "month", change: false, current: null });
    expect(setup.plans.map((p) => p.plan_id)).toEqual(["shopper2", "seller1", "seller2"]);
    expect((await loadPlanCheckout({})).initialPlan).toBe("seller1");
    expect((await loadPlanCheckout({ plan: "platinum" })).initialPlan).toBe("seller1");
    // mode=change without a plan is a new purchase
    expect((await loadPlanCheckout({ plan: "seller2", mode: "change" })).change).toBe(false);
  });

  it("PLAN-11: shopper1 and a new purchase away from 0-0 go to My Plan Detail; a plan holder may change", async () => {
    const me = await signedIn();
    await expect(loadPlanCheckout({ plan: "shopper1" })).rejects.toThrow("redirect /plan/plan_setting");
    const bought = await api.post("/api/plan/checkout", checkoutBody({ token: await cardToken(api, me.headers) }), { ...me.headers, ...planKey() });
    expect(bought.status).toBe(200);

    await expect(loadPlanCheckout({ plan: "seller2" })).rejects.toThrow("redirect /plan/plan_setting");
    const change = await loadPlanCheckout({ plan: "seller2", mode: "change" });
    expect(change).toMatchObject({ initialPlan: "seller2", initialPay: "month", change: true, current: { plan: "seller1", name: "Basic" } });
    // the running plan's other period
    expect(await loadPlanCheckout({ plan: "seller1", mode: "change" })).toMatchObject({ initialPlan: "seller1", initialPay: "year" });
  });

  it("a seeded seller (a level without a subscription) cannot change, and goes to My Plan Detail", async () => {
    const me = await signedIn();
    await api.db.update(t.users).set({ planLevel: 2, planSubLevel: 0 }).where(eq(t.users.id, me.userId));
    await expect(loadPlanCheckout({ plan: "seller2", mode: "change" })).rejects.toThrow("redirect /plan/plan_setting");
  });
});

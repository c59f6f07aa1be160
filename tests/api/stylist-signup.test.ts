/** The stylist sign-up through POST /api/users (API-01, ONB-04/05, BR-VAL-09/11/13/15/16/17, ONB-10, G-51). */
import { eq } from "drizzle-orm";
import { CurrentUser, SessionToken, SignupGuide } from "@/lib/api/schemas/user";
import { STYLIST_SIGN_UP_MESSAGES as STYLIST } from "@/lib/stylist/sign-up";
import { ACCOUNT_MESSAGES as MSG } from "@/server/auth/messages";
import * as t from "@/server/db/schema";
import { fakeIdToken, fakeVerifier } from "./auth-fakes";
import { data, failure, fileTestApi } from "./helpers";

const NOW = new Date("2026-06-01T12:00:00Z");
const api = fileTestApi({ verifyProviderToken: fakeVerifier, now: () => NOW });

let n = 0;
/** A valid stylist sign-up, each with its own email and user name; override what a test is about. */
const stylistBody = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    email: `stylist${n}@example.com`,
    password: "goodpass1",
    user_name: `dana.style-${n}`,
    birth_year: 1990,
    firstname: "Dana",
    lastname: "Style",
    phone: "(415) 555-0100",
    is_share_public: true,
    type: "seller",
    ...overrides,
  };
};

const signUp = (body: Record<string, unknown>) => api.post("/api/users", body);
const userRow = async (email: string) => (await api.db.select().from(t.users).where(eq(t.users.email, email)))[0]!;
const issueAt = async (response: Response, path: string) => {
  const body = await failure(response, 400);
  return { message: body.message, issue: body.issues?.find((issue) => issue.path === path)?.message };
};

describe("POST /api/users with type seller", () => {
  it("creates a seller with the stylist's fields, signs in, and keeps the store code as the invite", async () => {
    const body = stylistBody({ user_name: " Dana.Style_1 ", phone: "+1 (415) 555-0100", code: " Demo " });
    const { token } = await data(await signUp(body), SessionToken);
    const me = await data(await api.get("/api/user", { "x-access-token": token }), CurrentUser);
    expect(me).toMatchObject({ user_name: "dana.style_1", account_type: "seller", first_name: "Dana", last_name: "Style", store: null, store_opened: false });
    const row = await userRow(body.email);
    expect(row).toMatchObject({ phone: "4155550100", isSharePublic: true, accountType: "seller", inviteCode: "demo", vipCode: null, birthYear: 1990 });
  });

  it("applies a VIP code given at sign-up, trimmed and upper-cased", async () => {
    const body = stylistBody({ vip_code: "  vipstyle " });
    await data(await signUp(body), SessionToken);
    expect((await userRow(body.email)).vipCode).toBe("VIPSTYLE");
    // an empty code is no code
    const none = stylistBody({ vip_code: "   " });
    await data(await signUp(none), SessionToken);
    expect((await userRow(none.email)).vipCode).toBeNull();
  });

  it("refuses an unknown or inactive VIP code with 'VIP Code invalid', creating nothing", async () => {
    const body = stylistBody({ vip_code: "NOPE" });
    const refused = await failure(await signUp(body), 400);
    expect(refused.message).toBe(STYLIST.vipCode);
    expect(refused.issues).toEqual([{ path: "vip_code", message: "VIP Code invalid" }]);
    await api.db.insert(t.vipCodes).values({ code: "OLDCODE", planId: "plan-seller1", active: false });
    expect((await failure(await signUp(stylistBody({ vip_code: "oldcode" })), 400)).message).toBe("VIP Code invalid");
    expect(await api.db.select().from(t.users).where(eq(t.users.email, body.email))).toEqual([]);
  });

  it("answers each stylist rule with the spec's message at its field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstname: "" }, "firstname", "First name invalid"],
      [{ firstname: undefined }, "firstname", "First name invalid"],
      [{ lastname: "   " }, "lastname", "Last name invalid"],
      [{ phone: "415 555 010" }, "phone", "Phone number invalid"],
      [{ phone: undefined }, "phone", "Phone number invalid"],
      [{ is_share_public: false }, "is_share_public", "Please check to share your contact information to your Kommunity."],
      [{ is_share_public: undefined }, "is_share_public", "Please check to share your contact information to your Kommunity."],
      [{ user_name: "ab" }, "user_name", "User name invalid"],
      [{ user_name: "a".repeat(21) }, "user_name", "User name invalid"],
      [{ user_name: "dana style" }, "user_name", "User name invalid"],
      [{ user_name: "dana!" }, "user_name", "User name invalid"],
      [{ user_name: "_next" }, "user_name", "User name invalid"],
      [{ user_name: ".dana" }, "user_name", "User name invalid"],
      [{ user_name: "plan" }, "user_name", "User name invalid"],
      [{ password: "short1" }, "password", "password requires at least 8 characters"],
      [{ email: "not-an-email" }, "email", "email invalid"],
    ];
    for (const [overrides, path, message] of cases) {
      const { message: first, issue } = await issueAt(await signUp(stylistBody(overrides)), path);
      expect(issue, JSON.stringify(overrides)).toBe(message);
      expect(first).toBe(`Invalid request body: ${path}: ${message}`);
    }
  });

  it("takes the stylist's own user-name rule: digits first, dashes, 20 at most", async () => {
    for (const name of ["9lives", "dana-k", "d.k_9", "a".repeat(20)]) {
      const body = stylistBody({ user_name: name });
      await data(await signUp(body), SessionToken);
      expect((await userRow(body.email)).userName).toBe(name);
    }
  });

  it("keeps the shopper's rule for shoppers (a letter first)", async () => {
    const shopper = { email: "plain@example.com", password: "goodpass1", birth_year: 1990 };
    expect((await issueAt(await signUp({ ...shopper, user_name: "9lives" }), "user_name")).issue).toBe("user name must start with a letter");
    expect((await issueAt(await signUp({ ...shopper, user_name: "ab" }), "user_name")).issue).toBe("user name must have at least 3 characters");
    // a shopper needs none of the stylist fields
    await data(await signUp({ ...shopper, user_name: "plainshopper" }), SessionToken);
    expect((await userRow("plain@example.com")).accountType).toBe("shopper");
  });

  it("birth years run from 1910 to this year − 18", async () => {
    expect((await failure(await signUp(stylistBody({ birth_year: 2026 - 17 })), 400)).message).toBe(STYLIST.birthYear);
    await failure(await signUp(stylistBody({ birth_year: 1909 })), 400);
    await data(await signUp(stylistBody({ birth_year: 2026 - 18 })), SessionToken);
    await data(await signUp(stylistBody({ birth_year: 1910 })), SessionToken);
  });

  it("user names are unique whatever their case; a store's address and the shop's paths count as taken", async () => {
    await data(await signUp(stylistBody({ user_name: "Mira.K" })), SessionToken);
    expect((await failure(await signUp(stylistBody({ user_name: "mira.k" })), 409)).message).toBe(MSG.userNameTaken);
    expect((await failure(await signUp(stylistBody({ user_name: "MIRA.K" })), 409)).message).toBe(MSG.userNameTaken);
    expect((await failure(await signUp(stylistBody({ user_name: "Demo" })), 409)).message).toBe(MSG.userNameTaken);
    // a shopper cannot take a reserved path either (it would become a store's address one day)
    const shopper = { email: "reserved@example.com", password: "goodpass1", birth_year: 1990 };
    expect((await failure(await signUp({ ...shopper, user_name: "myorders" }), 409)).message).toBe(MSG.userNameTaken);
    const rows = await api.db.select({ userName: t.users.userName }).from(t.users);
    expect(rows.filter((row) => row.userName === "mira.k")).toHaveLength(1);
  });

  it("signs a stylist up with a social token instead of a password", async () => {
    const token = fakeIdToken("google.com", "g-stylist", "social.stylist@example.com");
    const body = stylistBody({ email: "social.stylist@example.com", password: undefined, token });
    const session = await data(await signUp(body), SessionToken);
    expect(await data(await api.get("/api/user", { "x-access-token": session.token }), CurrentUser)).toMatchObject({ account_type: "seller", providers: ["google.com"] });
  });
});

describe("POST /api/users/signup_guide (ONB-03)", () => {
  it("tells the stylist flow whether to sign in (use_email) or create the account", async () => {
    const body = stylistBody();
    expect(await data(await api.post("/api/users/signup_guide", { email: body.email }), SignupGuide)).toEqual({ exist: false });
    await data(await signUp(body), SessionToken);
    expect(await data(await api.post("/api/users/signup_guide", { email: body.email.toUpperCase() }), SignupGuide)).toEqual({ exist: true });
  });
});

describe("GET /api/user: the onboarding state (ONB-01/07/09, G-03)", () => {
  const signIn = async (email: string, password: string) =>
    (await data(await api.post("/api/users/authenticate/", { email, password }), SessionToken)).token;
  const me = async (token: string) => data(await api.get("/api/user", { "x-access-token": token }), CurrentUser);

  /** A box order of the demo stylist's own (type 1, no share cart), paid `daysAgo` days before NOW. */
  const boxOrder = async (id: string, daysAgo: number, overrides: Partial<typeof t.orders.$inferInsert> = {}) => {
    const paidAt = new Date(NOW.getTime() - daysAgo * 24 * 60 * 60 * 1000);
    await api.db.insert(t.orders).values({
      id, orderNumber: `SFBOX${id}`, userId: "user-stylist-demo", email: "stylist@example.com", type: 1, status: "paid",
      paidAt, createdAt: paidAt, itemsTotal: 2000, grandTotal: 2000, ...overrides,
    });
  };

  it("a new stylist: no store, a plan to buy, no box yet; a VIP code names its plan", async () => {
    const body = stylistBody({ vip_code: "VIPSTYLE" });
    const user = await me((await data(await signUp(body), SessionToken)).token);
    expect(user).toMatchObject({
      store: null, store_opened: false, plan_name: null, plan_id: null, plan_tier: "0-0", is_show_buy_plan: true,
      vip_code: "VIPSTYLE", vip_plan_id: "seller1", can_buy_box: false, box_order: null,
    });
    // the code deactivated meanwhile: still held (the checkout resets it), but it names no plan
    await api.db.update(t.vipCodes).set({ active: false }).where(eq(t.vipCodes.code, "VIPSTYLE"));
    expect(await me((await data(await api.post("/api/users/authenticate/", { email: body.email, password: "goodpass1" }), SessionToken)).token)).toMatchObject({ vip_code: "VIPSTYLE", vip_plan_id: null });
    await api.db.update(t.vipCodes).set({ active: true }).where(eq(t.vipCodes.code, "VIPSTYLE"));
  });

  it("an open store with a plan: the box can be bought until a box order of the user's own is paid, for 30 days", async () => {
    const token = await signIn("stylist@example.com", "stylist123");
    expect(await me(token)).toMatchObject({
      store: { user_name: "demo" }, store_opened: true, plan_name: "Basic", plan_id: "seller1", plan_tier: "2-0", is_show_buy_plan: false, can_buy_box: true, box_order: null,
    });
    // what does not count: a share box (the recipient's), a canceled or unpaid one, one paid 30 days ago
    await boxOrder("a", 1, { shareCartId: "share-demo-weekend" });
    await boxOrder("b", 1, { isCanceled: true, status: "canceled" });
    await boxOrder("c", 1, { status: "pending_payment", paidAt: null });
    await boxOrder("d", 30);
    expect(await me(token)).toMatchObject({ can_buy_box: true, box_order: null });
    await boxOrder("e", 2);
    expect(await me(token)).toMatchObject({ can_buy_box: false, box_order: { id: "e", order_number: "SFBOXe" } });
    await api.db.delete(t.orders).where(eq(t.orders.userId, "user-stylist-demo"));
  });

  it("a seller with a level and no subscription cannot buy a plan (the plan checkout's rule); a closed store is not open", async () => {
    const token = await signIn("chloe@example.com", "chloe1234");
    expect(await me(token)).toMatchObject({ plan_name: null, plan_tier: "2-0", is_show_buy_plan: false, store_opened: true });
    await api.db.update(t.stores).set({ isActive: false }).where(eq(t.stores.id, "store-chloe"));
    expect(await me(token)).toMatchObject({ store: { id: "store-chloe" }, store_opened: false, can_buy_box: false });
    await api.db.update(t.stores).set({ isActive: true }).where(eq(t.stores.id, "store-chloe"));
  });

  it("a shopper has nothing of this", async () => {
    expect(await me(await signIn("shopper@example.com", "shopper123"))).toMatchObject({
      account_type: "shopper", store: null, store_opened: false, plan_tier: "0-0", is_show_buy_plan: true, vip_code: null, can_buy_box: false,
    });
  });
});

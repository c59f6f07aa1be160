/** The signed-in user: GET/PUT /api/user, profile, connect_social, sign-out, and that users stay apart. */
import { eq } from "drizzle-orm";
import { ConnectSocial, CurrentUser, SessionToken, SignOut, UserProfile } from "@/lib/api/schemas/user";
import { SESSION_COOKIE } from "@/lib/session";
import { ACCOUNT_MESSAGES as MSG } from "@/server/auth/messages";
import { SIGN_IN_REQUIRED } from "@/server/auth/session";
import * as t from "@/server/db/schema";
import { fakeIdToken, fakeVerifier, signUpBody } from "./auth-fakes";
import { data, failure, fileTestApi } from "./helpers";

const api = fileTestApi({ verifyProviderToken: fakeVerifier });

const auth = (token: string) => ({ "x-access-token": token });
const signIn = async (email: string, password: string) =>
  (await data(await api.post("/api/users/authenticate/", { email, password }), SessionToken)).token;
const me = async (token: string) => data(await api.get("/api/user", auth(token)), CurrentUser);

describe("GET /api/user", () => {
  it("answers 401 without a session, or with an unknown token", async () => {
    expect((await failure(await api.get("/api/user"), 401)).message).toBe(SIGN_IN_REQUIRED);
    await failure(await api.get("/api/user", auth("x".repeat(43))), 401);
  });

  it("describes a store owner: their store and running plan", async () => {
    const user = await me(await signIn("stylist@example.com", "stylist123"));
    expect(user).toMatchObject({
      id: "user-stylist-demo",
      user_name: "demo",
      store: { id: "store-demo", user_name: "demo" },
      store_opened: true,
      account_type: "seller",
      plan_name: "Basic",
      is_show_buy_plan: false,
    });
  });

  it("describes a shopper, reading the token from the sf_session cookie too", async () => {
    const token = await signIn("shopper@example.com", "shopper123");
    const user = await data(await api.get("/api/user", { cookie: `${SESSION_COOKIE}=${token}` }), CurrentUser);
    expect(user).toMatchObject({ user_name: "shopper", store: null, store_opened: false, plan_name: null, blings: 500, providers: [] });
  });

  it("refuses an expired session", async () => {
    const token = await signIn("luna@example.com", "luna12345");
    await api.db.update(t.sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(t.sessions.userId, "user-stylist-luna"));
    const [session] = await api.db.select().from(t.sessions).where(eq(t.sessions.userId, "user-stylist-luna"));
    expect(session).toBeDefined();
    await failure(await api.get("/api/user", auth(token)), 401);
  });
});

describe("GET /api/user/profile", () => {
  it("resolves a user name to its store, publicly", async () => {
    expect(await data(await api.get("/api/user/profile?user_name=Demo"), UserProfile)).toEqual({
      user_name: "demo",
      store: { id: "store-demo", user_name: "demo", name: expect.any(String) },
    });
    expect(await data(await api.get("/api/user/profile?user_name=shopper"), UserProfile)).toEqual({ user_name: "shopper", store: null });
    expect((await failure(await api.get("/api/user/profile?user_name=nobody"), 404)).message).toBe(MSG.userNotFound);
    await failure(await api.get("/api/user/profile"), 400);
  });
});

describe("PUT /api/user", () => {
  it("renames the signed-in user; a store owner's store URL follows", async () => {
    const token = await signIn("chloe@example.com", "chloe1234");
    const user = await data(await api.put("/api/user", { user_name: "Chloe.Styles" }, { ...auth(token), "x-api-version": "3.0" }), CurrentUser);
    expect(user.user_name).toBe("chloe.styles");
    expect(user.store?.user_name).toBe("chloe.styles");
    expect((await data(await api.get("/api/user/profile?user_name=chloe.styles"), UserProfile)).store).not.toBeNull();
  });

  it("refuses a taken name (409), a bad one (400) and no session (401)", async () => {
    const token = await signIn("repeat@example.com", "repeat123");
    expect((await failure(await api.put("/api/user", { user_name: "shopper" }, auth(token)), 409)).message).toBe(MSG.userNameTaken);
    expect((await failure(await api.put("/api/user", { user_name: "marcus" }, auth(token)), 409)).message).toBe(MSG.userNameTaken);
    expect((await failure(await api.put("/api/user", { user_name: "9lives" }, auth(token)), 400)).message).toMatch(/user_name/);
    await failure(await api.put("/api/user", { user_name: "fine.name" }), 401);
    // keeping one's own name is fine
    expect((await data(await api.put("/api/user", { user_name: "repeat" }, auth(token)), CurrentUser)).user_name).toBe("repeat");
  });
});

describe("POST /api/user/connect_social/", () => {
  it("needs a session and a valid token", async () => {
    await failure(await api.post("/api/user/connect_social/", { token: fakeIdToken("google.com", "g-1", "a@example.com") }), 401);
    const token = await signIn("marcus@example.com", "marcus1234");
    await failure(await api.post("/api/user/connect_social/", { token: "not-a-valid-token" }, auth(token)), 401);
    await failure(await api.post("/api/user/connect_social/", {}, auth(token)), 400);
  });

  it("links once per identity: again for the same user is fine, another user's is 409", async () => {
    const marcus = await signIn("marcus@example.com", "marcus1234");
    const google = fakeIdToken("google.com", "g-marcus", "marcus@example.com");
    expect(await data(await api.post("/api/user/connect_social/", { token: google }, auth(marcus)), ConnectSocial)).toEqual({ provider: "google.com" });
    await data(await api.post("/api/user/connect_social/", { token: google }, auth(marcus)), ConnectSocial);
    expect((await me(marcus)).providers).toEqual(["google.com"]);

    const shopper = await signIn("shopper@example.com", "shopper123");
    expect((await failure(await api.post("/api/user/connect_social/", { token: google }, auth(shopper)), 409)).message).toBe(MSG.socialTaken);
    expect((await me(shopper)).providers).toEqual([]);
  });
});

describe("POST /api/user/sign_out", () => {
  it("revokes only the current session", async () => {
    const first = await signIn("shopper@example.com", "shopper123");
    const second = await signIn("shopper@example.com", "shopper123");
    expect(await data(await api.post("/api/user/sign_out", {}, auth(first)), SignOut)).toEqual({ signed_out: true });
    await failure(await api.get("/api/user", auth(first)), 401);
    await failure(await api.post("/api/user/sign_out", {}, auth(first)), 401);
    await me(second);
  });
});

describe("one user never reaches another's data", () => {
  it("reads and changes only the session's user, whatever ids the request carries", async () => {
    const a = (await data(await api.post("/api/users", signUpBody({ email: "alice@example.com", user_name: "alice" })), SessionToken)).token;
    const b = (await data(await api.post("/api/users", signUpBody({ email: "bob@example.com", user_name: "bob" })), SessionToken)).token;
    const bob = await me(b);

    // A's token answers A, even when the request names B
    const seen = await data(await api.get(`/api/user?id=${bob.id}&user_name=bob`, auth(a)), CurrentUser);
    expect(seen.email).toBe("alice@example.com");

    // A's rename with B's id and email in the body renames A only
    const renamed = await data(await api.put("/api/user", { user_name: "alice2", id: bob.id, email: bob.email }, auth(a)), CurrentUser);
    expect(renamed).toMatchObject({ email: "alice@example.com", user_name: "alice2" });
    expect(await me(b)).toMatchObject({ user_name: "bob", email: "bob@example.com" });

    // A cannot take B's name, nor sign B out, nor link to B
    await failure(await api.put("/api/user", { user_name: "bob" }, auth(a)), 409);
    await data(await api.post("/api/user/sign_out", {}, auth(a)), SignOut);
    await me(b);
    const [aRow] = await api.db.select().from(t.users).where(eq(t.users.email, "alice@example.com"));
    expect(aRow!.userName).toBe("alice2");
    // the public profile shows no private field
    expect(Object.keys(await data(await api.get("/api/user/profile?user_name=bob"), UserProfile)).sort()).toEqual(["store", "user_name"]);
  });
});

describe("OpenAPI document", () => {
  it("lists the account calls with the spec's spelling", async () => {
    const doc = (await (await api.get("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    for (const p of ["/api/users", "/api/users/authenticate", "/api/Users/Forgot_Password", "/api/users/forgot_password/validate/{token}", "/api/user", "/api/user/profile", "/api/user/connect_social", "/api/user/sign_out"]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });
});

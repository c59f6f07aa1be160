/** Sign-up, signup_guide, password and social sign-in, forgot/reset password (API-01…API-03, API-05…API-07). */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { CurrentUser, ForgotPassword, LINK_SOCIAL_ERROR_CODE, ResetPassword, ResetTokenValidity, SessionToken, SignupGuide } from "@/lib/api/schemas/user";
import { publicOrigin } from "@/lib/config/deployment";
import { createAuthLimits, TOO_MANY_ATTEMPTS } from "@/server/auth/limits";
import { ACCOUNT_MESSAGES as MSG } from "@/server/auth/messages";
import * as t from "@/server/db/schema";
import { fakeIdToken, fakeVerifier, signUpBody } from "./auth-fakes";
import { data, failure, openTestApi, type TestApi } from "./helpers";

let api: TestApi;
let outbox: string;
let clock = new Date("2026-06-01T12:00:00Z");
const limits = createAuthLimits(async () => api.db, {}, () => clock.getTime());
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
  process.env.MAIL_OUTBOX_DIR = outbox;
  delete process.env.SMTP_URL;
  delete process.env.SITE_URL;
  delete process.env.NEXT_PUBLIC_SITE_URL;
  api = await openTestApi({ verifyProviderToken: fakeVerifier, now: () => clock, limits });
});
afterAll(async () => {
  await api.close();
  await rm(outbox, { recursive: true, force: true });
});
beforeEach(async () => {
  clock = new Date("2026-06-01T12:00:00Z");
  await limits.reset();
});

const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  api.post("/api/users/authenticate/", { email, password, create_default_store: false }, headers);

const me = (token: string) => api.get("/api/user", { "x-access-token": token });

describe("POST /api/users (sign-up)", () => {
  it("creates the account, stores a scrypt hash, keeps the invite code and signs in", async () => {
    const { token } = await data(await api.post("/api/users", signUpBody({ email: " New.Shopper@Example.com ", user_name: " NewShopper ", code: "Demo" })), SessionToken);
    const user = await data(await me(token), CurrentUser);
    expect(user).toMatchObject({ email: "new.shopper@example.com", user_name: "newshopper", birth_year: 1990, account_type: "shopper", providers: [] });
    const [row] = await api.db.select().from(t.users).where(eq(t.users.email, "new.shopper@example.com"));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.inviteCode).toBe("demo");
    expect(await data(await signIn("new.shopper@example.com", "goodpass1"), SessionToken)).toHaveProperty("token");
  });

  it("ignores the invite code 'myorders'", async () => {
    await data(await api.post("/api/users", signUpBody({ email: "mo@example.com", user_name: "myordersuser", code: "myorders" })), SessionToken);
    const [row] = await api.db.select().from(t.users).where(eq(t.users.email, "mo@example.com"));
    expect(row!.inviteCode).toBeNull();
  });

  it("refuses a taken email or user name with 409", async () => {
    expect((await failure(await api.post("/api/users", signUpBody({ email: "shopper@example.com", user_name: "someoneelse" })), 409)).message).toBe(MSG.emailTaken);
    expect((await failure(await api.post("/api/users", signUpBody({ email: "other@example.com", user_name: "shopper" })), 409)).message).toBe(MSG.userNameTaken);
    // a store's URL segment counts as taken too
    expect((await failure(await api.post("/api/users", signUpBody({ email: "other@example.com", user_name: "demo" })), 409)).message).toBe(MSG.userNameTaken);
  });

  it("refuses anyone under 18 with the spec's message", async () => {
    const body = await failure(await api.post("/api/users", signUpBody({ email: "kid@example.com", user_name: "kid", birth_year: 2026 - 17 })), 400);
    expect(body.message).toBe("the birthday must be 18 years or older");
    await data(await api.post("/api/users", signUpBody({ email: "adult@example.com", user_name: "adult", birth_year: 2026 - 18 })), SessionToken);
  });

  it("answers 400 with a reason for bad input", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ email: "not-an-email" }, /email/],
      [{ password: "has space1" }, /password/],
      [{ password: "short" }, /password/],
      [{ user_name: "1abc" }, /user_name/],
      [{ user_name: "ab" }, /user_name/],
      [{ birth_year: "1990" }, /birth_year/],
      [{ password: undefined }, /password/],
    ];
    for (const [overrides, reason] of cases) {
      const body = await failure(await api.post("/api/users", signUpBody({ email: "bad@example.com", user_name: "badinput", ...overrides })), 400);
      expect(body.message).toMatch(reason);
    }
  });

  it("signs up with a social token whose email matches, linking the provider", async () => {
    const token = fakeIdToken("google.com", "g-new", "social.new@example.com");
    const session = await data(await api.post("/api/users", { email: "social.new@example.com", token, user_name: "socialnew", birth_year: 1985 }), SessionToken);
    expect((await data(await me(session.token), CurrentUser)).providers).toEqual(["google.com"]);
    // and that Google account now signs straight in
    await data(await api.post("/api/users/authenticate", { token }), SessionToken);
  });

  it("refuses a social token that is invalid or for another email", async () => {
    const invalid = await failure(await api.post("/api/users", signUpBody({ email: "x1@example.com", user_name: "xone", token: "not-a-valid-token" })), 401);
    expect(invalid.message).toBe(MSG.providerTokenInvalid);
    const mismatch = await failure(
      await api.post("/api/users", signUpBody({ email: "x2@example.com", user_name: "xtwo", token: fakeIdToken("google.com", "g-x2", "someone@else.com") })),
      400,
    );
    expect(mismatch.message).toBe(MSG.providerEmailMismatch);
  });
  it("refuses a social sign-up whose identity is already linked, or that shares no email", async () => {
    const token = fakeIdToken("apple.com", "a-linked", "linked@example.com");
    await data(await api.post("/api/users", { email: "linked@example.com", token, user_name: "linked", birth_year: 1980 }), SessionToken);
    const again = await failure(await api.post("/api/users", { email: "linked@example.com", token, user_name: "linked2", birth_year: 1980 }), 409);
    expect(again.message).toBe(MSG.socialTaken);
    const noEmail = await failure(await api.post("/api/users", { email: "x3@example.com", token: "fake-id-token:apple.com:a-noemail:", user_name: "xthree", birth_year: 1980 }), 400);
    expect(noEmail.message).toBe(MSG.providerNoEmail);
  });
});

describe("POST /api/users/signup_guide", () => {
  it("says whether an account uses the email", async () => {
    expect(await data(await api.post("/api/users/signup_guide", { email: "SHOPPER@example.com" }), SignupGuide)).toEqual({ exist: true });
    expect(await data(await api.post("/api/users/signup_guide", { email: "nobody@example.com" }), SignupGuide)).toEqual({ exist: false });
    await failure(await api.post("/api/users/signup_guide", { email: "nope" }), 400);
  });
});

describe("POST /api/users/authenticate (password)", () => {
  it("answers a token with and without the trailing slash", async () => {
    await data(await api.post("/api/users/authenticate/", { email: "shopper@example.com", password: "shopper123" }), SessionToken);
    await data(await api.post("/api/users/authenticate", { email: "shopper@example.com", password: "shopper123" }), SessionToken);
  });

  it("gives the same 401 for a wrong password and an unknown email", async () => {
    const wrong = await failure(await signIn("shopper@example.com", "wrongpass1"), 401);
    const unknown = await failure(await signIn("nobody@example.com", "wrongpass1"), 401);
    expect(wrong.message).toBe(MSG.wrongCredentials);
    expect(unknown).toEqual(wrong);
  });

  it("answers 400 for bad input", async () => {
    await failure(await api.post("/api/users/authenticate/", { email: "shopper@example.com" }), 400);
    await failure(await api.post("/api/users/authenticate/", { email: "bad", password: "shopper123" }), 400);
    await failure(await api.post("/api/users/authenticate/", "{not json"), 400);
  });

  it("rate-limits one client's failures on an account with 429 and Retry-After, and lets the window pass", async () => {
    const attacker = { "x-forwarded-for": "10.0.0.1" };
    for (let i = 0; i < 5; i++) await failure(await signIn("shopper@example.com", `wrongpass${i}`, attacker), 401);
    const limited = await signIn("shopper@example.com", "shopper123", attacker);
    expect(limited.headers.get("retry-after")).toBe(String(15 * 60));
    expect((await failure(limited, 429)).message).toBe(TOO_MANY_ATTEMPTS);
    clock = new Date(clock.getTime() + 15 * 60 * 1000);
    await data(await signIn("shopper@example.com", "shopper123", attacker), SessionToken);
  });

  it("rate-limits failures per client across accounts", async () => {
    for (let i = 0; i < 50; i++) await failure(await signIn(`guess${i}@example.com`, "wrongpass1", { "x-forwarded-for": "203.0.113.9, 10.0.0.1" }), 401);
    await failure(await signIn("shopper@example.com", "shopper123", { "x-forwarded-for": "203.0.113.9" }), 429);
    await data(await signIn("shopper@example.com", "shopper123", { "x-forwarded-for": "198.51.100.1" }), SessionToken);
  });

  it("clears the client's count on the account after a correct password", async () => {
    for (let i = 0; i < 4; i++) await failure(await signIn("shopper@example.com", "wrongpass1"), 401);
    await data(await signIn("shopper@example.com", "shopper123"), SessionToken);
    for (let i = 0; i < 4; i++) await failure(await signIn("shopper@example.com", "wrongpass1"), 401);
    await data(await signIn("shopper@example.com", "shopper123"), SessionToken);
  });
});

describe("POST /api/users/authenticate (social)", () => {
  it("answers 101001 when the provider email belongs to an unlinked password account", async () => {
    const body = await failure(await api.post("/api/users/authenticate", { token: fakeIdToken("google.com", "g-shopper", "shopper@example.com"), create_default_store: false }), 409);
    expect(body.error_code).toBe(LINK_SOCIAL_ERROR_CODE);
    expect(body.message).toBe(MSG.linkRequired);
  });

  it("answers 404 for an unknown identity and email, 401 for an invalid token", async () => {
    expect((await failure(await api.post("/api/users/authenticate", { token: fakeIdToken("apple.com", "a-1", "stranger@example.com") }), 404)).message).toBe(MSG.noSocialAccount);
    expect((await failure(await api.post("/api/users/authenticate", { token: "garbage-token-xyz" }), 401)).message).toBe(MSG.providerTokenInvalid);
  });

  it("links through connect_social after a password sign-in, then signs in with the provider", async () => {
    const token = fakeIdToken("facebook.com", "fb-repeat", "repeat@example.com");
    await failure(await api.post("/api/users/authenticate", { token }), 409);
    const session = await data(await signIn("repeat@example.com", "repeat123"), SessionToken);
    expect(await data(await api.post("/api/user/connect_social/", { token }, { "x-access-token": session.token }), z.object({ provider: z.string() }))).toEqual({ provider: "facebook.com" });
    const social = await data(await api.post("/api/users/authenticate", { token }), SessionToken);
    expect((await data(await me(social.token), CurrentUser)).email).toBe("repeat@example.com");
  });
});

describe("forgot and reset password", () => {
  const mailFiles = async (to: string) => (await readdir(outbox)).filter((name) => name.endsWith(`-${to}.txt`)).sort();
  const linkIn = (text: string) => text.match(/https?:\/\/\S+\/service\/(?:reset|setup)_password\/([\w-]+)/);

  async function requestReset(email: string, forSetup = false) {
    await data(await api.post("/api/Users/Forgot_Password", { email, for_setup: forSetup }), ForgotPassword);
    const files = await mailFiles(email);
    const text = await readFile(path.join(outbox, files.at(-1)!), "utf8");
    return { text, link: linkIn(text) };
  }

  it("mails a reset link (outbox row and file) that validates, resets once, and ends old sessions", async () => {
    const old = await data(await signIn("shopper@example.com", "shopper123"), SessionToken);
    const { text, link } = await requestReset("shopper@example.com");
    expect(text).toMatch(/^To: shopper@example.com\nSubject: Reset your password\n/);
    expect(link![0].startsWith(`${publicOrigin()}/service/reset_password/`)).toBe(true);
    const [row] = await api.db.select().from(t.outboxMail).where(eq(t.outboxMail.to, "shopper@example.com"));
    expect(row!.body).toContain(link![0]);
    const token = link![1]!;
    // only the hash is stored
    expect(await api.db.select().from(t.passwordResetTokens).where(eq(t.passwordResetTokens.tokenHash, token))).toEqual([]);

    expect(await data(await api.get(`/api/users/forgot_password/validate/${token}`), ResetTokenValidity)).toEqual({ valid: true });
    expect(await data(await api.post("/api/users/reset_password/", { token, password: "newpass123" }), ResetPassword)).toEqual({ reset: true });
    await failure(await me(old.token), 401);
    await failure(await signIn("shopper@example.com", "shopper123"), 401);
    await data(await signIn("shopper@example.com", "newpass123"), SessionToken);

    // used: 410 on validate and on a second reset
    expect((await failure(await api.get(`/api/users/forgot_password/validate/${token}`), 410)).message).toBe(MSG.resetExpired);
    await failure(await api.post("/api/users/reset_password/", { token, password: "another123" }), 410);
  });

  it("sends the set-up link when for_setup, on the exact mixed-case path only", async () => {
    const { text, link } = await requestReset("stylist@example.com", true);
    expect(text).toContain("Subject: Set up your password");
    expect(link![0]).toContain("/service/setup_password/");
    await failure(await api.post("/api/users/forgot_password", { email: "stylist@example.com" }), 404);
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const known = await api.post("/api/Users/Forgot_Password", { email: "luna@example.com", for_setup: false });
    const unknown = await api.post("/api/Users/Forgot_Password", { email: "ghost@example.com", for_setup: false });
    expect(await unknown.json()).toEqual(await known.json());
    expect(await mailFiles("ghost@example.com")).toEqual([]);
    expect(await api.db.select().from(t.outboxMail).where(eq(t.outboxMail.to, "ghost@example.com"))).toEqual([]);
    expect((await failure(await api.post("/api/Users/Forgot_Password", { email: "nope" }), 400)).message).toMatch(/email/);
  });

  it("M7: keeps earlier links valid when a new one is sent; using one retires the others", async () => {
    const first = (await requestReset("chloe@example.com")).link![1]!;
    clock = new Date(clock.getTime() + 1000);
    const second = (await requestReset("chloe@example.com")).link![1]!;
    await data(await api.get(`/api/users/forgot_password/validate/${first}`), ResetTokenValidity);
    await data(await api.get(`/api/users/forgot_password/validate/${second}`), ResetTokenValidity);
    await data(await api.post("/api/users/reset_password/", { token: first, password: "newpass123" }), ResetPassword);
    expect((await failure(await api.get(`/api/users/forgot_password/validate/${second}`), 410)).message).toBe(MSG.resetExpired);
  });

  it("expires a link after an hour", async () => {
    const { link } = await requestReset("chloe@example.com");
    clock = new Date(clock.getTime() + HOUR);
    expect((await failure(await api.get(`/api/users/forgot_password/validate/${link![1]}`), 410)).message).toBe(MSG.resetExpired);
    await failure(await api.post("/api/users/reset_password/", { token: link![1], password: "newpass123" }), 410);
  });

  it("answers 404 for an unknown token and 400 for a bad new password", async () => {
    const unknown = await failure(await api.get("/api/users/forgot_password/validate/not-a-real-token"), 404);
    expect(unknown.message).toBe(MSG.resetUnknown);
    await failure(await api.post("/api/users/reset_password/", { token: "not-a-real-token", password: "newpass123" }), 404);
    const { link } = await requestReset("marcus@example.com");
    await failure(await api.post("/api/users/reset_password/", { token: link![1], password: "has space 1" }), 400);
    await failure(await api.post("/api/users/reset_password/", { token: link![1], password: "x".repeat(21) }), 400);
    // the link survives a refused password
    await data(await api.get(`/api/users/forgot_password/validate/${link![1]}`), ResetTokenValidity);
  });

  it("rate-limits forgot-password per email and client, and per client", async () => {
    for (let i = 0; i < 3; i++) await data(await api.post("/api/Users/Forgot_Password", { email: "ghost2@example.com" }, { "x-forwarded-for": "10.1.0.1" }), ForgotPassword);
    const limited = await api.post("/api/Users/Forgot_Password", { email: "ghost2@example.com" }, { "x-forwarded-for": "10.1.0.1" });
    expect(limited.headers.get("retry-after")).toBe(String(60 * 60));
    await failure(limited, 429);
    await limits.reset();
    for (let i = 0; i < 20; i++) await data(await api.post("/api/Users/Forgot_Password", { email: `g${i}@example.com` }, { "x-forwarded-for": "10.2.0.1" }), ForgotPassword);
    await failure(await api.post("/api/Users/Forgot_Password", { email: "fresh@example.com" }, { "x-forwarded-for": "10.2.0.1" }), 429);
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiResult } from "@/lib/api/errors";

const jar = { set: vi.fn(), get: vi.fn() };
vi.mock("next/headers", () => ({
  cookies: async () => jar,
  headers: async () =>
    new Headers({ host: "shop.test", "x-forwarded-for": "203.0.113.9, 10.0.0.1", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", origin: "https://evil.example" }),
}));
vi.mock("@/lib/api/server", () => ({
  publicApi: vi.fn(async (headers?: Record<string, string>) => ({ kind: "public", headers })),
  sessionApi: vi.fn(async () => ({ kind: "session" })),
  tokenApi: vi.fn(async (token: string) => ({ kind: "token", token })),
}));
vi.mock("@/lib/api/calls/user", () => ({
  authenticateWithPassword: vi.fn(),
  signUp: vi.fn(),
  signOut: vi.fn(),
  getCurrentUser: vi.fn(),
  forgotPassword: vi.fn(),
  resetPassword: vi.fn(),
}));

const calls = vi.mocked(await import("@/lib/api/calls/user"));
const server = vi.mocked(await import("@/lib/api/server"));
const actions = await import("@/lib/auth/actions");
const { MSG } = await import("@/lib/auth/messages");

const TOKEN = "t".repeat(43);
const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
const httpError = (status: number, message: string): ApiResult<never> => ({ ok: false, error: { kind: "http", status, message } });
const user = (storeOpened: boolean) => ({ store_opened: storeOpened }) as never;

beforeEach(() => vi.clearAllMocks());

function expectSessionCookiesSet(token: string) {
  expect(jar.set).toHaveBeenCalledWith("sf_session", token, expect.objectContaining({ httpOnly: true, sameSite: "lax", path: "/", maxAge: 2592000 }));
  expect(jar.set).toHaveBeenCalledWith("sf_signed_in", "1", expect.objectContaining({ httpOnly: false, sameSite: "lax", path: "/", maxAge: 2592000 }));
}

describe("signInWithPassword", () => {
  it("checks the input again and calls nothing when it is invalid", async () => {
    expect(await actions.signInWithPassword({ email: "x", password: "12345678" }, "sign", "")).toEqual({ ok: false, message: MSG.emailInvalid });
    expect(calls.authenticateWithPassword).not.toHaveBeenCalled();
  });

  it("L7: keeps the token in the cookies only (the browser never receives it) and answers the context's destination", async () => {
    calls.authenticateWithPassword.mockResolvedValue(ok({ token: TOKEN }));
    const result = await actions.signInWithPassword({ email: " a@b.co ", password: "shopper123" }, "share_checkout", "store=luna");
    expect(result).toEqual({ ok: true, redirectTo: "/luna/checkout/sharecart/step1" });
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    expect(calls.authenticateWithPassword).toHaveBeenCalledWith(expect.anything(), "a@b.co", "shopper123");
    expectSessionCookiesSet(TOKEN);
  });

  it("H1: forwards the client address to the API (rate limits), never a host or origin", async () => {
    calls.authenticateWithPassword.mockResolvedValue(httpError(401, "x"));
    await actions.signInWithPassword({ email: "a@b.co", password: "shopper123" }, "sign", "");
    expect(server.publicApi).toHaveBeenCalledWith({ "x-forwarded-for": "203.0.113.9" });
  });

  it("answers the server's message verbatim and sets no cookie", async () => {
    calls.authenticateWithPassword.mockResolvedValue(httpError(429, "too many attempts, try again later"));
    expect(await actions.signInWithPassword({ email: "a@b.co", password: "shopper123" }, "sign", "")).toEqual({
      ok: false,
      message: "too many attempts, try again later",
    });
    expect(jar.set).not.toHaveBeenCalled();
  });
});

describe("signUp", () => {
  const input = { email: "n@b.co", userName: "Newbie", password: "secret123", passwordRepeat: "secret123", birthYear: 1990, confirm18: true, code: "myorders" };

  it("sends the contract's payload without an ignored invite code, plus the provider token in the social flow", async () => {
    calls.signUp.mockResolvedValue(ok({ token: TOKEN }));
    expect(await actions.signUp(input, "sub_checkout", "store=demo&subpage=rcb", "provider-token")).toEqual({ ok: true, redirectTo: "/demo/sub/rcb/" });
    expect(calls.signUp).toHaveBeenCalledWith(expect.anything(), {
      email: "n@b.co",
      password: "secret123",
      user_name: "newbie",
      birth_year: 1990,
      token: "provider-token",
    });
    expectSessionCookiesSet(TOKEN);
  });

  it("refuses a minor without calling the API", async () => {
    expect(await actions.signUp({ ...input, birthYear: new Date().getFullYear() - 10 }, "sign", "")).toEqual({ ok: false, message: MSG.birthYear });
    expect(calls.signUp).not.toHaveBeenCalled();
  });
});

describe("signOut (NAV-14, G-31)", () => {
  it("revokes the token, clears both cookies and goes to the store home", async () => {
    calls.getCurrentUser.mockResolvedValue(ok(user(false)));
    calls.signOut.mockResolvedValue(ok({ signed_out: true }));
    expect(await actions.signOut("demo")).toEqual({ redirectTo: "/demo" });
    expect(calls.signOut).toHaveBeenCalled();
    expect(jar.set).toHaveBeenCalledWith("sf_session", "", expect.objectContaining({ maxAge: 0 }));
    expect(jar.set).toHaveBeenCalledWith("sf_signed_in", "", expect.objectContaining({ maxAge: 0 }));
  });

  it("sends a store owner to the plan page", async () => {
    calls.getCurrentUser.mockResolvedValue(ok(user(true)));
    calls.signOut.mockResolvedValue(ok({ signed_out: true }));
    expect(await actions.signOut("demo")).toEqual({ redirectTo: "/plan/plan_stylist" });
  });
});

describe("adoptAppToken (INAPP-09)", () => {
  it("stores the app's token only once the API accepts it", async () => {
    calls.getCurrentUser.mockResolvedValueOnce(httpError(401, "unauthorized"));
    expect(await actions.adoptAppToken(TOKEN)).toEqual({ ok: false, message: "unauthorized" });
    expect(jar.set).not.toHaveBeenCalled();

    calls.getCurrentUser.mockResolvedValueOnce(ok(user(false)));
    expect(await actions.adoptAppToken(TOKEN)).toEqual({ ok: true });
    expect(server.tokenApi).toHaveBeenCalledWith(TOKEN, expect.anything());
    expectSessionCookiesSet(TOKEN);
  });

  it("refuses junk without asking the API", async () => {
    expect((await actions.adoptAppToken("short")).ok).toBe(false);
    expect(calls.getCurrentUser).not.toHaveBeenCalled();
  });
});

describe("password reset", () => {
  it("validates before calling, and answers the API's result", async () => {
    expect(await actions.requestPasswordReset({ email: "nope" })).toEqual({ ok: false, message: MSG.forgotEmailInvalid });
    calls.forgotPassword.mockResolvedValue(ok({ sent: true }));
    expect(await actions.requestPasswordReset({ email: "a@b.co" })).toEqual({ ok: true });
    expect(await actions.resetPassword("tok-1234567890", { password: "a b", passwordRepeat: "a b" })).toEqual({ ok: false, message: MSG.signUpPassword });
    calls.resetPassword.mockResolvedValue(httpError(410, "expired"));
    expect(await actions.resetPassword("tok-1234567890", { password: "newpass123", passwordRepeat: "newpass123" })).toEqual({ ok: false, message: "expired" });
  });

  it("H1: asks for the reset mail with the visitor's address only, so the API cannot take the link's origin from the request", async () => {
    calls.forgotPassword.mockResolvedValue(ok({ sent: true }));
    await actions.requestPasswordReset({ email: "a@b.co" });
    expect(calls.forgotPassword).toHaveBeenCalledWith({ kind: "public", headers: { "x-forwarded-for": "203.0.113.9" } }, "a@b.co", false);
  });

  it("MISC-06 (C-44): only the set-up page asks with for_setup true", async () => {
    calls.forgotPassword.mockResolvedValue(ok({ sent: true }));
    await actions.requestPasswordReset({ email: "a@b.co" }, true);
    expect(calls.forgotPassword).toHaveBeenLastCalledWith(expect.anything(), "a@b.co", true);
    // a caller cannot slip anything but `true` through the action
    await actions.requestPasswordReset({ email: "a@b.co" }, "yes" as never);
    expect(calls.forgotPassword).toHaveBeenLastCalledWith(expect.anything(), "a@b.co", false);
  });
});

describe("the internal-user marker (AN-05, BR-AUTH-14)", () => {
  const internal = (value: boolean) => ok({ internal_user: value } as never);

  it("marks an internal user's browser with the non-secret sf_internal=1, read by the analytics events", async () => {
    calls.authenticateWithPassword.mockResolvedValue(ok({ token: TOKEN }));
    calls.getCurrentUser.mockResolvedValue(internal(true));
    await actions.signInWithPassword({ email: "a@b.co", password: "shopper123" }, "sign", "store=luna");
    expect(server.tokenApi).toHaveBeenCalledWith(TOKEN, { "x-forwarded-for": "203.0.113.9" });
    expect(jar.set).toHaveBeenCalledWith("sf_internal", "1", expect.objectContaining({ httpOnly: false, path: "/" }));
  });

  it("drops the marker for anyone else, when the user cannot be read, and at sign-out", async () => {
    calls.authenticateWithPassword.mockResolvedValue(ok({ token: TOKEN }));
    calls.getCurrentUser.mockResolvedValue(internal(false));
    await actions.signInWithPassword({ email: "a@b.co", password: "shopper123" }, "sign", "store=luna");
    expect(jar.set).toHaveBeenCalledWith("sf_internal", "", expect.objectContaining({ maxAge: 0 }));
    expect(jar.set).not.toHaveBeenCalledWith("sf_internal", "1", expect.anything());

    vi.clearAllMocks();
    calls.getCurrentUser.mockResolvedValue(httpError(500, "down"));
    await actions.signInWithPassword({ email: "a@b.co", password: "shopper123" }, "sign", "store=luna");
    expect(jar.set).not.toHaveBeenCalledWith("sf_internal", "1", expect.anything());

    vi.clearAllMocks();
    calls.getCurrentUser.mockResolvedValue(internal(true));
    calls.signOut.mockResolvedValue(ok({ signed_out: true } as never));
    await actions.signOut(null);
    expect(jar.set).toHaveBeenCalledWith("sf_internal", "", expect.objectContaining({ maxAge: 0 }));
  });
});

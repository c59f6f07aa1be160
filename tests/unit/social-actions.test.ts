import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiResult } from "@/lib/api/errors";
import { LINK_SOCIAL_ERROR_CODE } from "@/lib/api/schemas/user";

const jar = { set: vi.fn(), get: vi.fn() };
vi.mock("next/headers", () => ({
  cookies: async () => jar,
  headers: async () => new Headers({ host: "shop.test", "x-forwarded-for": "203.0.113.9", "x-forwarded-host": "evil.example" }),
}));
vi.mock("@/lib/api/server", () => ({
  publicApi: vi.fn(async () => ({ kind: "public" })),
  tokenApi: vi.fn(async (token: string) => ({ kind: "token", token })),
}));
vi.mock("@/lib/api/calls/user", () => ({
  authenticateWithPassword: vi.fn(),
  authenticateWithProvider: vi.fn(),
  connectSocial: vi.fn(),
}));

const calls = vi.mocked(await import("@/lib/api/calls/user"));
const server = vi.mocked(await import("@/lib/api/server"));
const { signInWithProvider, connectAfterSignIn } = await import("@/lib/auth/social-actions");

const TOKEN = "s".repeat(43);
const ID_TOKEN = "firebase.id.token-0123456789";
const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
const httpError = (status: number, message: string, code?: number): ApiResult<never> => ({
  ok: false,
  error: { kind: "http", status, message, code },
});
const sessionCookieSet = () => jar.set.mock.calls.some(([name, value]) => name === "sf_session" && value === TOKEN);

beforeEach(() => vi.clearAllMocks());

describe("signInWithProvider (AUTH-10)", () => {
  it("sets the session cookie and answers the context's destination, never the token", async () => {
    calls.authenticateWithProvider.mockResolvedValue(ok({ token: TOKEN }));
    const result = await signInWithProvider(ID_TOKEN, "sub_checkout", "store=luna&subpage=gfb");
    expect(result).toEqual({ ok: true, redirectTo: "/luna/sub/gfb/" });
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    expect(calls.authenticateWithProvider).toHaveBeenCalledWith(expect.anything(), ID_TOKEN);
    expect(sessionCookieSet()).toBe(true);
  });

  it("passes 101001 back to the flow and sets no cookie", async () => {
    calls.authenticateWithProvider.mockResolvedValue(httpError(409, "link it", LINK_SOCIAL_ERROR_CODE));
    expect(await signInWithProvider(ID_TOKEN, "sign", "")).toEqual({ ok: false, code: LINK_SOCIAL_ERROR_CODE });
    expect(jar.set).not.toHaveBeenCalled();
  });

  it("H1: passes the visitor's address to the API (rate limits), never a host or origin", async () => {
    calls.authenticateWithProvider.mockResolvedValue(httpError(401, "invalid token"));
    await signInWithProvider(ID_TOKEN, "sign", "");
    expect(server.publicApi).toHaveBeenCalledWith({ "x-forwarded-for": "203.0.113.9" });
  });

  it("refuses junk without calling the API", async () => {
    expect(await signInWithProvider("short", "sign", "")).toEqual({ ok: false });
    expect(calls.authenticateWithProvider).not.toHaveBeenCalled();
  });
});

describe("connectAfterSignIn (AUTH-11)", () => {
  it("signs in with the password, then links with the new session's token", async () => {
    calls.authenticateWithPassword.mockResolvedValue(ok({ token: TOKEN }));
    calls.connectSocial.mockResolvedValue(ok({ provider: "google.com" }));
    const result = await connectAfterSignIn({ email: "a@b.co", password: "secret123" }, ID_TOKEN, "sign", "store=demo");
    expect(result).toEqual({ ok: true, redirectTo: "/demo/user/profile", linked: true });
    expect(calls.connectSocial).toHaveBeenCalledWith({ kind: "token", token: TOKEN }, ID_TOKEN);
    expect(sessionCookieSet()).toBe(true);
  });

  it("counts the sign-in even when linking fails", async () => {
    calls.authenticateWithPassword.mockResolvedValue(ok({ token: TOKEN }));
    calls.connectSocial.mockResolvedValue(httpError(409, "already linked to someone else"));
    const result = await connectAfterSignIn({ email: "a@b.co", password: "secret123" }, ID_TOKEN, "sign", "store=demo");
    expect(result).toEqual({ ok: true, redirectTo: "/demo/user/profile", linked: false });
    expect(sessionCookieSet()).toBe(true);
  });

  it("shows the server's message for a wrong password and links nothing", async () => {
    calls.authenticateWithPassword.mockResolvedValue(httpError(401, "email or password incorrect."));
    expect(await connectAfterSignIn({ email: "a@b.co", password: "secret123" }, ID_TOKEN, "sign", "")).toEqual({
      ok: false,
      message: "email or password incorrect.",
    });
    expect(calls.connectSocial).not.toHaveBeenCalled();
    expect(jar.set).not.toHaveBeenCalled();
  });

  it("checks the password rule before calling anything", async () => {
    expect(await connectAfterSignIn({ email: "a@b.co", password: "short" }, ID_TOKEN, "sign", "")).toEqual({
      ok: false,
      message: "password required (at least 8 letters)",
    });
    expect(calls.authenticateWithPassword).not.toHaveBeenCalled();
  });
});

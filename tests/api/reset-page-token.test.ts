/**
 * The reset and set-up pages check their link's token in-process (lib/auth/reset-token.ts). The
 * API counts bad tokens per client (finding L1), so the page must pass the visitor's address, or one
 * visitor's bad links would break every visitor's reset page.
 */
import { createApiClient } from "@/lib/api/http";
import { createAuthLimits } from "@/server/auth/limits";
import { fileTestApi } from "./helpers";

let visitor = "203.0.113.1";
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": visitor, host: "shop.test" }) }));

vi.mock("@/lib/api/server", () => ({
  publicApi: async (headers?: Record<string, string>) =>
    createApiClient({ baseUrl: "http://embedded", headers, fetch: async (input, init) => api.app.request(new Request(input, init)) }),
}));

const { checkResetToken } = await import("@/lib/auth/reset-token");

const api = fileTestApi({ limits: createAuthLimits(async () => api.db, { resetFailuresPerClient: { max: 2, windowMs: 60_000 } }) });

const statusOf = async (token: string) => {
  const result = await checkResetToken(token);
  return result.ok ? 200 : result.error.kind === "http" ? result.error.status : result.error.kind;
};

describe("reset link check from a page", () => {
  it("L1: counts bad tokens per visitor: one visitor's bad links do not break another's reset page", async () => {
    visitor = "203.0.113.1";
    const unknown = await statusOf("not-a-token-1");
    expect(unknown).not.toBe(429);
    await statusOf("not-a-token-2");
    expect(await statusOf("not-a-token-3")).toBe(429);

    visitor = "198.51.100.2";
    expect(await statusOf("not-a-token-4")).toBe(unknown);
  });
});

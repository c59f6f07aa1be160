/**
 * The reset and set-up pages check their link's token in-process (lib/auth/reset-token.ts). The
 * API counts bad tokens per client (finding L1), so the page must pass the visitor's address, or one
 * visitor's bad links would break every visitor's reset page.
 */
import { createAuthLimits } from "@/server/auth/limits";
import { serveFrom, visitor } from "../support/next-server";
import { fileTestApi } from "./helpers";

vi.mock("next/headers", () => import("../support/next-server").then((m) => m.nextHeaders));
vi.mock("@/lib/api/server", () => import("../support/next-server").then((m) => m.serverApi));

const { checkResetToken } = await import("@/lib/auth/reset-token");

const api = fileTestApi({ limits: createAuthLimits(async () => api.db, { resetFailuresPerClient: { max: 2, windowMs: 60_000 } }) });
serveFrom(() => api);

const statusOf = async (token: string) => {
  const result = await checkResetToken(token);
  return result.ok ? 200 : result.error.kind === "http" ? result.error.status : result.error.kind;
};

describe("reset link check from a page", () => {
  it("L1: counts bad tokens per visitor: one visitor's bad links do not break another's reset page", async () => {
    visitor.ip = "203.0.113.1";
    const unknown = await statusOf("not-a-token-1");
    expect(unknown).not.toBe(429);
    await statusOf("not-a-token-2");
    expect(await statusOf("not-a-token-3")).toBe(429);

    visitor.ip = "198.51.100.2";
    expect(await statusOf("not-a-token-4")).toBe(unknown);
  });
});

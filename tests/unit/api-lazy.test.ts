import { browserApi } from "@/lib/api/browser";
import { NETWORK_ERROR_MESSAGE, type ApiResult } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";

describe("callLazily", () => {
  it("hands the domain's calls, as its loader answers them, and the browser client to the call", async () => {
    const domain = { confirmEmail: vi.fn() };
    const call = vi.fn(async (calls: typeof domain, api: unknown): Promise<ApiResult<[typeof domain, unknown]>> => ({ ok: true, data: [calls, api] }));
    const result = await callLazily(async () => domain, call);
    expect(result).toEqual({ ok: true, data: [domain, browserApi] });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("loads only the domain asked for: the user calls carry confirmEmail", async () => {
    const result = await callLazily(
      () => import("@/lib/api/calls/user"),
      async (calls) => ({ ok: true, data: Object.keys(calls) }),
    );
    expect(result.ok && result.data).toContain("confirmEmail");
    expect(result.ok && result.data).not.toContain("calcCart");
  });

  it("answers a failed download (offline) as a network error, without making the call", async () => {
    const offline = new TypeError("Failed to fetch dynamically imported module");
    const call = vi.fn();
    const result = await callLazily(() => Promise.reject(offline), call);
    expect(result).toEqual({ ok: false, error: { kind: "network", message: NETWORK_ERROR_MESSAGE, cause: offline } });
    expect(call).not.toHaveBeenCalled();
  });
});

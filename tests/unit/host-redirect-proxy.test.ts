import { NextRequest } from "next/server";
import { vi } from "vitest";

const request = (pathname: string, host: string) => new NextRequest(`http://localhost:3000${pathname}`, { headers: { host } });

async function proxyWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  (await import("@/lib/config/server")).rereadConfig();
  return (await import("@/proxy")).proxy;
}

describe("the proxy's host-based redirects (MISC-13)", () => {
  afterEach(async () => {
    vi.unstubAllEnvs();
    (await import("@/lib/config/server")).rereadConfig();
  });

  it("with no host configured, `/` on any host is served as before", async () => {
    const proxy = await proxyWith({});
    const response = proxy(request("/", "plan.example.com"));
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("`/` on the configured plan host goes to its /plan; a forged Host gets no redirect of its own", async () => {
    const proxy = await proxyWith({ PLAN_HOST_URL: "https://plan.example.com" });
    const response = proxy(request("/", "plan.example.com"));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("https://plan.example.com/plan");
    expect(proxy(request("/", "evil.example")).headers.get("location")).toBeNull();
    expect(proxy(request("/demo", "plan.example.com")).headers.get("location")).toBeNull();
  });
});

/**
 * The lookup and done pages load an order in-process (lib/orders/load-order.ts); the API's limit on
 * lookups that find nothing must count per visitor there too, as for a browser's own call (finding M2).
 */
import { createApiClient } from "@/lib/api/http";
import { fileTestApi } from "./helpers";

let visitor = "203.0.113.1";
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": visitor, host: "shop.test" }) }));

const sentFor: (string | null)[] = [];
vi.mock("@/lib/api/server", () => ({
  publicApi: async (headers?: Record<string, string>) =>
    createApiClient({
      baseUrl: "http://embedded",
      headers,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        sentFor.push(request.headers.get("x-forwarded-for"));
        return api.app.request(request);
      },
    }),
}));

const { loadOrderDetail } = await import("@/lib/orders/load-order");

const api = fileTestApi({ orderLookupLimit: { max: 2, windowMs: 60_000 } });

const statusOf = async (email: string) => {
  const result = await loadOrderDetail(email, "SF000000");
  return result.ok ? 200 : result.error.kind === "http" ? result.error.status : result.error.kind;
};

describe("order lookup from a page", () => {
  it("M2: counts misses per visitor: one visitor's wrong lookups do not block another's", async () => {
    visitor = "203.0.113.1";
    expect(await statusOf("a@example.com")).toBe(404);
    expect(await statusOf("a@example.com")).toBe(404);
    expect(await statusOf("a@example.com")).toBe(429);

    visitor = "198.51.100.2";
    expect(await statusOf("b@example.com")).toBe(404);
    expect(sentFor).toEqual(["203.0.113.1", "203.0.113.1", "203.0.113.1", "198.51.100.2"]);
  });
});

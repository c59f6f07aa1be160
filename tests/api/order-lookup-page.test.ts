/**
 * The lookup and done pages load an order in-process (lib/orders/load-order.ts); the API's limit on
 * lookups that find nothing must count per visitor there too, as for a browser's own call (finding M2).
 */
import { apiRequests, serveFrom, visitor } from "../support/next-server";
import { fileTestApi } from "./helpers";

vi.mock("next/headers", () => import("../support/next-server").then((m) => m.nextHeaders));
vi.mock("@/lib/api/server", () => import("../support/next-server").then((m) => m.serverApi));

const { loadOrderDetail } = await import("@/lib/orders/load-order");

const api = fileTestApi({ orderLookupLimit: { max: 2, windowMs: 60_000 } });
serveFrom(() => api);

const statusOf = async (email: string) => {
  const result = await loadOrderDetail(email, "SF000000");
  return result.ok ? 200 : result.error.kind === "http" ? result.error.status : result.error.kind;
};

describe("order lookup from a page", () => {
  it("M2: counts misses per visitor: one visitor's wrong lookups do not block another's", async () => {
    visitor.ip = "203.0.113.1";
    expect(await statusOf("a@example.com")).toBe(404);
    expect(await statusOf("a@example.com")).toBe(404);
    expect(await statusOf("a@example.com")).toBe(429);

    visitor.ip = "198.51.100.2";
    expect(await statusOf("b@example.com")).toBe(404);
    expect(apiRequests.map((r) => r.headers.get("x-forwarded-for"))).toEqual(["203.0.113.1", "203.0.113.1", "203.0.113.1", "198.51.100.2"]);
  });
});

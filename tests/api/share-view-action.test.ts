/**
 * BR-CHK-12 from the page's side: the server action that counts a share-link visit, on a real PGlite.
 * It makes the visitor id cookie (httpOnly) on the first visit, counts each visitor once, replaces a
 * tampered cookie, passes the visitor's address on for the per-client limit, and sends nothing for a
 * malformed share id.
 */
import { ShareCartInfo } from "@/lib/api/schemas/checkout";
import { SHARE_VISITOR_COOKIE } from "@/lib/share-cart/visitor";
import { DEMO_SHARE_CART } from "@/server/seed/share-carts";
import { apiRequests, jar, serveFrom, visitor } from "../support/next-server";
import { data, fileTestApi } from "./helpers";

vi.mock("next/headers", () => import("../support/next-server").then((m) => m.nextHeaders));
vi.mock("@/lib/api/server", () => import("../support/next-server").then((m) => m.serverApi));
const { recordShareView } = await import("@/lib/share-cart/record-view");

const api = fileTestApi();
serveFrom(() => api);
beforeEach(() => {
  jar.clear();
  apiRequests.length = 0;
});

const SHARE = DEMO_SHARE_CART.id;
const views = async () => (await data(await api.get(`/api/sharecart/${SHARE}/info`), ShareCartInfo)).views;

describe("recordShareView (server action)", () => {
  it("makes the visitor's id on the first visit and counts each visitor once", async () => {
    const before = await views();
    await recordShareView(SHARE);
    const id = jar.get(SHARE_VISITOR_COOKIE);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await views()).toBe(before + 1);

    await recordShareView(SHARE);
    expect(jar.get(SHARE_VISITOR_COOKIE)).toBe(id);
    expect(await views()).toBe(before + 1);

    jar.clear();
    await recordShareView(SHARE);
    expect(await views()).toBe(before + 2);
  });

  it("replaces a cookie the views call would refuse", async () => {
    jar.set(SHARE_VISITOR_COOKIE, "bad id;");
    await recordShareView(SHARE);
    expect(jar.get(SHARE_VISITOR_COOKIE)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("passes the visitor's address on, for the per-client limit", async () => {
    visitor.ip = "198.51.100.23";
    await recordShareView(SHARE);
    expect(apiRequests.map((r) => r.headers.get("x-forwarded-for"))).toEqual(["198.51.100.23"]);
  });

  it("sends nothing for a malformed share id (a server action is a public endpoint)", async () => {
    for (const bad of ["", "x".repeat(65), 42 as unknown as string]) await recordShareView(bad);
    expect(apiRequests).toHaveLength(0);
    expect(jar.size).toBe(0);
  });
});

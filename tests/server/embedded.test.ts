import { SizeChart } from "@/lib/api/schemas/cart";
import { ShopCheck } from "@/lib/api/schemas/shop";

describe("embedded entry points", () => {
  const saved = { dir: process.env.PGLITE_DATA_DIR, url: process.env.DATABASE_URL };
  beforeAll(() => {
    // The default database of this test process: in memory, never the developer's .data/pglite.
    process.env.PGLITE_DATA_DIR = "memory://";
    delete process.env.DATABASE_URL;
  });
  afterAll(() => {
    process.env.PGLITE_DATA_DIR = saved.dir;
    if (saved.url !== undefined) process.env.DATABASE_URL = saved.url;
  });

  it("concurrent first requests share one lazily opened, migrated and seeded database", async () => {
    const { handleEmbedded, embeddedFetch } = await import("@/server/embedded");
    const responses = await Promise.all([
      handleEmbedded(new Request("http://localhost/api/health")),
      handleEmbedded(new Request("http://localhost/api/shop/check/demo/")),
      embeddedFetch("http://embedded/api/shop/check/demo", { method: "GET" }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const check = ShopCheck.parse(((await responses[2]!.json()) as { data: unknown }).data);
    expect(check.id).toBe("store-demo");
    const { getDatabase } = await import("@/server/db/client");
    expect(getDatabase()).toBe(getDatabase());
  });

  it("serves the static size chart to in-process callers and nothing outside custom_data", async () => {
    const { embeddedFetch } = await import("@/server/embedded");
    const chart = await embeddedFetch("http://embedded/custom_data/size_chart.json", { method: "GET" });
    expect(chart.status).toBe(200);
    expect(SizeChart.safeParse(await chart.json()).success).toBe(true);
    expect((await embeddedFetch("http://embedded/custom_data/..%2F..%2Fpackage.json", { method: "GET" })).status).toBe(404);
    expect((await embeddedFetch("http://embedded/custom_data/missing.json", { method: "GET" })).status).toBe(404);
  });
});

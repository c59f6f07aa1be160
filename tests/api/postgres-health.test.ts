/**
 * /api/health/ready against a PostgreSQL that goes away and comes back (issue 23): 503 while the
 * database is stopped, 200 again once it is back, without restarting the process. Its own cluster
 * (scripts/postgres.mjs), since stopping TEST_DATABASE_URL's would pull it from under the other suites.
 */
import { ensurePostgres, startCluster, type Cluster } from "../../scripts/postgres.mjs";
import { openDatabase } from "@/server/db/client";
import { testDatabaseUrl } from "../support/postgres";
import { testApiOn, type TestApi } from "./helpers";

describe.skipIf(!testDatabaseUrl || !ensurePostgres())("readiness on PostgreSQL", () => {
  let cluster: Cluster;
  let api: TestApi;
  beforeAll(async () => {
    cluster = await startCluster();
    api = testApiOn(await openDatabase(cluster.url, { seed: false }));
  }, 120_000);
  afterAll(async () => {
    await api?.close().catch(() => {});
    cluster?.destroy();
  });

  it("is 503 with the database stopped and 200 again when it is back", async () => {
    expect((await api.get("/api/health/ready")).status).toBe(200);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      cluster.stop();
      const down = await api.get("/api/health/ready");
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ status: "not ready", checks: { database: "failed" } });
      expect((await api.get("/api/health/live")).status).toBe(200);
      cluster.start();
      await vi.waitFor(async () => expect((await api.get("/api/health/ready")).status).toBe(200), { timeout: 20_000, interval: 250 });
    } finally {
      quiet.mockRestore();
    }
    expect(await (await api.get("/api/health/ready")).json()).toMatchObject({ status: "ready", checks: { database: "ok", migrations: "ok" } });
  }, 120_000);
});

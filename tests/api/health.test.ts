/**
 * Health (issue 23): live answers while the process does; ready checks the database, the migrations
 * and (on PostgreSQL) the LISTEN connection, and answers 503 when one fails. A production process
 * refuses a schema that is behind; the release step brings it current.
 * tests/api/postgres-health.test.ts stops a real PostgreSQL under ready.
 */
import { sql } from "drizzle-orm";
import { createApp } from "@/server/app";
import { rereadConfig } from "@/lib/config/server";
import { closeDatabase, migrationStatus, openDatabase, SchemaBehindError } from "@/server/db/client";
import { fileTestApi } from "./helpers";

const api = fileTestApi();

it("/api/health/live and /api/health/ready answer 200 when the database is there and current", async () => {
  expect(await (await api.get("/api/health/live")).json()).toEqual({ success: true, data: { status: "ok" } });
  const ready = await api.get("/api/health/ready");
  expect(ready.status).toBe(200);
  expect(ready.headers.get("cache-control")).toContain("no-store");
  expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok", migrations: "ok", listen: "off" }, problems: [] });
  expect((await api.get("/api/health")).status).toBe(200);
});

it("ready is 503 when the database cannot be opened, and says why; live still answers", async () => {
  const broken = createApp(() => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")));
  const ready = await broken.request("/api/health/ready");
  expect(ready.status).toBe(503);
  const body = await ready.json();
  expect(body).toMatchObject({ status: "not ready", checks: { database: "failed", migrations: "failed" } });
  expect(body.problems.join()).toContain("ECONNREFUSED");
  expect((await broken.request("/api/health/live")).status).toBe(200);
});

it("ready is 503 when a migration is missing", async () => {
  const db = await openDatabase("memory://", { seed: false });
  try {
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    const ready = await createApp(Promise.resolve(db)).request("/api/health/ready");
    expect(ready.status).toBe(503);
    expect((await ready.json()).problems).toEqual([expect.stringContaining("npm run db:migrate")]);
  } finally {
    await closeDatabase(db);
  }
});

it("in production a process refuses a schema that is behind, with a clear message; the release step makes it current", async () => {
  process.env.SHOP_ENV = "production";
  process.env.SITE_URL = "https://shop.example.com";
  rereadConfig();
  try {
    // A fresh database nobody migrated: production does not migrate on open.
    await expect(openDatabase("memory://", { seed: false })).rejects.toThrow(SchemaBehindError);
    await expect(openDatabase("memory://", { seed: false })).rejects.toThrow(/migrations are not applied.*npm run db:migrate/);
    // The release step (server/db/migrate.ts opens with migrate: true) applies them; then production opens.
    const released = await openDatabase("memory://", { seed: false, migrate: true });
    expect((await migrationStatus(released)).pending).toBe(0);
    await closeDatabase(released);
  } finally {
    delete process.env.SHOP_ENV;
    delete process.env.SITE_URL;
    rereadConfig();
  }
});

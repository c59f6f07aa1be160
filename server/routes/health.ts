/**
 * Health for load balancers and orchestrators:
 * - `/health/live`: the process answers (restart it when this fails);
 * - `/health/ready`: the database answers, its migrations are current and, on PostgreSQL, the LISTEN
 *   connection for catalogue changes is up. 503 when any fails (send it no traffic meanwhile);
 * - `/health`: kept for the browser tests' start-up wait (playwright.config.ts): the database is
 *   opened, migrated and seeded.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { catalogListenState } from "../catalog/channel";
import { migrationStatus, queryRows } from "../db/client";
import { describeError } from "../../lib/log/error-log";
import { ok, type AppEnv } from "../http";
import { sql } from "drizzle-orm";
import { json, okResponse } from "./common";

const Health = z.object({ status: z.literal("ok") });

/** How long the database gets to answer before the check counts it as down. */
export const READY_TIMEOUT_MS = 3_000;

const Check = z.enum(["ok", "failed", "off"]);
const Readiness = z.object({
  status: z.enum(["ready", "not ready"]),
  checks: z.object({ database: Check, migrations: Check, listen: Check }),
  /** why a check failed (the error's kind, never a query's values) */
  problems: z.array(z.string()),
});

const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["system"],
  summary: "Ready check: answers once the database is migrated and seeded",
  responses: { 200: okResponse(Health, "The API and its database are ready.") },
});

const live = createRoute({
  method: "get",
  path: "/health/live",
  tags: ["system"],
  summary: "Liveness: the process answers",
  responses: { 200: okResponse(Health, "The process is alive.") },
});

const ready = createRoute({
  method: "get",
  path: "/health/ready",
  tags: ["system"],
  summary: "Readiness: the database answers, migrations are current, LISTEN is connected (on PostgreSQL)",
  responses: {
    200: { description: "Ready for traffic.", ...json(Readiness) },
    503: { description: "Not ready: `checks` and `problems` say what failed.", ...json(Readiness) },
  },
});

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function registerHealth(app: OpenAPIHono<AppEnv>) {
  app.openapi(health, async (c) => {
    await c.var.db();
    return ok(c, Health, { status: "ok" });
  });

  app.openapi(live, (c) => ok(c, Health, { status: "ok" }));

  app.openapi(ready, async (c) => {
    const problems: string[] = [];
    const checks: z.infer<typeof Readiness>["checks"] = { database: "failed", migrations: "failed", listen: "off" };
    try {
      const db = await withTimeout(c.var.db(), "the database");
      await withTimeout(queryRows(db, sql`select 1`), "the database");
      checks.database = "ok";
      const status = await withTimeout(migrationStatus(db), "the database");
      if (status.pending === 0) checks.migrations = "ok";
      else problems.push(`${status.pending} of ${status.known} migrations are not applied: run npm run db:migrate`);
    } catch (error) {
      problems.push(`database: ${describeError(error).split("\n")[0]}`);
    }
    const listen = catalogListenState();
    if (listen !== "off") {
      checks.listen = listen === "connected" ? "ok" : "failed";
      if (listen !== "connected") problems.push("the LISTEN connection for catalogue changes is down (reconnecting)");
    }
    const isReady = checks.database === "ok" && checks.migrations === "ok" && checks.listen !== "failed";
    const body = Readiness.parse({ status: isReady ? "ready" : "not ready", checks, problems });
    c.header("cache-control", "no-store");
    return isReady ? c.json(body, 200) : c.json(body, 503);
  });
}

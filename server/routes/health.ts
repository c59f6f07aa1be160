import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { ok, type AppEnv } from "../http";
import { okResponse } from "./common";

const Health = z.object({ status: z.literal("ok") });

const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["system"],
  summary: "Ready check: answers once the database is migrated and seeded",
  responses: { 200: okResponse(Health, "The API and its database are ready.") },
});

export function registerHealth(app: OpenAPIHono<AppEnv>) {
  app.openapi(health, async (c) => {
    await c.var.db();
    return ok(c, Health, { status: "ok" });
  });
}

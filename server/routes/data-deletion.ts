/**
 * API-14: `POST google/deletion` (x-access-token, x-api-version 4.3), the Google Play data deletion. The
 * spec writes it without the `/api` prefix (G-47): the embedded API serves it at /api/google/deletion and
 * server/embedded.ts maps the spec's path onto it. It acts on the token's own user only.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { DataDeletion } from "../../lib/api/schemas/user";
import { deleteAccountData } from "../account/data-deletion";
import type { AccountServices } from "../auth/services";
import type { PlanServices } from "../plans/services";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import { ApiError, ok, type AppEnv } from "../http";
import { errorResponse, okResponse } from "./common";

export const DATA_DELETION_PATH = "/google/deletion";

const deletion = createRoute({
  method: "post",
  path: DATA_DELETION_PATH,
  tags: ["accounts"],
  summary: "Delete the signed-in account's personal data (Google Play data deletion, API-14)",
  description:
    "Records the request, deletes the sessions, linked sign-ins, saved cards and addresses, measurements, carts and notify requests, " +
    "anonymises the account (and closes its store), stops the plan's renewal and a monthly gift's charges; orders, payments, returns, subscriptions and plans stay for accounting (docs/decisions.md). Reads no body.",
  responses: { 200: okResponse(DataDeletion, "Done: the session used is gone too."), 401: errorResponse(SIGN_IN_REQUIRED) },
});

export function registerDataDeletion(app: OpenAPIHono<AppEnv>, services: AccountServices, plans: PlanServices) {
  app.openapi(deletion, async (c) => {
    const db = await c.var.db();
    const user = await userForToken(db, tokenFrom(c), services.now());
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    await deleteAccountData(db, plans.subscriptions.open(db), user.id, services.now());
    return ok(c, DataDeletion, { deleted: true });
  });
}

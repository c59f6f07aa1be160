/**
 * POST /api/store/create (API-39, ONB-06): a multipart form (name, description, palette_number,
 * items[i], an optional picture). Signed-in only; the store is the session user's, at their user name:
 * no field names a user, so nobody opens a store in another's name. Its body cap is
 * STORE_CREATE_BODY_BYTES, in place of the global 1 MiB one (server/request-guards.ts). The logic is
 * server/stores/create.ts. There is no store-edit route yet (TOOLS-* will add one, owner-only).
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { CreatedStore, CreateStoreFields } from "../../lib/api/schemas/store";
import { STORE_MESSAGES } from "../../lib/stylist/store";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import type { AccountServices } from "../auth/services";
import { ApiError, ok, type AppEnv } from "../http";
import { createStore } from "../stores/create";
import { badRequest, errorResponse, okResponse } from "./common";

export const STORE_CREATE_PATH = "/api/store/create";
/** The form's text fields; the picture's cap is added when the route takes one. */
export const STORE_CREATE_BODY_BYTES = 64 * 1024;

const create = createRoute({
  method: "post",
  path: "/store/create",
  tags: ["stores"],
  summary: "Open the signed-in user's store at their user name, with up to 6 starter items (multipart)",
  description:
    "`x-api-version: 4.3`. `items` may come as `items[0]`, `items[1]`… (the spec's `items[i]`), `items[]` or a repeated `items`; each must be " +
    "one of `POST /api/items?type=recommend_for_store`'s. The store opens at once at `/{user_name}`; a shopper becomes a seller.",
  request: { body: { required: true, content: { "multipart/form-data": { schema: CreateStoreFields } } } },
  responses: {
    200: okResponse(CreatedStore, "The new store, open."),
    ...badRequest,
    401: errorResponse(SIGN_IN_REQUIRED),
    409: errorResponse(`${STORE_MESSAGES.alreadyOpen} / ${STORE_MESSAGES.addressTaken}`),
    413: errorResponse("The request body is too large."),
  },
});

export function registerStore(app: OpenAPIHono<AppEnv>, services: AccountServices) {
  app.openapi(create, async (c) => {
    const db = await c.var.db();
    const now = services.now();
    const user = await userForToken(db, tokenFrom(c), now);
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    return ok(c, CreatedStore, await createStore(db, user, c.req.valid("form"), null, now));
  });
}

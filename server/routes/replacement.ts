/**
 * POST /api/replacement (API-62, ACCT-09): multipart form (the contact, `items` repeated, one `upload`
 * photo). Auth required; another user's order is a 404. Its body cap is REPLACEMENT_BODY_BYTES,
 * applied in place of the global 1 MiB one (server/request-guards.ts). The logic lives in
 * server/orders/replacement.ts and server/orders/replacement-upload.ts.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { IDEMPOTENCY_HEADER } from "../../lib/api/schemas/checkout";
import { ReplacementFields, ReplacementResult } from "../../lib/api/schemas/replacement";
import { clientKey, refuseIfLimited, TOO_MANY_ATTEMPTS } from "../auth/limits";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import { ApiError, ok, type AppEnv } from "../http";
import { ORDER_MESSAGES } from "../orders/messages";
import { REPLACEMENT_ERRORS, requestReplacement } from "../orders/replacement";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "../orders/replacement-upload";
import type { OrderServices } from "../orders/services";
import { badRequest, errorResponse, okResponse } from "./common";
import { IdempotencyHeaders } from "./orders";

export const REPLACEMENT_PATH = "/api/replacement";
/** The photo's cap plus room for the text fields of the form. */
export const REPLACEMENT_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

const replacement = createRoute({
  method: "post",
  path: "/replacement",
  tags: ["order history"],
  summary: "Ask for lines of an order to be replaced, with a photo (multipart)",
  description:
    `Idempotent per \`${IDEMPOTENCY_HEADER}\` (per user). BR-ORD-06: the order's grand_total is not 0 and each line's return_message is empty; ` +
    "the lines' return_message becomes 'Replacement requested'. The photo is checked by its content and never served back. " +
    "A request that is refused stores no photo; new requests are limited per user and per client, and each user's photos by a byte quota.",
  request: { headers: IdempotencyHeaders, body: { required: true, content: { "multipart/form-data": { schema: ReplacementFields } } } },
  responses: {
    200: okResponse(ReplacementResult, "The replacement request."),
    ...badRequest,
    401: errorResponse(SIGN_IN_REQUIRED),
    404: errorResponse(ORDER_MESSAGES.orderNotFound),
    409: errorResponse(`${REPLACEMENT_ERRORS.freeOrder}, a line that cannot be replaced, or ${REPLACEMENT_ERRORS.keyReused}`),
    413: errorResponse(UPLOAD_MESSAGES.tooLarge),
    415: errorResponse(UPLOAD_MESSAGES.notImage),
    429: errorResponse(`${TOO_MANY_ATTEMPTS} (new requests per user and per client, with Retry-After), or ${REPLACEMENT_ERRORS.quota}`),
  },
});

export function registerReplacement(app: OpenAPIHono<AppEnv>, services: OrderServices) {
  app.openapi(replacement, async (c) => {
    const db = await c.var.db();
    const now = services.now();
    const user = await userForToken(db, tokenFrom(c), now);
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    const key = c.req.valid("header")[IDEMPOTENCY_HEADER];
    // Finding S2: new requests per client and per user; a retry of this request (its key) is not counted again.
    const { perClient, perUser, quota } = services.replacements;
    refuseIfLimited(c, await perClient.use(clientKey(c), key));
    refuseIfLimited(c, await perUser.use(user.id, key));
    return ok(c, ReplacementResult, await requestReplacement(db, user, c.req.valid("form"), key, now, quota));
  });
}

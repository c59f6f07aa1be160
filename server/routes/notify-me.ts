/** Back in stock (API-31): `POST /api/items/notify_me/ {item_id, variant_id}`, auth required. */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { NotifyMe, NotifyMeRequest } from "../../lib/api/schemas/checkout";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import { ApiError, ok, type AppEnv } from "../http";
import { NOTIFY_ITEM_NOT_FOUND, NOTIFY_SENT, NOTIFY_VARIANT_NOT_FOUND, requestNotify } from "../notify-me/requests";
import { badRequest, errorResponse, json, okResponse } from "./common";

const notifyMe = createRoute({
  method: "post",
  path: "/items/notify_me",
  tags: ["items"],
  summary: "Ask to hear when a variant is back in stock (one request per shopper and variant; a repeat is fine)",
  request: { body: { required: true, ...json(NotifyMeRequest) } },
  responses: {
    200: okResponse(NotifyMe, `Recorded: message '${NOTIFY_SENT}'.`),
    ...badRequest,
    401: errorResponse("No valid session."),
    404: errorResponse(`${NOTIFY_ITEM_NOT_FOUND} / ${NOTIFY_VARIANT_NOT_FOUND}`),
  },
});

export function registerNotifyMe(app: OpenAPIHono<AppEnv>) {
  app.openapi(notifyMe, async (c) => {
    const db = await c.var.db();
    const user = await userForToken(db, tokenFrom(c));
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    const { item_id, variant_id } = c.req.valid("json");
    await requestNotify(db, user.id, item_id, variant_id);
    return ok(c, NotifyMe, { message: NOTIFY_SENT });
  });
}

/**
 * Shared carts (API-50/51), no auth: the share id in the link is what grants access.
 * `GET /api/sharecart/{id}/info` and `POST /api/sharecart/{id}/views {visitor_id}`.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { ShareCartInfo, ShareCartViewRequest, ShareCartViews } from "../../lib/api/schemas/checkout";
import { SHARE_CART_NOT_FOUND } from "../../lib/share-cart/messages";
import { clientKey } from "../auth/limits";
import { RateLimiter, type LimitDatabase } from "../auth/rate-limit";
import { ok, type AppEnv } from "../http";
import { recordView, shareCartInfo } from "../share-cart/share-carts";
import { badRequest, errorResponse, IdParam, json, okResponse } from "./common";

const tags = ["share cart"];
/** New visitors one client address may add to one shared cart per hour; more are answered but not counted. */
export const NEW_VIEWS_PER_CLIENT = { max: 20, windowMs: 60 * 60_000 };
const idParam = { params: z.object({ id: IdParam }) };

const info = createRoute({
  method: "get",
  path: "/sharecart/{id}/info",
  tags,
  summary: "A shared cart: the sharer, their message, the lines (variant_id null: the recipient chooses)",
  request: idParam,
  responses: { 200: okResponse(ShareCartInfo, "The shared cart."), ...badRequest, 404: errorResponse(SHARE_CART_NOT_FOUND) },
});

const views = createRoute({
  method: "post",
  path: "/sharecart/{id}/views",
  tags,
  summary: "Count a view once per visitor id (the id the browser keeps in its cookie)",
  description:
    "`counted` is false when this visitor was counted before, or when one client address has already brought " +
    `${NEW_VIEWS_PER_CLIENT.max} new visitor ids to this share within the hour (so the count cannot be inflated with random ids); ` +
    "`views` is the number of distinct visitors.",
  request: { ...idParam, body: { required: true, ...json(ShareCartViewRequest) } },
  responses: { 200: okResponse(ShareCartViews, "The view count."), ...badRequest, 404: errorResponse(SHARE_CART_NOT_FOUND) },
});

export function registerShareCart(app: OpenAPIHono<AppEnv>, db: LimitDatabase) {
  const newViews = new RateLimiter("share-cart-new-views", NEW_VIEWS_PER_CLIENT, db);

  app.openapi(info, async (c) => ok(c, ShareCartInfo, await shareCartInfo(await c.var.db(), c.req.valid("param").id)));

  app.openapi(views, async (c) => {
    const { id } = c.req.valid("param");
    const key = `${id}|${clientKey(c)}`;
    const result = await recordView(await c.var.db(), id, c.req.valid("json").visitor_id, undefined, !(await newViews.check(key)).limited);
    if (result.counted) await newViews.hit(key);
    return ok(c, ShareCartViews, result);
  });
}

/**
 * The signed-in cart (BR-AUTH-05; the spec leaves the paths open, G-02): `/api/cart` and its lines.
 * Every call needs a session and answers the whole cart. `POST /api/cart/calc` (routes/cart.ts) is a
 * static path, so it never reaches `/cart/{cart_item_id}`, which only takes PUT and DELETE.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { STARTER_NOT_REMOVABLE } from "../../lib/cart/starter-pack";
import { AddCartLineRequest, MergeCartRequest, MergedCart, ServerCart, UpdateCartLineRequest } from "../../lib/api/schemas/user";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import { addCartLine, CART_ITEM_UNAVAILABLE, CART_LINE_NOT_FOUND, mergeCart, readCart, removeCartLine, updateCartLine } from "../cart/user-cart";
import { ApiError, ok, type AppEnv } from "../http";
import { badRequest, errorResponse, IdParam, json, okResponse } from "./common";

const unauthorized = { 401: errorResponse("No valid session.") };
const tags = ["cart"];
const lineParam = { params: z.object({ cart_item_id: IdParam }) };

const get = createRoute({
  method: "get",
  path: "/cart",
  tags,
  summary: "The signed-in shopper's cart",
  description: "Lines sorted by cart_item_id, which is the order they were added in.",
  responses: { 200: okResponse(ServerCart, "The cart."), ...unauthorized },
});

const add = createRoute({
  method: "post",
  path: "/cart",
  tags,
  summary: "Add a line; the same item, variant and bundle choice raises its units, within the stock (at most 99)",
  description: "Units beyond the stock are not added; when none can be, 409 says why.",
  request: { body: { required: true, ...json(AddCartLineRequest) } },
  responses: {
    200: okResponse(ServerCart, "The cart."),
    ...badRequest,
    ...unauthorized,
    404: errorResponse(CART_ITEM_UNAVAILABLE),
    409: errorResponse("Nothing could be added: `Out of stock`, or `Only N in stock, and your cart already holds them all.`"),
  },
});

const update = createRoute({
  method: "put",
  path: "/cart/{cart_item_id}",
  tags,
  summary: "Change a line's units or option; units 0 removes it, other units stay within the stock",
  request: { ...lineParam, body: { required: true, ...json(UpdateCartLineRequest) } },
  responses: { 200: okResponse(ServerCart, "The cart."), ...badRequest, ...unauthorized, 404: errorResponse(CART_LINE_NOT_FOUND), 409: errorResponse(`units 0 on a starter-pack line: '${STARTER_NOT_REMOVABLE}'`) },
});

const remove = createRoute({
  method: "delete",
  path: "/cart/{cart_item_id}",
  tags,
  summary: "Remove a line (never a starter-pack line, BR-CHK-10)",
  request: lineParam,
  responses: { 200: okResponse(ServerCart, "The cart."), ...unauthorized, 404: errorResponse(CART_LINE_NOT_FOUND), 409: errorResponse(STARTER_NOT_REMOVABLE) },
});

const merge = createRoute({
  method: "post",
  path: "/cart/merge",
  tags,
  summary: "Merge the guest cart at sign-in",
  description:
    "Each guest line carries its browser id as cart_item_id; ids merged before are skipped, so a retry adds nothing twice. " +
    "The lines join whatever the cart holds. Lines the shop no longer sells are dropped and units beyond the stock are not added; " +
    "`not_kept` names each such line and why.",
  request: { body: { required: true, ...json(MergeCartRequest) } },
  responses: { 200: okResponse(MergedCart, "The cart after the merge, and the guest lines it could not keep."), ...badRequest, ...unauthorized },
});

async function sessionUserId(c: Context<AppEnv>): Promise<string> {
  const user = await userForToken(await c.var.db(), tokenFrom(c));
  if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
  return user.id;
}

export function registerUserCart(app: OpenAPIHono<AppEnv>) {
  app.openapi(get, async (c) => ok(c, ServerCart, await readCart(await c.var.db(), await sessionUserId(c))));

  app.openapi(merge, async (c) => {
    const userId = await sessionUserId(c);
    return ok(c, MergedCart, await mergeCart(await c.var.db(), userId, c.req.valid("json").items));
  });

  app.openapi(add, async (c) => {
    const userId = await sessionUserId(c);
    return ok(c, ServerCart, await addCartLine(await c.var.db(), userId, c.req.valid("json")));
  });

  app.openapi(update, async (c) => {
    const userId = await sessionUserId(c);
    return ok(c, ServerCart, await updateCartLine(await c.var.db(), userId, c.req.valid("param").cart_item_id, c.req.valid("json")));
  });

  app.openapi(remove, async (c) => {
    const userId = await sessionUserId(c);
    return ok(c, ServerCart, await removeCartLine(await c.var.db(), userId, c.req.valid("param").cart_item_id));
  });
}

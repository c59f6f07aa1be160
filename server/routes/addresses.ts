/**
 * Saved shipping addresses (API-22…25): `api/users/shipping_address[/{id}]`, auth required. Every
 * call answers the whole list (SavedAddressList), the default first. Rules in
 * server/addresses/address-book.ts.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { SaveAddressRequest, SavedAddressList } from "../../lib/api/schemas/checkout";
import { ADDRESS_NOT_FOUND, TOO_MANY_ADDRESSES, addAddress, deleteAddress, listAddresses, updateAddress } from "../addresses/address-book";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import { ApiError, ok, type AppEnv } from "../http";
import { badRequest, errorResponse, IdParam, json, okResponse } from "./common";

const tags = ["addresses"];
const unauthorized = { 401: errorResponse("No valid session.") };
const idParam = { params: z.object({ id: IdParam }) };
const list = okResponse(SavedAddressList, "The shopper's addresses, the default first.");

const get = createRoute({
  method: "get",
  path: "/users/shipping_address",
  tags,
  summary: "The signed-in shopper's saved addresses",
  responses: { 200: list, ...unauthorized },
});

const add = createRoute({
  method: "post",
  path: "/users/shipping_address",
  tags,
  summary: "Save an address; the first one, or one with is_default, becomes the default",
  request: { body: { required: true, ...json(SaveAddressRequest) } },
  responses: { 200: list, ...badRequest, ...unauthorized, 409: errorResponse(TOO_MANY_ADDRESSES) },
});

const update = createRoute({
  method: "put",
  path: "/users/shipping_address/{id}",
  tags,
  summary: "Edit an address; is_default true makes it the default",
  description: "is_default false on the current default keeps it the default: a shopper with addresses always has one.",
  request: { ...idParam, body: { required: true, ...json(SaveAddressRequest) } },
  responses: { 200: list, ...badRequest, ...unauthorized, 404: errorResponse(ADDRESS_NOT_FOUND) },
});

const remove = createRoute({
  method: "delete",
  path: "/users/shipping_address/{id}",
  tags,
  summary: "Delete an address; deleting the default promotes the oldest remaining one",
  request: idParam,
  responses: { 200: list, ...badRequest, ...unauthorized, 404: errorResponse(ADDRESS_NOT_FOUND) },
});

async function sessionUserId(c: Context<AppEnv>): Promise<string> {
  const user = await userForToken(await c.var.db(), tokenFrom(c));
  if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
  return user.id;
}

export function registerAddresses(app: OpenAPIHono<AppEnv>) {
  app.openapi(get, async (c) => ok(c, SavedAddressList, await listAddresses(await c.var.db(), await sessionUserId(c))));

  app.openapi(add, async (c) => {
    const userId = await sessionUserId(c);
    return ok(c, SavedAddressList, await addAddress(await c.var.db(), userId, c.req.valid("json")));
  });

  app.openapi(update, async (c) => {
    const userId = await sessionUserId(c);
    return ok(c, SavedAddressList, await updateAddress(await c.var.db(), userId, c.req.valid("param").id, c.req.valid("json")));
  });

  app.openapi(remove, async (c) => {
    const userId = await sessionUserId(c);
    return ok(c, SavedAddressList, await deleteAddress(await c.var.db(), userId, c.req.valid("param").id));
  });
}

/**
 * The store tools' calls (TOOLS-01…07): the owner's editor listing (API-38) and the writes of the
 * picker, the arrange and the delete pages (API-40…42). Signed in (401) as a seller with an open store
 * (403), and only on that store: the writes name no store, they act on the caller's; the listing's id
 * must be it. The picker's catalogue (API-44/47 `type=edit`) is in routes/items.ts, on its paths.
 * The logic is server/stores/owner.ts and edit-items.ts.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { StoreItemsPage, StoreItemsRequest } from "../../lib/api/schemas/item";
import { EditorItemsQuery, StoreItemIds, StoreItemIdsRequest } from "../../lib/api/schemas/store-tools";
import { STORE_TOOLS_MESSAGES } from "../../lib/stylist/store-tools";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import { storeItemsPage } from "../catalog/queries";
import { ApiError, ok, type AppEnv } from "../http";
import { deleteStoreItem, rearrangeStoreItems, replaceStoreItems } from "../stores/edit-items";
import { ownedStore } from "../stores/owner";
import { badRequest, errorResponse, IdParam, json, okResponse } from "./common";

const refusals = {
  ...badRequest,
  401: errorResponse(SIGN_IN_REQUIRED),
  403: errorResponse(`${STORE_TOOLS_MESSAGES.noStore} (not a seller with an open store) / ${STORE_TOOLS_MESSAGES.notYourStore}`),
};

/** TOOLS-01: the caller's own store, or 401 / 403. */
export async function storeOwner(c: Context<AppEnv>) {
  const db = await c.var.db();
  const user = await userForToken(db, tokenFrom(c));
  if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
  return { db, store: await ownedStore(db, user) };
}

const editorItems = createRoute({
  method: "get",
  path: "/store/{id}/items",
  tags: ["store tools"],
  summary: "The store's items for its owner's editor, in the store's order (API-38)",
  description: "The picker and the arrange page ask `limit=10000&page=1` (every item); `limit` defaults to 10. Sold-out items and bundles are listed too.",
  request: { params: z.object({ id: IdParam }), query: EditorItemsQuery },
  responses: { 200: okResponse(StoreItemsPage, "The page."), ...refusals },
});

const ids = { body: { required: true, ...json(StoreItemIdsRequest) } };

const pick = createRoute({
  method: "put",
  path: "/store/items",
  tags: ["store tools"],
  summary: "Replace the caller's store items with `items`, in that order (API-42, the picker's Save)",
  description:
    "Each id is an item the store has, or one `POST /api/items?type=edit` offers (in stock, no bundle or subscription item, offer not ended); " +
    "each once, at most 500. Items left out leave the store. Answers the store's item ids in order.",
  request: ids,
  responses: { 200: okResponse(StoreItemIds, "The store's items, in order."), ...refusals },
});

const rearrange = createRoute({
  method: "put",
  path: "/store/rearrange",
  tags: ["store tools"],
  summary: "Put the caller's store items in a new order (API-40)",
  description: "`items` is every item of the store, each once, in the new order; anything else is a 400.",
  request: ids,
  responses: { 200: okResponse(StoreItemIds, "The store's items, in the new order."), ...refusals },
});

const remove = createRoute({
  method: "delete",
  path: "/store/items/{id}",
  tags: ["store tools"],
  summary: "Remove one item from the caller's store (API-41; one call per item)",
  request: { params: z.object({ id: IdParam }) },
  responses: { 200: okResponse(StoreItemIds, "The store's items left, in order."), ...refusals, 404: errorResponse(STORE_TOOLS_MESSAGES.notInStore) },
});

/** Every item, in the store's order (the listing's filter at its defaults). */
const STORE_ORDER = StoreItemsRequest.parse({});

export function registerStoreTools(app: OpenAPIHono<AppEnv>) {
  app.openapi(editorItems, async (c) => {
    const { id } = c.req.valid("param");
    const { page, limit } = c.req.valid("query");
    const { db, store } = await storeOwner(c);
    if (store.id !== id) throw new ApiError(403, STORE_TOOLS_MESSAGES.notYourStore);
    return ok(c, StoreItemsPage, await storeItemsPage(db, store.id, STORE_ORDER, page, limit));
  });

  app.openapi(pick, async (c) => {
    const { items } = c.req.valid("json");
    const { db, store } = await storeOwner(c);
    return ok(c, StoreItemIds, await replaceStoreItems(db, store.id, items, new Date()));
  });

  app.openapi(rearrange, async (c) => {
    const { items } = c.req.valid("json");
    const { db, store } = await storeOwner(c);
    return ok(c, StoreItemIds, await rearrangeStoreItems(db, store.id, items));
  });

  app.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    const { db, store } = await storeOwner(c);
    return ok(c, StoreItemIds, await deleteStoreItem(db, store.id, id));
  });
}

import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import type { Database } from "../db/client";
import { ItemDetail, StoreItemsPage, StoreItemsQuery, StoreItemsRequest } from "../../lib/api/schemas/item";
import { ItemsQuery, RecommendedItemsPage } from "../../lib/api/schemas/store";
import { findStoreById, itemDetail, storeItemsPage } from "../catalog/queries";
import { ApiError, ok, type AppEnv } from "../http";
import { publicCatalogueCache } from "../http-cache";
import { recommendedItems } from "../stores/recommendations";
import { badRequest, errorResponse, IdParam, json, okResponse } from "./common";
import { STORE_NOT_FOUND } from "./shop";

export const ITEM_NOT_FOUND = "Item not found";

const list = createRoute({
  method: "post",
  path: "/store/{id}/items",
  tags: ["items"],
  summary: "One page of a store's items, filtered and sorted",
  description:
    "`length` is the number of items matching the filter, `has_more` whether a later page exists. " +
    "sort: position (the store's order), newest (asc = newest first), price (by min price).",
  request: {
    params: z.object({ id: IdParam }),
    query: StoreItemsQuery,
    body: { required: true, ...json(StoreItemsRequest) },
  },
  responses: { 200: okResponse(StoreItemsPage, "The page."), ...badRequest, 404: errorResponse(STORE_NOT_FOUND) },
});

const detail = createRoute({
  method: "get",
  path: "/items/{item_id}/{store_id}/details",
  middleware: [publicCatalogueCache()],
  tags: ["items"],
  summary: "An item as a store sells it",
  request: { params: z.object({ item_id: IdParam, store_id: IdParam }) },
  responses: { 200: okResponse(ItemDetail, "The item."), ...badRequest, 404: errorResponse(ITEM_NOT_FOUND) },
});

// ───── POST /api/items?type=…: one path, one list per `type` (the spec's API-43 and API-46) ─────

const itemsByType = createRoute({
  method: "post",
  path: "/items",
  tags: ["items"],
  summary: "A list of catalogue items chosen by `type`",
  description:
    "`type=recommend_for_store` (API-43, ONB-06): the starter items a new store can pick, public, no body needed; `{datas, has_more, total}`, " +
    "24 a page (`limit` up to 50). An item qualifies when an active store lists it, it is not a bundle or a subscription item, its pre-order " +
    "offer (if any) has not ended and a variant has stock; most-listed first, then newest.",
  request: { query: ItemsQuery },
  responses: { 200: okResponse(RecommendedItemsPage, "One page of items."), ...badRequest },
});

/** The list of each `type`; a new type adds its entry here and its value to `ItemsQuery.type`. */
const ITEM_LISTS = {
  recommend_for_store: (db, { page, limit }) => recommendedItems(db, page, limit, new Date()),
} satisfies Record<ItemsQuery["type"], (db: Database, query: ItemsQuery) => Promise<RecommendedItemsPage>>;

export function registerItems(app: OpenAPIHono<AppEnv>) {
  app.openapi(itemsByType, async (c) => {
    const query = c.req.valid("query");
    return ok(c, RecommendedItemsPage, await ITEM_LISTS[query.type](await c.var.db(), query));
  });

  app.openapi(list, async (c) => {
    const { id } = c.req.valid("param");
    const { page, limit } = c.req.valid("query");
    const filter = c.req.valid("json");
    const db = await c.var.db();
    if (!(await findStoreById(db, id))) throw new ApiError(404, STORE_NOT_FOUND);
    return ok(c, StoreItemsPage, await storeItemsPage(db, id, filter, page, limit));
  });

  app.openapi(detail, async (c) => {
    const { item_id, store_id } = c.req.valid("param");
    const found = await itemDetail(await c.var.db(), item_id, store_id);
    if (!found) throw new ApiError(404, ITEM_NOT_FOUND);
    return ok(c, ItemDetail, found);
  });
}

import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { ItemDetail, StoreItemsPage, StoreItemsQuery, StoreItemsRequest } from "../../lib/api/schemas/item";
import { findStoreById, itemDetail, storeItemsPage } from "../catalog/queries";
import { ApiError, ok, type AppEnv } from "../http";
import { publicCatalogueCache } from "../http-cache";
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

export function registerItems(app: OpenAPIHono<AppEnv>) {
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

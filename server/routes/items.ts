import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { BoxBrandList, BoxFilterQuery, BoxSearchPage, BoxSearchQuery, BoxSearchRequest } from "../../lib/api/schemas/box";
import { CategoryList } from "../../lib/api/schemas/shop";
import { ItemDetail, StoreItemsPage, StoreItemsQuery, StoreItemsRequest } from "../../lib/api/schemas/item";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import { boxBrands, boxCategories } from "../box/filters";
import { searchBoxItems } from "../box/search";
import { stagesOf } from "../box/stages";
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

// ── the Get Styled Box builder's catalogue (ONB-16/17, API-44…46); the logic is in server/box/ ──

const unauthorized = { 401: errorResponse(SIGN_IN_REQUIRED) };

const boxCategoryList = createRoute({
  method: "get",
  path: "/items/categories",
  tags: ["box"],
  summary: "The box builder's categories for a stage (API-44): share_box_s1 Essentials, s2 Exclusive, s3 both",
  description: "Only categories holding an item in stock in those stages, in the box catalogue's order.",
  request: { query: BoxFilterQuery },
  responses: { 200: okResponse(CategoryList, "The categories."), ...badRequest, ...unauthorized },
});

const boxBrandList = createRoute({
  method: "get",
  path: "/items/brands",
  tags: ["box"],
  summary: "The box builder's brands for a stage (API-45), by name",
  description: "Only brands with an item in stock in those stages.",
  request: { query: BoxFilterQuery },
  responses: { 200: okResponse(BoxBrandList, "The brands."), ...badRequest, ...unauthorized },
});

const search = createRoute({
  method: "post",
  path: "/items",
  tags: ["box"],
  summary: "Search items by `type`. The box builder's stages (API-46, G-48): my_box_s1 Essentials, my_box_s2_web Exclusive, my_box_s3_web both",
  description:
    "Box search: in-stock items of the stage, newest first unless `sort` says otherwise. `keyword` (3–100 characters, or empty) " +
    "matches name, brand, category and colours by word prefix; `sizes`/`colors`: some in-stock variant has one of each; " +
    "`min`/`max` in cents, steps of 500, 30000 as max = no upper bound, against the item's lowest price in stock. " +
    "Answers `{ datas, has_more, total }`; each item carries all its variants for the 'add to box' dialog.",
  request: { query: BoxSearchQuery, body: { required: true, ...json(BoxSearchRequest) } },
  responses: { 200: okResponse(BoxSearchPage, "One page of items."), ...badRequest, ...unauthorized },
});

async function signedIn(c: Context<AppEnv>) {
  const db = await c.var.db();
  if (!(await userForToken(db, tokenFrom(c)))) throw new ApiError(401, SIGN_IN_REQUIRED);
  return db;
}

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

  app.openapi(boxCategoryList, async (c) => {
    const db = await signedIn(c);
    return ok(c, CategoryList, await boxCategories(db, stagesOf(c.req.valid("query").type)));
  });

  app.openapi(boxBrandList, async (c) => {
    const db = await signedIn(c);
    return ok(c, BoxBrandList, await boxBrands(db, stagesOf(c.req.valid("query").type)));
  });

  // POST /items answers by `type`; each family of types has its own logic (the box builder's: server/box/).
  app.openapi(search, async (c) => {
    const db = await signedIn(c);
    const { type } = c.req.valid("query");
    return ok(c, BoxSearchPage, await searchBoxItems(db, stagesOf(type), c.req.valid("json")));
  });
}

import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import type { Database } from "../db/client";
import { BOX_SEARCH_TYPES, BoxBrandList, BoxFilterQuery, BoxSearchPage, BoxSearchRequest, type BoxSearchType } from "../../lib/api/schemas/box";
import { CategoryList } from "../../lib/api/schemas/shop";
import { ItemDetail, StoreItemsPage, StoreItemsQuery, StoreItemsRequest } from "../../lib/api/schemas/item";
import { ItemsQuery, RecommendedItemsPage } from "../../lib/api/schemas/store";
import { EDIT_TYPE, EditCataloguePage } from "../../lib/api/schemas/store-tools";
import { RECOMMENDATIONS_PAGE_SIZE } from "../../lib/stylist/store";
import { PICKER_PAGE_MAX, pickerPageSize } from "../../lib/stylist/store-tools";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import { boxBrands, boxCategories } from "../box/filters";
import { searchBoxItems } from "../box/search";
import { stagesOf } from "../box/stages";
import { findStoreById, itemDetail, storeItemsPage } from "../catalog/queries";
import { ApiError, ok, type AppEnv } from "../http";
import { publicCatalogueCache } from "../http-cache";
import { recommendedItems } from "../stores/recommendations";
import { editCatalogue, editCategories } from "../stores/edit-catalogue";
import { storeOwner } from "./store-tools";
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
  summary: "The box builder's categories for a stage (API-44): share_box_s1 Essentials, s2 Exclusive, s3 both; `edit`: the store picker's",
  description:
    "Only categories holding an item in stock in those stages, in the box catalogue's order. `type=edit` (TOOLS-03, the store's owner only, else 403): " +
    "the categories of the items `POST /api/items?type=edit` offers, by name; their ids are the names as slugs (`dresses`).",
  request: { query: BoxFilterQuery.extend({ type: z.enum([...BoxFilterQuery.shape.type.options, EDIT_TYPE]) }) },
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

async function signedIn(c: Context<AppEnv>) {
  const db = await c.var.db();
  if (!(await userForToken(db, tokenFrom(c)))) throw new ApiError(401, SIGN_IN_REQUIRED);
  return db;
}

// ───── POST /api/items?type=…: one path, one list per `type` (the spec's API-43 and API-46) ─────

/** The query's `limit` of every type but the store picker's, whose pages go up to 130 (TOOLS-03). */
const LIMIT_MAX = 50;

/** Every `type` of POST /api/items: the starter items of a new store, the box builder's stages, the store picker. */
const ItemsByTypeQuery = ItemsQuery.extend({
  type: z.enum(["recommend_for_store", ...BOX_SEARCH_TYPES, EDIT_TYPE]),
  limit: z.coerce.number().int().min(1).max(PICKER_PAGE_MAX).optional(),
}).refine((query) => query.type === EDIT_TYPE || query.limit === undefined || query.limit <= LIMIT_MAX, { path: ["limit"], message: `limit must be at most ${LIMIT_MAX}` });

const itemsByType = createRoute({
  method: "post",
  path: "/items",
  tags: ["items", "box"],
  summary: "A list of catalogue items chosen by `type`",
  description:
    "`type=recommend_for_store` (API-43, ONB-06): the starter items a new store can pick, public, no body needed; `{datas, has_more, total}`, " +
    "24 a page (`page`, `limit` up to 50 in the query). An item qualifies when an active store lists it, it is not a bundle or a subscription " +
    "item, its pre-order offer (if any) has not ended and a variant has stock; most-listed first, then newest.\n\n" +
    "`type=my_box_s1|my_box_s2_web|my_box_s3_web` (API-46, G-48; signed in): the box builder's search of Essentials, Exclusive or both, " +
    "filtered by the body (page and limit there): in-stock items of the stage, newest first unless `sort` says otherwise. `keyword` " +
    "(3–100 characters, or empty) matches name, brand, category and colours by word prefix; `sizes`/`colors`: some in-stock variant has " +
    "one of each; `min`/`max` in cents, steps of 500, 30000 as max = no upper bound, against the item's lowest price in stock. " +
    "Answers `{ datas, has_more, total }`; each item carries all its variants for the 'add to box' dialog.\n\n" +
    "`type=edit` (API-47, TOOLS-03/04; the store's owner only, else 403): the catalogue a store can pick from, newest first, `page` and `limit` " +
    "(up to 130, TOOLS-03's page size by width) in the query; the body's `keyword` (as above) and `must_categories` (ids of `type=edit` categories). " +
    "Each item names a store selling it (`store_id`, for its details) and its category.",
  request: { query: ItemsByTypeQuery, body: { required: false, ...json(BoxSearchRequest) } },
  responses: {
    200: okResponse(z.union([RecommendedItemsPage, BoxSearchPage, EditCataloguePage]), "One page of items."),
    ...badRequest,
    ...unauthorized,
    403: errorResponse("`type=edit`: not the owner of an open store"),
  },
});

const isBoxSearch = (type: string): type is BoxSearchType => (BOX_SEARCH_TYPES as readonly string[]).includes(type);

/** The starter items of a new store, public (the body, if any, is not read). */
const recommendations = async (db: Database, { page, limit }: Pick<ItemsQuery, "page" | "limit">) => recommendedItems(db, page, limit, new Date());

export function registerItems(app: OpenAPIHono<AppEnv>) {
  // POST /items answers by `type`; each family of types has its own logic (the box builder's: server/box/).
  app.openapi(itemsByType, async (c) => {
    const { type, page, limit } = c.req.valid("query");
    if (type === EDIT_TYPE) {
      const { db } = await storeOwner(c);
      const { keyword, must_categories } = BoxSearchRequest.parse(c.req.valid("json") ?? {});
      return ok(c, EditCataloguePage, await editCatalogue(db, { keyword, must_categories }, page, limit ?? pickerPageSize(0), new Date()));
    }
    if (!isBoxSearch(type)) return ok(c, RecommendedItemsPage, await recommendations(await c.var.db(), { page, limit: limit ?? RECOMMENDATIONS_PAGE_SIZE }));
    const db = await signedIn(c);
    return ok(c, BoxSearchPage, await searchBoxItems(db, stagesOf(type), BoxSearchRequest.parse(c.req.valid("json") ?? {})));
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

  app.openapi(boxCategoryList, async (c) => {
    const { type } = c.req.valid("query");
    if (type === EDIT_TYPE) return ok(c, CategoryList, await editCategories((await storeOwner(c)).db, new Date()));
    const db = await signedIn(c);
    return ok(c, CategoryList, await boxCategories(db, stagesOf(type)));
  });

  app.openapi(boxBrandList, async (c) => {
    const db = await signedIn(c);
    return ok(c, BoxBrandList, await boxBrands(db, stagesOf(c.req.valid("query").type)));
  });

}

/** The store tools (TOOLS-01…07): API-38, API-40…42, API-44/47 `type=edit`; the store's owner only. */
import type { ApiClient } from "../http";
import { StoreItemsPage } from "../schemas/item";
import { CategoryList } from "../schemas/shop";
import { EDIT_TYPE, EditCataloguePage, StoreItemIds, type EditCatalogueRequest } from "../schemas/store-tools";
import { EDITOR_ITEMS_LIMIT } from "../../stylist/store-tools";
import { seg } from "./path-segment";

/** API-38: every item of the owner's store, in its order (the editor's `limit=10000&page=1`). */
export const getEditorItems = (api: ApiClient, storeId: string) =>
  api.request("GET", `/api/store/${seg(storeId)}/items`, StoreItemsPage, { query: { limit: EDITOR_ITEMS_LIMIT, page: 1 } });

/** API-44 `type=edit`: the picker's category tabs. */
export const getEditCategories = (api: ApiClient) => api.request("GET", "/api/items/categories", CategoryList, { query: { type: EDIT_TYPE } });

/** API-47: one page of the catalogue the picker offers; `limit` is TOOLS-03's page size by width. */
export const getEditCatalogue = (api: ApiClient, page: number, limit: number, body: EditCatalogueRequest) =>
  api.request("POST", "/api/items", EditCataloguePage, { query: { type: EDIT_TYPE, page, limit }, body });

/** API-42: the store's items become `items`, in that order (the picker's Save). */
export const saveStoreItems = (api: ApiClient, items: string[]) => api.request("PUT", "/api/store/items", StoreItemIds, { body: { items } });

/** API-40: the store's items in a new order. */
export const rearrangeStoreItems = (api: ApiClient, items: string[]) => api.request("PUT", "/api/store/rearrange", StoreItemIds, { body: { items } });

/** API-41: one item out of the store. */
export const deleteStoreItem = (api: ApiClient, itemId: string) => api.request("DELETE", `/api/store/items/${seg(itemId)}`, StoreItemIds);


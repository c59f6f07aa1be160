/** The shop and its public catalogue: stores, their categories, items and banners. */
import type { ApiClient } from "../http";
import { ItemDetail, StoreItemsPage, type StoreItemsRequest } from "../schemas/item";
import { BannerList, CategoryList, ShopCheck, Store } from "../schemas/shop";
import { seg } from "./path-segment";

export const checkShop = (api: ApiClient, store: string) => api.request("GET", `/api/shop/check/${seg(store)}`, ShopCheck);

export const getShop = (api: ApiClient, store: string) => api.request("GET", `/api/shop/${seg(store)}`, Store);

export const getStoreCategories = (api: ApiClient, storeId: string) =>
  api.request("GET", `/api/store/${seg(storeId)}/items/categories`, CategoryList);

export const getStoreItems = (api: ApiClient, storeId: string, page: number, body: StoreItemsRequest = {}, limit = 10) =>
  api.request("POST", `/api/store/${seg(storeId)}/items`, StoreItemsPage, { query: { page, limit }, body });

export const getItemDetails = (api: ApiClient, itemId: string, storeId: string) =>
  api.request("GET", `/api/items/${seg(itemId)}/${seg(storeId)}/details`, ItemDetail);

export const getBanners = (api: ApiClient) => api.request("GET", "/api/banners", BannerList);

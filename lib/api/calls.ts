/**
 * One typed function per REST call the spec names. Paths are kept exactly as the spec writes them
 * (see features.md §3); every function takes the client so server components and client islands
 * share them.
 */
import { z } from "zod";
import type { ApiClient } from "./http";
import { CartCalcRequest, CartCalcResponse, ShippingOptionList, SizeChart } from "./schemas/cart";
import { ItemDetail, StoreItemsPage, type StoreItemsRequest } from "./schemas/item";
import { BannerList, CategoryList, ShopCheck, Store } from "./schemas/shop";

const seg = encodeURIComponent;

export const checkShop = (api: ApiClient, store: string) => api.request("GET", `/api/shop/check/${seg(store)}`, ShopCheck);

export const getShop = (api: ApiClient, store: string) => api.request("GET", `/api/shop/${seg(store)}`, Store);

export const getStoreCategories = (api: ApiClient, storeId: string) =>
  api.request("GET", `/api/store/${seg(storeId)}/items/categories`, CategoryList);

export const getStoreItems = (api: ApiClient, storeId: string, page: number, body: StoreItemsRequest = {}, limit = 10) =>
  api.request("POST", `/api/store/${seg(storeId)}/items`, StoreItemsPage, { query: { page, limit }, body });

export const getItemDetails = (api: ApiClient, itemId: string, storeId: string) =>
  api.request("GET", `/api/items/${seg(itemId)}/${seg(storeId)}/details`, ItemDetail);

export const getBanners = (api: ApiClient) => api.request("GET", "/api/banners", BannerList);

export const getShippingOptions = (api: ApiClient) =>
  api.request("GET", "/api/users/shipping_options", ShippingOptionList, { query: { support_pick_up: true } });

export const getSizeChart = (api: ApiClient) => api.request("GET", "/custom_data/size_chart.json", SizeChart, { raw: true });

export const calcCart = (api: ApiClient, body: z.input<typeof CartCalcRequest>) =>
  api.request("POST", "/api/cart/calc", CartCalcResponse, { body });

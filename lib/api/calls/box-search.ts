/** The Get Styled Box builder's catalogue (auth): API-44…46 (G-48: s1 Essentials, s2 Exclusive, s3 both). */
import type { ApiClient } from "../http";
import { BoxBrandList, BoxSearchPage, type BoxFilterType, type BoxSearchRequest, type BoxSearchType } from "../schemas/box";
import { CategoryList } from "../schemas/shop";

export const getBoxCategories = (api: ApiClient, type: BoxFilterType) => api.request("GET", "/api/items/categories", CategoryList, { query: { type } });

export const getBoxBrands = (api: ApiClient, type: BoxFilterType) => api.request("GET", "/api/items/brands", BoxBrandList, { query: { type } });

export const searchBoxItems = (api: ApiClient, type: BoxSearchType, body: BoxSearchRequest) => api.request("POST", "/api/items", BoxSearchPage, { query: { type }, body });

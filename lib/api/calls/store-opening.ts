/** Opening a store (issue 14): API-43, API-39. */
import type { ApiClient } from "../http";
import { CreatedStore, RecommendedItemsPage, type CreateStoreRequest } from "../schemas/store";
import { DEFAULT_PALETTE_NUMBER } from "../../stylist/store";

/** API-43: the starter items a new store can pick, 24 a page. */
export const getStoreRecommendations = (api: ApiClient, page = 1) =>
  api.request("POST", "/api/items", RecommendedItemsPage, { query: { type: "recommend_for_store", page }, body: {} });

/** API-39: a multipart form, the starter items as the spec's `items[i]`; the store opens at the user's name. */
export function createStore(api: ApiClient, fields: CreateStoreRequest) {
  const body = new FormData();
  body.set("name", fields.name);
  body.set("description", fields.description ?? "");
  body.set("palette_number", String(fields.palette_number ?? DEFAULT_PALETTE_NUMBER));
  fields.items.forEach((id, i) => body.append(`items[${i}]`, id));
  if (fields.picture) body.set("picture", fields.picture);
  return api.request("POST", "/api/store/create", CreatedStore, { body, headers: { "x-api-version": "4.3" } });
}

import type { Route } from "next";
import type { StoreItemsRequest } from "@/lib/api/schemas/item";
import type { Category } from "@/lib/api/schemas/shop";
import { withSearch } from "@/lib/routes";

/** The category filter lives in the URL (`?category=<id>`) so page 1 renders on the server and can be shared. */
export const CATEGORY_PARAM = "category";

export function findCategory(categories: Category[], id: string | null): Category | null {
  return (id !== null && categories.find((category) => category.id === id)) || null;
}

/** The items request body for a category (BROWSE-08); no category, no filter. */
export function itemsFilter(categoryId: string | null): StoreItemsRequest {
  return categoryId ? { must_categories: [categoryId] } : {};
}

/** The store home filtered by a category, or the whole store for null ('All'). */
export function categoryHref(storeHome: Route, categoryId: string | null): Route {
  return withSearch(storeHome, categoryId ? `${CATEGORY_PARAM}=${encodeURIComponent(categoryId)}` : "");
}

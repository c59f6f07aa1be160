import { Id } from "@/lib/api/schemas/common";
import { CATEGORY_PARAM } from "./category";
import { queryValue, type SearchParams } from "./redirects";

/**
 * The category id asked for, or null for the whole store. It is used as is, without waiting for
 * the category list: an id the store does not have simply finds no items. One that could never be
 * an id is ignored so the API is not asked a malformed question.
 */
export function categoryParam(query: SearchParams): string | null {
  const value = queryValue(query, CATEGORY_PARAM);
  return value !== null && Id.safeParse(value).success ? value : null;
}

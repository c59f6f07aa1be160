/**
 * The store tools (TOOLS-01…08, API-38, 40–42, 44 `type=edit`, 47): the store owner's editor listing,
 * the catalogue the item picker shows, and the writes (pick, rearrange, delete). The limits and texts
 * are lib/stylist/store-tools.ts.
 */
import { z } from "zod";
import { EDITOR_ITEMS_LIMIT, STORE_ITEMS_MAX, STORE_TOOLS_MESSAGES } from "../../stylist/store-tools";
import { Id } from "./common";
import { ItemSummary } from "./item";

/** API-38: `GET api/store/{id}/items?page=&limit=`; the editor asks `limit=10000&page=1`. */
export const EditorItemsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(EDITOR_ITEMS_LIMIT).default(10),
});

/** API-42 and API-40: the store's items, by id, in the order they are to show. */
export const StoreItemIdsRequest = z.object({
  items: z.array(Id).max(STORE_ITEMS_MAX, STORE_TOOLS_MESSAGES.tooManyItems),
});
export type StoreItemIdsRequest = z.infer<typeof StoreItemIdsRequest>;

/** The answer of every write (API-40…42, not given by the spec): the store's item ids in the store's order. */
export const StoreItemIds = z.object({ items: z.array(Id) });
export type StoreItemIds = z.infer<typeof StoreItemIds>;

/** API-44 `type=edit`: the picker's category tabs, ids of our own (the category's name as a slug). */
export const EDIT_TYPE = "edit";

/**
 * One tile of the picker (API-47): the store grid's tile, its `store_id` a store that sells it (for the
 * detail dialog's `GET /api/items/{item}/{store}/details`), and the category it is picked under.
 */
export const EditCatalogueItem = ItemSummary.extend({ category: z.object({ id: Id, name: z.string() }).nullable() });
export type EditCatalogueItem = z.infer<typeof EditCatalogueItem>;

export const EditCataloguePage = z.object({ datas: z.array(EditCatalogueItem), has_more: z.boolean(), total: z.number().int().min(0) });
export type EditCataloguePage = z.infer<typeof EditCataloguePage>;

/** API-47's body: a keyword (3+ characters, or none) and a category tab (ours: `must_categories`, as API-46). */
export interface EditCatalogueRequest {
  keyword?: string;
  must_categories?: string[];
}

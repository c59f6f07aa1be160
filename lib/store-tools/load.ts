import "server-only";
import { getEditCategories, getEditorItems } from "@/lib/api/calls/store-tools";
import type { ItemSummary } from "@/lib/api/schemas/item";
import type { Category } from "@/lib/api/schemas/shop";
import { sessionApi } from "@/lib/api/server";

/** The owner's store items, every one in the store's order (API-38); a refusal fails the page (its error boundary). */
export async function loadStoreItems(storeId: string): Promise<ItemSummary[]> {
  const result = await getEditorItems(await sessionApi(), storeId);
  if (!result.ok) throw new Error(result.error.message);
  return result.data.datas;
}

/** The picker's category tabs (API-44 `type=edit`). */
export async function loadEditCategories(): Promise<Category[]> {
  const result = await getEditCategories(await sessionApi());
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

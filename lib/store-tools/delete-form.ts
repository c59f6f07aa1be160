/** TOOLS-07 (BR-VAL-39): the delete page's form, a selection of the store's items, at least one. */
import { z } from "zod";
import { STORE_TOOLS_TEXT } from "@/lib/stylist/store-tools";

export const deleteItemsSchema = z.object({ items: z.array(z.string()).min(1, STORE_TOOLS_TEXT.selectFirst) });
export type DeleteItemsValues = z.infer<typeof deleteItemsSchema>;

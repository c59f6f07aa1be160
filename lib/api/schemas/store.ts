/**
 * Opening a store (issue 14, ONB-06, API-39, API-43): the starter-item recommendations and the
 * create-store form. The rules and the spec's messages are lib/stylist/store.ts.
 */
import { z } from "zod";
import { Id, textInput } from "./common";
import { ItemSummary } from "./item";
import { DEFAULT_PALETTE_NUMBER, PALETTE_NUMBERS, RECOMMENDATIONS_PAGE_SIZE, STORE_DESCRIPTION_MAX, STORE_MESSAGES, STORE_NAME_MAX, STARTER_ITEMS_MAX } from "../../stylist/store";

/** `POST /api/items?type=…&page=`: the `type`s this route answers (ours: recommend_for_store). */
export const ItemsQuery = z.object({
  type: z.enum(["recommend_for_store"]),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(RECOMMENDATIONS_PAGE_SIZE),
});
export type ItemsQuery = z.infer<typeof ItemsQuery>;

/** A starter item a new store can pick: the store grid's tile without a store (it is in none yet). */
export const RecommendedItem = ItemSummary.omit({ store_id: true });
export type RecommendedItem = z.infer<typeof RecommendedItem>;

/** API-43's answer, shaped like the item search's (API-46): `total` items, `has_more` past this page. */
export const RecommendedItemsPage = z.object({ datas: z.array(RecommendedItem), has_more: z.boolean(), total: z.number().int().min(0) });
export type RecommendedItemsPage = z.infer<typeof RecommendedItemsPage>;

/** One value or a repeated field read as a list. */
const listOf = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

const ITEM_KEY = /^items\[(\d{0,3})\]$/;

/**
 * The starter items as the spec sends them, `items[0]`, `items[1]`… (ONB-06), or as `items[]` or a
 * repeated `items`, gathered into one `items` list in index order. Other fields pass as they are.
 */
function gatherItems(form: unknown): unknown {
  if (!form || typeof form !== "object" || Array.isArray(form)) return form;
  const fields: Record<string, unknown> = {};
  const plain: unknown[] = [];
  const indexed: [number, unknown[]][] = [];
  for (const [key, value] of Object.entries(form)) {
    const match = ITEM_KEY.exec(key);
    if (key === "items" || match?.[1] === "") plain.push(...listOf(value));
    else if (match) indexed.push([Number(match[1]), listOf(value)]);
    else fields[key] = value;
  }
  indexed.sort((a, b) => a[0] - b[0]);
  return { ...fields, items: [...plain, ...indexed.flatMap(([, values]) => values)] };
}

const CreateStoreForm = z.object({
  name: textInput(4 * STORE_NAME_MAX)
    .trim()
    .min(1, STORE_MESSAGES.name)
    .max(STORE_NAME_MAX, STORE_MESSAGES.name),
  description: textInput(4 * STORE_DESCRIPTION_MAX)
    .trim()
    .max(STORE_DESCRIPTION_MAX, STORE_MESSAGES.description)
    .default(""),
  palette_number: z.coerce
    .number()
    .int()
    .refine((n) => (PALETTE_NUMBERS as readonly number[]).includes(n), STORE_MESSAGES.palette)
    .default(DEFAULT_PALETTE_NUMBER),
  items: z.array(Id).max(STARTER_ITEMS_MAX, STORE_MESSAGES.tooManyItems).default([]),
  picture: z
    .custom<File>((value) => value instanceof File, { error: (issue) => (Array.isArray(issue.input) ? STORE_MESSAGES.onePicture : STORE_MESSAGES.pictureNotFile) })
    .optional()
    .meta({ type: "string", format: "binary", description: "optional store picture: JPEG, PNG or WebP by its content, at most 5 MiB" }),
});
export const CreateStoreFields = z.preprocess(gatherItems, CreateStoreForm);
export type CreateStoreFields = z.infer<typeof CreateStoreForm>;
/** What the create-store screen sends (lib/api/calls/store-opening.ts builds the form from it). */
export interface CreateStoreRequest {
  name: string;
  description?: string;
  palette_number?: number;
  items: string[];
  picture?: Blob;
}

/** The new store (the answer of POST /api/store/create): open at `/{user_name}` at once. */
export const CreatedStore = z.object({
  id: Id,
  user_name: z.string(),
  name: z.string(),
  description: z.string(),
  palette_number: z.number().int(),
  /** the store picture's address (`/api/images/stores/{id}`), null without one */
  banner: z.string().nullable(),
  items: z.array(Id),
  store_opened: z.literal(true),
});
export type CreatedStore = z.infer<typeof CreatedStore>;

/**
 * The box item search's filters in the URL (ONB-17): the keyword, sort, price range, sizes, colours, brands and
 * categories are the query string of the search page, so Back and a reload keep them. Values off the lists are
 * dropped rather than refused (a hand-edited URL still shows a search). Prices are whole dollars in the URL
 * (`min=20&max=300`, 300 meaning 300+) and cents in the request, as everywhere in the contract.
 */
import type { BoxSearchRequest } from "@/lib/api/schemas/box";
import type { BoxStage } from "./builder-steps";
import { BOX_COLOUR_NAMES, BOX_KEYWORD_MIN, BOX_PAGE_SIZE, BOX_PRICE, BOX_SIZES, BOX_SORTS, type BoxColour } from "./filters";

export type BoxSort = (typeof BOX_SORTS)[number];

export interface BoxSearchFilters {
  /** the stage searched (and where Back returns): 1 Essentials, 2 Exclusive */
  stage: BoxStage;
  keyword: string;
  sort: BoxSort;
  /** cents, in steps of 500 */
  min: number;
  /** cents; BOX_PRICE.max is "300+" */
  max: number;
  sizes: string[];
  colors: BoxColour[];
  brands: string[];
  categories: string[];
}

export const DEFAULT_FILTERS: BoxSearchFilters = { stage: 1, keyword: "", sort: "newest", min: BOX_PRICE.min, max: BOX_PRICE.max, sizes: [], colors: [], brands: [], categories: [] };

/** An id the search accepts: what the brand and category lists answer. */
const ID = /^[\w.-]{1,64}$/;
const MAX_IDS = 50;

type Params = Pick<URLSearchParams, "get" | "getAll">;

const unique = <T>(values: T[]) => [...new Set(values)];

function dollars(raw: string | null, fallback: number): number {
  if (raw === null || !/^\d{1,3}$/.test(raw)) return fallback;
  const cents = Number(raw) * 100;
  return cents % BOX_PRICE.step === 0 && cents <= BOX_PRICE.max ? cents : fallback;
}

/** The filters a URL's query names. */
export function filtersOf(params: Params): BoxSearchFilters {
  const sort = BOX_SORTS.find((s) => s === params.get("sort")) ?? DEFAULT_FILTERS.sort;
  let min = dollars(params.get("min"), BOX_PRICE.min);
  const max = dollars(params.get("max"), BOX_PRICE.max);
  if (min > max) min = BOX_PRICE.min;
  return {
    stage: params.get("stage") === "2" ? 2 : 1,
    keyword: (params.get("q") ?? "").slice(0, 100),
    sort,
    min,
    max,
    sizes: unique(params.getAll("size").filter((s) => BOX_SIZES.includes(s))),
    colors: unique(params.getAll("color").filter((c): c is BoxColour => (BOX_COLOUR_NAMES as readonly string[]).includes(c))),
    brands: unique(params.getAll("brand").filter((id) => ID.test(id))).slice(0, MAX_IDS),
    categories: unique(params.getAll("category").filter((id) => ID.test(id))).slice(0, MAX_IDS),
  };
}

/** The query string of the filters (no leading `?`), defaults left out, after the box plan's key (ONB-09). */
export function filtersSearch(filters: BoxSearchFilters, plan: string | null = null): string {
  const params = new URLSearchParams(plan ? { plan } : {});
  if (filters.stage === 2) params.set("stage", "2");
  if (filters.keyword) params.set("q", filters.keyword);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set("sort", filters.sort);
  if (filters.min !== BOX_PRICE.min) params.set("min", String(filters.min / 100));
  if (filters.max !== BOX_PRICE.max) params.set("max", String(filters.max / 100));
  for (const size of filters.sizes) params.append("size", size);
  for (const colour of filters.colors) params.append("color", colour);
  for (const id of filters.brands) params.append("brand", id);
  for (const id of filters.categories) params.append("category", id);
  return params.toString();
}

/** BR-VAL-38: a keyword is searched from 3 characters (trimmed); shorter is no keyword yet. */
export const searchableKeyword = (keyword: string) => (keyword.trim().length >= BOX_KEYWORD_MIN ? keyword.trim() : "");

/** API-46's body for a page of these filters. */
export function searchRequestOf(filters: BoxSearchFilters, page: number): BoxSearchRequest {
  return {
    page,
    limit: BOX_PAGE_SIZE,
    keyword: searchableKeyword(filters.keyword),
    sort: filters.sort,
    min: filters.min,
    max: filters.max,
    sizes: filters.sizes,
    colors: filters.colors,
    must_brands: filters.brands,
    must_categories: filters.categories,
  };
}

/** How many filters (not the keyword or the sort) narrow the search, for the Filter button's count. */
export function activeFilterCount(filters: BoxSearchFilters): number {
  const price = filters.min !== BOX_PRICE.min || filters.max !== BOX_PRICE.max ? 1 : 0;
  return price + filters.sizes.length + filters.colors.length + filters.brands.length + filters.categories.length;
}

/** The price range as the filter shows it: '$0 – $300+'. */
export const priceRangeLabel = (min: number, max: number) => `$${min / 100} – $${max / 100}${max === BOX_PRICE.max ? "+" : ""}`;

/** Toggles a value in a list filter. */
export const toggled = <T>(values: readonly T[], value: T): T[] => (values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);

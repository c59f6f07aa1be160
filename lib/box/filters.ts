/**
 * The box builder's item search and its filters (ONB-17, BR-BOX-09, BR-VAL-38): one list of sizes, colours,
 * price steps and the search's messages for the filter screens and the API's validation alike.
 */

/** BR-BOX-09: the page size of the box item search. */
export const BOX_PAGE_SIZE = 24;
/** BR-VAL-38: a keyword is searched from 3 characters (the UI waits 500 ms after the last key). */
export const BOX_KEYWORD_MIN = 3;
export const BOX_SEARCH_DEBOUNCE_MS = 500;

export const BOX_SEARCH_MESSAGES = {
  keywordTooShort: "Type at least 3 characters to search",
  /** the empty result: a title and a line under it */
  noResults: "No results found / Please try another search term.",
} as const;

/**
 * BR-BOX-09: the price filter runs 0–300 dollars in steps of 5, and 300 means "300 and more". The API takes
 * integer cents like every amount in the contract: 0–30000 in steps of 500, where 30000 leaves the top open.
 */
export const BOX_PRICE = { min: 0, max: 30_000, step: 500 } as const;

/** BR-BOX-09: sizes XS to XXXL+ (the box catalogue labels its plus sizes "XXXL+") and 24 to 40. */
export const BOX_ALPHA_SIZES = ["XS", "S", "M", "L", "XL", "XXL", "XXXL+"] as const;
export const BOX_NUMERIC_SIZES = Array.from({ length: 17 }, (_, i) => String(24 + i)) as readonly string[];
export const BOX_SIZES: readonly string[] = [...BOX_ALPHA_SIZES, ...BOX_NUMERIC_SIZES];

/**
 * BR-BOX-09 says 15 colours without naming them; these are ours (docs/decisions.md), each with the swatch's
 * hex. They are the box catalogue's `Color` option values, so a colour filter is an exact match.
 */
export const BOX_COLOURS = [
  { name: "Black", hex: "1f1f22" },
  { name: "White", hex: "f4f3ef" },
  { name: "Grey", hex: "8d8f94" },
  { name: "Beige", hex: "d9c7a7" },
  { name: "Brown", hex: "6b4a33" },
  { name: "Red", hex: "b3262e" },
  { name: "Pink", hex: "e8a0b4" },
  { name: "Orange", hex: "e07b39" },
  { name: "Yellow", hex: "e3c04a" },
  { name: "Green", hex: "4f7d4f" },
  { name: "Blue", hex: "3f6fb5" },
  { name: "Navy", hex: "23395d" },
  { name: "Purple", hex: "7d5a9e" },
  { name: "Gold", hex: "c9a23f" },
  { name: "Silver", hex: "b8bcc2" },
] as const;
export type BoxColour = (typeof BOX_COLOURS)[number]["name"];
export const BOX_COLOUR_NAMES = BOX_COLOURS.map((c) => c.name) as [BoxColour, ...BoxColour[]];

/** The box builder's sort choices (BR-BOX-09), `newest` first by default. */
export const BOX_SORTS = ["newest", "low-high-price", "high-low-price"] as const;

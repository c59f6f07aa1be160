/**
 * The store tools (TOOLS-01…08): the item picker, the arrange and delete pages, the embed page. Their
 * limits and the spec's texts, shared by the screens and server/stores/ (a shared module: no imports).
 */

/** TOOLS-03/06 (stylist.md §9): the editor loads a store's items up to 10000 at once. */
export const EDITOR_ITEMS_LIMIT = 10_000;
/**
 * Ours: the most items a store may hold after a save of the picker (PUT api/store/items). The spec has
 * no cap; one keeps the request, the save's transaction and the store grid bounded.
 */
export const STORE_ITEMS_MAX = 500;
/** TOOLS-03: the picker's page size by the window's width (stylist.md §9), the widest first. */
export const PICKER_PAGE_SIZES = [
  { minWidth: 2280, size: 130 },
  { minWidth: 1720, size: 100 },
  { minWidth: 1440, size: 80 },
  { minWidth: 880, size: 50 },
  { minWidth: 0, size: 30 },
] as const;
/** The largest page the catalogue call (API-47) answers: the widest screen's. */
export const PICKER_PAGE_MAX = 130;

/** TOOLS-03: the page size for a window `width` pixels wide. */
export function pickerPageSize(width: number): number {
  return PICKER_PAGE_SIZES.find((step) => width >= step.minWidth)?.size ?? PICKER_PAGE_SIZES[PICKER_PAGE_SIZES.length - 1]!.size;
}

/** TOOLS-04 (G-54): the picker's search starts at 3 characters, 500 ms after the last key, like the item search (BR-VAL-38). */
export const PICKER_KEYWORD_MIN = 3;
export const PICKER_KEYWORD_MAX = 100;
export const PICKER_SEARCH_DEBOUNCE_MS = 500;

/** TOOLS-06: the arrange tip, hidden for a year once dismissed (stylist.md §9). */
export const ARRANGE_TIP_COOKIE = "sf_arrange_tip_hidden";
export const ARRANGE_TIP_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** TOOLS-08 (stylist.md §9): the embed code's iframe height and the preview's. */
export const EMBED_IFRAME_HEIGHT = 560;
export const EMBED_PREVIEW_HEIGHT = 550;

export const STORE_TOOLS_TEXT = {
  // TOOLS-04
  keywordTooShort: "Type at least 3 characters to search",
  // TOOLS-05
  yourSelection: "YOUR SELECTION",
  selectedItems: (n: number) => `selected items (${n})`,
  previewAndSave: "preview & save",
  back: "Back",
  save: "Save",
  // TOOLS-07, BR-VAL-39
  selectFirst: "Select items to remove first",
  // TOOLS-08
  embedTitle: "STORE EMBED CODE",
  noStore: "You don't have a store yet.",
} as const;

/** The API's refusals (ours, but `noStore`, the spec's TOOLS-08 text). */
export const STORE_TOOLS_MESSAGES = {
  /** a signed-in user who is not a seller with an open store (TOOLS-01) */
  noStore: STORE_TOOLS_TEXT.noStore,
  /** the store in the path is somebody else's */
  notYourStore: "Only the store's owner can edit it.",
  tooManyItems: `A store can hold up to ${STORE_ITEMS_MAX} items.`,
  duplicateItem: "Each item can be picked once.",
  itemNotPickable: "This item cannot be added to your store.",
  notInStore: "This item is not in your store.",
  /** rearrange: the list must be the store's items, each once */
  arrangeMismatch: "The order must list every item of your store once: reload the page and try again.",
  keywordTooShort: STORE_TOOLS_TEXT.keywordTooShort,
} as const;

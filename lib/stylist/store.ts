/**
 * Opening a store (ONB-06, BR-VAL-33, API-39, API-43): the form's limits and the spec's messages,
 * shared by the create-store screens and server/stores/. Shared with server/ (no imports).
 */
export const STORE_NAME_MAX = 50;
export const STORE_DESCRIPTION_MAX = 500;
/** BR-VAL-33: at most 6 starter items (none is allowed: the store opens empty and is filled later). */
export const STARTER_ITEMS_MAX = 6;
/** stylist.md §9: palette number 3; the create form always sends it. Palettes 1–5 exist (ours). */
export const DEFAULT_PALETTE_NUMBER = 3;
export const PALETTE_NUMBERS = [1, 2, 3, 4, 5] as const;
/** The store picture's cap (ours) and the types a browser shows (JPEG, PNG, WebP; the server checks the bytes). */
export const STORE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const STORE_PICTURE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** API-43's page (ours; the box search's page size, ONB-17). */
export const RECOMMENDATIONS_PAGE_SIZE = 24;

export const STORE_MESSAGES = {
  /** BR-VAL-33: empty or longer than 50 */
  name: "store name invalid",
  tooManyItems: "Please select 6 items most.",
  /** ours: the spec gives no message for a bio over 500 (BR-VAL-33 "message n/s") */
  description: "Please keep the description to 500 characters.",
  palette: "palette number invalid",
  /** ours: an item that is not among the recommendations (sold out meanwhile, or made up) */
  itemNotRecommended: "This item cannot be added to a new store.",
  duplicateItem: "Each item can be picked once.",
  /** ours: the picture */
  pictureNotFile: "The store picture must be a file.",
  onePicture: "Send one store picture.",
  pictureNotImage: "The store picture must be a JPEG, PNG or WebP image.",
  pictureTooLarge: "The store picture is too large: the limit is 5 MiB.",
  /** ours: a second store for the same user (409) */
  alreadyOpen: "You already have a store.",
  /** ours: a user name that cannot be a store's address (a top-level path of the shop), 409 */
  addressTaken: "Your user name cannot be a store address: change it in My Account first.",
  /** ours (finding N23): a user name one edit from another store's address, 409 */
  addressLookalike: (address: string) => `Your user name is too close to the store address /${address}: change it in My Account first.`,
} as const;

/** ours (finding N23): the account editor's answers when a store owner's new user name (the store's address) is refused, 409 */
export const STORE_ADDRESS_RENAME_MESSAGES = {
  reserved: "This user name cannot be a store address, please choose another.",
  lookalike: (address: string) => `This user name is too close to the store address /${address}, please choose another.`,
} as const;

/**
 * The stylist sign-up's user name (ONB-05, BR-VAL-11): 3–20 characters, lower-cased, spaces blocked,
 * only word characters, dash and dot kept. It differs from the shopper's (lib/auth/user-name.ts: 3–30,
 * a letter first, no dash; C-01, C-02) and from the account editor's wording; it is also the store's
 * address (`/{user_name}`), so two things of ours are added (docs/decisions.md, Stylist onboarding):
 * the first character is a letter or a digit (no `_next`, `.well-known`, `-x`), and the shop's own
 * top-level routes cannot be taken (`isReservedStoreAddress`). Shared with server/ (no imports).
 */
export const STYLIST_USER_NAME_MIN = 3;
export const STYLIST_USER_NAME_MAX = 20;

export const STYLIST_USER_NAME_MESSAGE = "User name invalid";

/** Word characters (lower case after normalising), dash and dot; a letter or digit first. */
const STYLIST_USER_NAME_PATTERN = /^[a-z0-9][a-z0-9_.-]*$/;

/** What the field holds as it is typed (ONB-05): lower-cased, everything but word characters, dash and dot dropped. */
export const normalizeStylistUserName = (raw: string) => raw.toLowerCase().replace(/[^a-z0-9_.-]/g, "");

/**
 * First-level paths of the shop and of the spec's coming pages: a store there would never be reached
 * (`/plan` is the plan pages, `/api` the API…). Lower case; a user name is compared as stored.
 */
const RESERVED_STORE_ADDRESSES = new Set([
  "api",
  "auth",
  "plan",
  "service",
  "share",
  "skd",
  "sk",
  // C-38: `/skd/skd_complete` is the completion page, never a store's `/skd/{store}`
  "skd_complete",
  "myorders",
  "google",
  "landing",
  "video",
  "subscription",
  "custom_data",
  "robots.txt",
  "sitemap.xml",
  "icon.svg",
  "favicon.ico",
  "_next",
]);

export const isReservedStoreAddress = (name: string) => RESERVED_STORE_ADDRESSES.has(name.toLowerCase());

/** The rule on the name as the field holds it (already normalised). */
export function isValidStylistUserName(name: string): boolean {
  return (
    name.length >= STYLIST_USER_NAME_MIN &&
    name.length <= STYLIST_USER_NAME_MAX &&
    STYLIST_USER_NAME_PATTERN.test(name) &&
    !isReservedStoreAddress(name)
  );
}

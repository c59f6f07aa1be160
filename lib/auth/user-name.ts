/**
 * Shopper sign-up user name (BR-VAL-10, AUTH-03, C-01: 3–30 with the label `3~30` and a hard cut at
 * 30). The stylist sign-up (3–20) and the account editor have their own limits and wording (C-02).
 */
export const USER_NAME_MIN = 3;
export const USER_NAME_MAX = 30;

/** Starts with a letter; then letters, digits, underscores and dots. */
export const USER_NAME_PATTERN = /^[a-z][a-z0-9._]*$/;

/** The rule itself, on the name as the field holds it (lower-cased); each form says it in its own words. */
export function isValidUserName(name: string): boolean {
  return name.length >= USER_NAME_MIN && name.length <= USER_NAME_MAX && USER_NAME_PATTERN.test(name);
}

/**
 * What the field holds after focus or blur (AUTH-03): lower-cased, with spaces and special symbols
 * removed, cut at 30. Digits, dots and underscores stay; the pattern still rejects a leading digit.
 */
export function normalizeUserName(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z0-9._]/g, "")
    .slice(0, USER_NAME_MAX);
}

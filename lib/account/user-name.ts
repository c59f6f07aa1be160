/**
 * The account editor's user-name rule (ACCT-16, BR-VAL-12): the sign-up charset and 3–30 length
 * (lib/auth/user-name.ts) with the account editor's own wording (C-02: "name", no "a").
 */
import { USER_NAME_MAX, USER_NAME_MIN, USER_NAME_PATTERN } from "../auth/user-name";

export const ACCOUNT_USER_NAME_MESSAGE = "Please use name start with letters, and can only contains numbers, underscores and dots.";

/** The rule applies to the name as the field holds it (already normalised: lower-cased, symbols stripped). */
export function isValidAccountUserName(name: string): boolean {
  return name.length >= USER_NAME_MIN && name.length <= USER_NAME_MAX && USER_NAME_PATTERN.test(name);
}

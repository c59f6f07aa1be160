/**
 * The account editor's wording of the user-name rule (ACCT-16, BR-VAL-12; C-02: "name", no "a"). The rule is the
 * sign-up one, `isValidUserName` in lib/auth/user-name.ts.
 */
export const ACCOUNT_USER_NAME_MESSAGE = "Please use name start with letters, and can only contains numbers, underscores and dots.";

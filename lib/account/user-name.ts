/**
 * The account editor's wording of the user-name rule (ACCT-16, BR-VAL-12; C-02: "name", no "a"). The rule is the
 * sign-up one, `isValidUserName` in lib/auth/user-name.ts.
 */
import { z } from "zod";
import { isValidUserName } from "../auth/user-name";

export const ACCOUNT_USER_NAME_MESSAGE = "Please use name start with letters, and can only contains numbers, underscores and dots.";

/** ACCT-16 toast after `PUT api/user` succeeds. */
export const USER_PROFILE_UPDATED = "user profile updated.";

/** My Account's user editor (components/account/user-editor.tsx); the field already holds the normalised name. */
export const userEditorSchema = z.object({
  user_name: z.string().refine(isValidUserName, ACCOUNT_USER_NAME_MESSAGE),
});
export type UserEditorValues = z.infer<typeof userEditorSchema>;

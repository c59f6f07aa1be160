/** MISC-02, BR-VAL-05: the Google Play data deletion page's sign-in rules and texts, verbatim. */
import { z } from "zod";
import { DATA_DELETION_TEXT } from "./data-deletion-text";


/** BR-VAL-05's "simple pattern": something@something.something, no spaces. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const dataDeletionSchema = z.object({
  email: z.string().trim().max(254, DATA_DELETION_TEXT.emailInvalid).regex(SIMPLE_EMAIL, DATA_DELETION_TEXT.emailInvalid),
  // at least 8 once trimmed (C-03); what is sent is the trimmed password
  password: z.string().trim().min(8, DATA_DELETION_TEXT.passwordInvalid).max(128, DATA_DELETION_TEXT.passwordInvalid),
});
export type DataDeletionInput = z.input<typeof dataDeletionSchema>;
export type DataDeletionValues = z.output<typeof dataDeletionSchema>;

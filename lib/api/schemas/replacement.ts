/**
 * A replacement request (API-62, ACCT-09, BR-VAL-28): a multipart form with the contact, the order's
 * lines to replace (`items`, repeated) and one photo (`upload`). The messages are the spec's.
 */
import { z } from "zod";
import { Id, INPUT_LIMITS, textInput } from "./common";

export const REPLACEMENT_MESSAGES = {
  name: "contact name required",
  email: "email invalid",
  phone: "phone number invalid",
  photo: "please select a photo",
  items: "please select item for replacement.",
  sent: "request sent sucessfully.",
  /** ours: two `upload` parts */
  onePhoto: "Send one photo.",
} as const;

/** BR-VAL-28: the contact name has at least two characters. */
export const CONTACT_NAME_MIN = 2;
/** The phone travels unmasked: the ten US digits (the form's mask shows (###) ###-####). */
export const PHONE_DIGITS = /^\d{10}$/;

/** One value or a repeated field (`items=a&items=b`) read as a list. */
const repeated = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), schema);

/** The form's text fields as the server reads them; the photo is checked by its content (server/orders/replacement-upload.ts). */
export const ReplacementFields = z.object({
  order_id: Id,
  name: textInput(INPUT_LIMITS.name).trim().min(CONTACT_NAME_MIN, REPLACEMENT_MESSAGES.name),
  // Classic zod (the OpenAPI document needs it); the form checks with emailField (lib/orders/replacement-form.ts).
  email: textInput(INPUT_LIMITS.email).trim().email(REPLACEMENT_MESSAGES.email),
  phone: z.string().regex(PHONE_DIGITS, REPLACEMENT_MESSAGES.phone),
  /** optional in one reading of the spec (C-29) */
  reason: textInput(500).trim().default(""),
  items: repeated(z.array(Id).min(1, REPLACEMENT_MESSAGES.items).max(100)),
  upload: z
    .custom<File>((value) => value instanceof File, { error: (issue) => (Array.isArray(issue.input) ? REPLACEMENT_MESSAGES.onePhoto : REPLACEMENT_MESSAGES.photo) })
    .meta({ type: "string", format: "binary", description: "one photo: JPEG, PNG or WebP, at most 8 MiB" }),
});
export type ReplacementFields = z.infer<typeof ReplacementFields>;

export const ReplacementResult = z.object({
  id: Id,
  order_id: Id,
  order_item_ids: z.array(Id),
  status: z.string(),
  created_at: z.string(),
});
export type ReplacementResult = z.infer<typeof ReplacementResult>;

import { z } from "zod";
import { INPUT_LIMITS } from "./limits";

// The caps live in a module without zod (./limits.ts), so a browser island can read one without loading zod.
export { INPUT_LIMITS };

/** What a PostgreSQL integer column holds: every integer the API accepts stays within it (finding M6). */
export const INT4_MAX = 2 ** 31 - 1;

/**
 * A string the API accepts: at most `max` characters and no NUL, which PostgreSQL text cannot hold
 * (finding M6; server/request-guards.ts also refuses a NUL anywhere in a request as a safety net).
 * Chain `.trim()`, `.min()`, `.regex()`… after it as on any string.
 */
export function textInput(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !value.includes("\u0000"), "must not contain a NUL character");
}

/**
 * Money travels as integer cents everywhere in this contract (request and response), so no layer
 * ever adds floats. `lib/money.ts` turns cents into the spec's '$ 12.00'.
 */
export const Cents = z.number().int();
export type Cents = z.infer<typeof Cents>;

/** An amount the API accepts: whole cents, never negative, within an integer column. */
export const centsInput = () => z.number().int().min(0).max(INT4_MAX);

export const Id = textInput(INPUT_LIMITS.id).min(1);

export const Email = textInput(INPUT_LIMITS.email).trim().toLowerCase().email();

/** Every successful response is `{ success: true, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Every failure is a non-2xx status with this body; `message` is meant for display. */
export const ApiErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  error_code: z.number().int().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** The country the shop ships to (US addresses, USD prices): the address default and the item pages' structured data. */
export const SHIP_TO_COUNTRY = "US";

export const Address = z.object({
  name: textInput(INPUT_LIMITS.name).trim().min(1),
  address: textInput(INPUT_LIMITS.addressLine).trim().min(1),
  address2: textInput(INPUT_LIMITS.addressLine).trim().default(""),
  city: textInput(INPUT_LIMITS.city).trim().min(1),
  state: textInput(INPUT_LIMITS.state).trim().default(""),
  zip_code: textInput(INPUT_LIMITS.zipCode).trim().min(5),
  phone: textInput(INPUT_LIMITS.phone).trim().regex(/^\d{10}$/, "phone must be 10 digits"),
  country: textInput(INPUT_LIMITS.country).default(SHIP_TO_COUNTRY),
});
export type Address = z.infer<typeof Address>;

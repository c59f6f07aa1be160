/**
 * The one email rule every form uses, with the message each screen's spec gives for it: trimmed (BR-VAL-18),
 * required, at least `min` characters, and an address zod accepts. A missing and a malformed email get the
 * same message, as the spec writes one message per field.
 *
 * Written with `zod/mini` (the tree-shakable API on the same core): a page whose only form is small — the
 * order lookup — ships a few kB of zod instead of the whole classic API. Classic schemas (`z.object` from
 * "zod") take it as a field like any other schema.
 */
import * as z from "zod/mini";

export const emailField = (message: string, { min = 1 }: { min?: number } = {}) =>
  z.pipe(z.string().check(z.trim(), z.minLength(min, message)), z.email(message));

/**
 * The one email rule every form uses, with the message each screen's spec gives for it: trimmed (BR-VAL-18),
 * required, at least `min` characters, and an address zod accepts. A missing and a malformed email get the
 * same message, as the spec writes one message per field.
 */
import { z } from "zod";

export const emailField = (message: string, { min = 1 }: { min?: number } = {}) =>
  z.string().trim().min(min, message).pipe(z.email(message));

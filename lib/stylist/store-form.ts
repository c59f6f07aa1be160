/**
 * The create-store wizard's rules on the screen (ONB-06, BR-VAL-33): the profile step's schema, the
 * picture check before upload and the starter-item pick, with the messages the API answers too.
 */
import { z } from "zod";
import { STARTER_ITEMS_MAX, STORE_DESCRIPTION_MAX, STORE_MESSAGES, STORE_NAME_MAX, STORE_PICTURE_MAX_BYTES, STORE_PICTURE_MIME_TYPES } from "./store";

/** The profile step: store name 1–50 after trimming ('store name invalid'), bio ≤ 500. */
export const storeProfileSchema = z.object({
  name: z.string().trim().min(1, STORE_MESSAGES.name).max(STORE_NAME_MAX, STORE_MESSAGES.name),
  description: z.string().trim().max(STORE_DESCRIPTION_MAX, STORE_MESSAGES.description),
});
export type StoreProfileInput = z.input<typeof storeProfileSchema>;
export type StoreProfileValues = z.output<typeof storeProfileSchema>;

/**
 * The picture the visitor chose, checked before it is sent: an image of a type a browser shows, at most
 * 5 MiB; the message, or null when it may go. The server checks the bytes again.
 */
export function storePictureProblem(file: Pick<File, "type" | "size">): string | null {
  if (!(STORE_PICTURE_MIME_TYPES as readonly string[]).includes(file.type)) return STORE_MESSAGES.pictureNotImage;
  if (file.size > STORE_PICTURE_MAX_BYTES) return STORE_MESSAGES.pictureTooLarge;
  return null;
}

/**
 * A tap on a recommendation: picked items are dropped, others added while fewer than six are picked;
 * a seventh is refused with 'Please select 6 items most.' and the picks stay as they were.
 */
export function toggleStarterItem(picked: readonly string[], id: string): { picked: string[]; error: string | null } {
  if (picked.includes(id)) return { picked: picked.filter((other) => other !== id), error: null };
  if (picked.length >= STARTER_ITEMS_MAX) return { picked: [...picked], error: STORE_MESSAGES.tooManyItems };
  return { picked: [...picked, id], error: null };
}

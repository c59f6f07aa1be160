/**
 * The photo of a replacement request (ACCT-09): an image, told by its first bytes (never by its name
 * or the type the browser claims), at most MAX_UPLOAD_BYTES, put in the upload store under a key of
 * our own: on disk under UPLOADS_DIR, or in the S3-compatible bucket when UPLOADS_S3_BUCKET is set
 * (server/uploads/store.ts). Nothing serves it back: the photos are for customer service, not the
 * web (docs/security.md).
 */
import { randomUUID } from "node:crypto";
import { ApiError } from "../http";
import { IMAGE_CONTENT_TYPES, imageTypeOf } from "../uploads/image-type";
import { uploadStore } from "../uploads/store";

/** The photo's cap; the route's body cap is this plus room for the text fields (server/request-guards.ts). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  notImage: "The photo must be a JPEG, PNG, WebP or HEIC image.",
  tooLarge: "The photo is too large: the limit is 8 MiB.",
} as const;

/** Checks the photo and puts it in the upload store; answers its key (`replacements/<uuid>.<type>`). */
export async function storeReplacementPhoto(upload: File): Promise<string> {
  if (upload.size > MAX_UPLOAD_BYTES) throw new ApiError(413, UPLOAD_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await upload.arrayBuffer());
  const type = imageTypeOf(bytes);
  if (!type) throw new ApiError(415, UPLOAD_MESSAGES.notImage);
  // A name of our own: the client's file name never reaches the disk or the bucket.
  const key = `replacements/${randomUUID()}.${type}`;
  await uploadStore().put(key, bytes, IMAGE_CONTENT_TYPES[type]);
  return key;
}

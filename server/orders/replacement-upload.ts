/**
 * The photo of a replacement request (ACCT-09): an image, told by its first bytes (never by its name
 * or the type the browser claims), at most MAX_UPLOAD_BYTES, put in the upload store under a key of
 * our own: on disk under UPLOADS_DIR, or in the S3-compatible bucket when UPLOADS_S3_BUCKET is set
 * (server/uploads/store.ts). It is re-encoded first (../uploads/re-encode.ts: no EXIF, so no GPS
 * position; upright; at most 2048 px a side), so only JPEG, PNG and WebP are taken: this sharp build
 * cannot decode an HEVC HEIC, and one kept as sent would keep its position. Nothing serves it back: the photos are for customer service, not the
 * web (docs/security.md).
 */
import { randomUUID } from "node:crypto";
import { log } from "../../lib/log";
import { ApiError } from "../http";
import { IMAGE_CONTENT_TYPES, imageTypeOf } from "../uploads/image-type";
import { NotAnImageError, reencodePicture } from "../uploads/re-encode";
import { uploadStore } from "../uploads/store";

/** The photo's cap; the route's body cap is this plus room for the text fields (server/request-guards.ts). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  notImage: "The photo must be a JPEG, PNG or WebP image.",
  tooLarge: "The photo is too large: the limit is 8 MiB.",
} as const;

/** A photo in the upload store: its key (`replacements/<uuid>.<type>`) and its size as stored. */
export interface StoredPhoto {
  key: string;
  bytes: number;
}

/** Checks the photo and puts it in the upload store. */
export async function storeReplacementPhoto(upload: File): Promise<StoredPhoto> {
  if (upload.size > MAX_UPLOAD_BYTES) throw new ApiError(413, UPLOAD_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await upload.arrayBuffer());
  const type = imageTypeOf(bytes);
  if (!type || type === "heic") throw new ApiError(415, UPLOAD_MESSAGES.notImage);
  let clean: Uint8Array;
  try {
    clean = await reencodePicture(bytes, type);
  } catch (error) {
    if (error instanceof NotAnImageError) throw new ApiError(415, UPLOAD_MESSAGES.notImage);
    throw error;
  }
  // A name of our own: the client's file name never reaches the disk or the bucket.
  const key = `replacements/${randomUUID()}.${type}`;
  await uploadStore().put(key, clean, IMAGE_CONTENT_TYPES[type]);
  return { key, bytes: clean.byteLength };
}

/**
 * Takes back a photo whose request was refused after it was stored (finding S2). A store that
 * fails here is logged, not the request's answer: the refusal is what the shopper needs to see.
 */
export async function removeReplacementPhoto(key: string): Promise<void> {
  try {
    await uploadStore().delete(key);
  } catch (error) {
    log.error({ err: error, key }, "could not remove the refused replacement request's photo");
  }
}

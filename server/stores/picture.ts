/**
 * The store picture (ONB-06's profile step; ours: the spec's form has no picture field): an image told
 * by its first bytes (JPEG, PNG or WebP: a browser must be able to show it, so no HEIC), at most
 * MAX_STORE_PICTURE_BYTES, put in the upload store (server/uploads/store.ts: the disk or the bucket)
 * under a key of our own, `stores/<store id>/<uuid>.<type>`, re-encoded first (../uploads/re-encode.ts:
 * no EXIF, no GPS position, upright, at most 2048 px a side). Unlike a replacement photo it is public:
 * it becomes the store's banner and `GET /api/images/stores/<store id>/<uuid>.<type>` serves it. A new
 * picture would get a new uuid, so the address can be cached for good.
 */
import { randomUUID } from "node:crypto";
import { STORE_MESSAGES, STORE_PICTURE_MAX_BYTES } from "../../lib/stylist/store";
import { ApiError } from "../http";
import { IMAGE_CONTENT_TYPES, imageTypeOf, type ImageType } from "../uploads/image-type";
import { NotAnImageError, reencodePicture } from "../uploads/re-encode";
import { uploadStore } from "../uploads/store";

export const MAX_STORE_PICTURE_BYTES = STORE_PICTURE_MAX_BYTES;

export const STORE_PICTURE_TYPES = ["jpg", "png", "webp"] as const satisfies readonly ImageType[];
export type StorePictureType = (typeof STORE_PICTURE_TYPES)[number];

/** A checked picture, not stored yet. */
export interface CheckedPicture {
  bytes: Uint8Array;
  type: StorePictureType;
}

const isStoreType = (type: ImageType | null): type is StorePictureType => (STORE_PICTURE_TYPES as readonly string[]).includes(type ?? "");

/**
 * 413 past the cap, 415 when its bytes are not a JPEG, PNG or WebP (whatever its name or declared type)
 * or do not decode; otherwise the picture re-encoded, without its metadata.
 */
export async function checkStorePicture(file: File): Promise<CheckedPicture> {
  if (file.size > MAX_STORE_PICTURE_BYTES) throw new ApiError(413, STORE_MESSAGES.pictureTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = imageTypeOf(bytes);
  if (!isStoreType(type)) throw new ApiError(415, STORE_MESSAGES.pictureNotImage);
  try {
    return { bytes: await reencodePicture(bytes, type), type };
  } catch (error) {
    if (error instanceof NotAnImageError) throw new ApiError(415, STORE_MESSAGES.pictureNotImage);
    throw error;
  }
}

/** The picture's file name in its address and key: `<uuid>.<type>`. */
export const PICTURE_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

export const storePictureUrl = (storeId: string, file: string) => `/api/images/stores/${storeId}/${file}`;
export const storePictureKey = (storeId: string, file: string) => `stores/${storeId}/${file}`;

/** Puts the picture in the upload store; answers its address (the store's banner). */
export async function saveStorePicture(storeId: string, picture: CheckedPicture): Promise<string> {
  const file = `${randomUUID()}.${picture.type}`;
  await uploadStore().put(storePictureKey(storeId, file), picture.bytes, IMAGE_CONTENT_TYPES[picture.type]);
  return storePictureUrl(storeId, file);
}

/** The picture's bytes and type, or null when the store has no such picture. */
export async function readStorePicture(storeId: string, file: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const match = PICTURE_FILE.exec(file);
  if (!match) return null;
  const found = await uploadStore().get(storePictureKey(storeId, file));
  return found && { bytes: found.bytes, contentType: IMAGE_CONTENT_TYPES[match[1] as StorePictureType] };
}

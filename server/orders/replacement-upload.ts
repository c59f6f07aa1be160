/**
 * The photo of a replacement request (ACCT-09): an image, told by its first bytes (never by its name
 * or the type the browser claims), at most MAX_UPLOAD_BYTES, written under UPLOADS_DIR (default
 * `.data/uploads`). Nothing serves that directory: the photos are for customer service, not the web
 * (docs/security.md). An S3-compatible bucket is the documented next step (docs/decisions.md).
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { ApiError } from "../http";

/** The photo's cap; the route's body cap is this plus room for the text fields (server/request-guards.ts). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const DEFAULT_UPLOADS_DIR = ".data/uploads";

export const uploadsDir = () => path.resolve(process.env.UPLOADS_DIR || DEFAULT_UPLOADS_DIR);

export const UPLOAD_MESSAGES = {
  notImage: "The photo must be a JPEG, PNG, WebP or HEIC image.",
  tooLarge: "The photo is too large: the limit is 8 MiB.",
} as const;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type its magic bytes say, or null: JPEG (FF D8 FF), PNG, WebP (RIFF…WEBP), HEIC/HEIF (ftyp + brand). */
export function imageTypeOf(bytes: Uint8Array): "jpg" | "png" | "webp" | "heic" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && ["heic", "heix", "hevc", "mif1", "msf1"].includes(ascii(bytes, 8, 12))) return "heic";
  return null;
}

/** Checks the photo and writes it under the uploads directory; answers its path relative to that directory. */
export async function storeReplacementPhoto(upload: File): Promise<string> {
  if (upload.size > MAX_UPLOAD_BYTES) throw new ApiError(413, UPLOAD_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await upload.arrayBuffer());
  const type = imageTypeOf(bytes);
  if (!type) throw new ApiError(415, UPLOAD_MESSAGES.notImage);
  // A name of our own: the client's file name never reaches the file system.
  const relative = path.join("replacements", `${randomUUID()}.${type}`);
  const file = path.join(uploadsDir(), relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return relative;
}

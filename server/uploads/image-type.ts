/**
 * What an uploaded picture is, told by its first bytes: never by its file name or the type the
 * browser claims (docs/security.md, "Uploads").
 */
export type ImageType = "jpg" | "png" | "webp" | "heic";

/** The content type each allowed image is stored (and would be read back) with. */
export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heic: "image/heic",
};

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type its magic bytes say, or null: JPEG (FF D8 FF), PNG, WebP (RIFF…WEBP), HEIC/HEIF (ftyp + brand). */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && ["heic", "heix", "hevc", "mif1", "msf1"].includes(ascii(bytes, 8, 12))) return "heic";
  return null;
}

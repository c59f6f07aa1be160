/**
 * Uploaded pictures are re-encoded before they are stored (issue 23): decoded by sharp, turned upright
 * by their EXIF orientation, scaled down to at most MAX_PICTURE_SIDE pixels a side, and written anew
 * in the same format with no metadata at all (sharp keeps none unless asked): no EXIF, so no GPS
 * position, camera serial or thumbnail of the uncropped photo, and no XMP or comments. What is stored
 * is always an image sharp made, never the client's bytes. The first bytes still decide the type
 * (./image-type.ts); a file that has them but does not decode is refused as not an image.
 */
import type { ImageType } from "./image-type";

/** The longest side kept: enough for a banner on a 2x screen and for customer service to see a flaw. */
export const MAX_PICTURE_SIDE = 2048;
/** Past this many pixels a picture is refused before it is decoded in full (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

/** The formats sharp re-encodes here (this build decodes no HEVC HEIC: docs/decisions.md). */
export type ReencodedType = Exclude<ImageType, "heic">;

export class NotAnImageError extends Error {
  constructor(options?: { cause?: unknown }) {
    super("the upload does not decode as an image", options);
    this.name = "NotAnImageError";
  }
}

/** The picture re-encoded in its own format; a NotAnImageError when its bytes do not decode. */
export async function reencodePicture(bytes: Uint8Array, type: ReencodedType): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: MAX_PICTURE_SIDE, height: MAX_PICTURE_SIDE, fit: "inside", withoutEnlargement: true });
    const encoded = type === "jpg" ? image.jpeg({ quality: 85, mozjpeg: true }) : type === "png" ? image.png({ compressionLevel: 8 }) : image.webp({ quality: 85 });
    return new Uint8Array(await encoded.toBuffer());
  } catch (error) {
    throw new NotAnImageError({ cause: error });
  }
}

/**
 * Uploads on the local disk, the default: `<UPLOADS_DIR>/<key>` holds the bytes as they came (customer
 * service can open the file as it is), `<UPLOADS_DIR>/.content-types/<key>` the content type given to
 * `put`. Keys never start a segment with a dot (./store.ts), so no key reaches that folder.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { IMAGE_CONTENT_TYPES, imageTypeOf } from "./image-type";
import type { UploadStore } from "./store";

const TYPES_DIR = ".content-types";

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

async function write(file: string, data: Uint8Array | string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

export function diskStore(dir: string): UploadStore {
  const fileOf = (key: string) => path.join(dir, ...key.split("/"));
  const typeFileOf = (key: string) => path.join(dir, TYPES_DIR, ...key.split("/"));
  return {
    async put(key, bytes, contentType) {
      await write(typeFileOf(key), contentType);
      await write(fileOf(key), bytes);
    },
    async get(key) {
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      const recorded = await readFile(typeFileOf(key), "utf8").catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      // A photo stored before the content type was recorded: its bytes say what it is.
      const type = imageTypeOf(bytes);
      return { bytes, contentType: recorded ?? (type ? IMAGE_CONTENT_TYPES[type] : "application/octet-stream") };
    },
    async delete(key) {
      // The bytes first: a content type left behind alone is harmless, the bytes are what fill the disk.
      await rm(fileOf(key), { force: true });
      await rm(typeFileOf(key), { force: true });
    },
  };
}

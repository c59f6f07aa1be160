/**
 * Where uploaded files live (docs/decisions.md, "Uploads in a bucket"): on the local disk under
 * UPLOADS_DIR (default `.data/uploads`), or in an S3-compatible bucket when UPLOADS_S3_BUCKET is set.
 * Nothing serves either to a browser: whoever needs a file reads it through `get` (docs/security.md).
 *
 * Keys are the server's own (a uuid and an extension under a folder of the feature), never a
 * client's file name; `uploadStore()` refuses any other shape before either store sees it.
 */
import path from "node:path";
import { serverConfig, type ServerConfig } from "../../lib/config/server";
import { diskStore } from "./disk-store";
import { s3Store } from "./s3-store";

export interface UploadStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /** Removes the object; a key with nothing under it is no error (a retry, or a put that never landed). */
  delete(key: string): Promise<void>;
}

const MAX_KEY_LENGTH = 512;
/** One path segment: letters, digits, `.`, `_`, `-`, not starting with a dot (no `..`, no hidden files). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Whether `key` is one of ours: relative (no leading `/`), no `..`, no empty or dotted segment. */
export function isUploadKey(key: string): boolean {
  return key.length > 0 && key.length <= MAX_KEY_LENGTH && !key.includes("..") && key.split("/").every((segment) => SEGMENT.test(segment));
}

function checked(key: string): string {
  if (!isUploadKey(key)) throw new Error(`refused upload key ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

/**
 * The configured store (lib/config/server.ts: UPLOADS_DIR, or the UPLOADS_S3_* bucket). A bucket set
 * without its keys stops the start (the configuration check), so it never gets here.
 */
export function uploadStore(config: Pick<ServerConfig, "uploads"> = serverConfig()): UploadStore {
  const { s3, dir } = config.uploads;
  const store = s3
    ? s3Store({ endpoint: s3.endpoint, bucket: s3.bucket, prefix: s3.prefix, keys: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, sessionToken: s3.sessionToken ?? undefined, region: s3.region } })
    : diskStore(path.resolve(dir));
  return {
    put: async (key, bytes, contentType) => store.put(checked(key), bytes, contentType),
    get: async (key) => store.get(checked(key)),
    delete: async (key) => store.delete(checked(key)),
  };
}

/**
 * Where uploaded files live (docs/decisions.md, "Uploads in a bucket"): on the local disk under
 * UPLOADS_DIR (default `.data/uploads`), or in an S3-compatible bucket when UPLOADS_S3_BUCKET is set.
 * Nothing serves either to a browser: whoever needs a file reads it through `get` (docs/security.md).
 *
 * Keys are the server's own (a uuid and an extension under a folder of the feature), never a
 * client's file name; `uploadStore()` refuses any other shape before either store sees it.
 */
import path from "node:path";
import type { Env } from "../../lib/config/deployment";
import { diskStore } from "./disk-store";
import { s3Store, UploadStoreError } from "./s3-store";

export interface UploadStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
}

const DEFAULT_UPLOADS_DIR = ".data/uploads";
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

function bucketStore(env: Env, bucket: string): UploadStore {
  const accessKeyId = env.UPLOADS_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.UPLOADS_S3_SECRET_ACCESS_KEY?.trim();
  // Named, never printed: the start-up check reports the same (lib/config/deployment.ts).
  if (!accessKeyId || !secretAccessKey) throw new UploadStoreError("UPLOADS_S3_BUCKET is set without UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY");
  const region = env.UPLOADS_S3_REGION?.trim() || "us-east-1";
  const prefix = (env.UPLOADS_S3_PREFIX ?? "").trim().replace(/^\/+|\/+$/g, "");
  if (prefix && !isUploadKey(prefix)) throw new UploadStoreError("UPLOADS_S3_PREFIX may hold only letters, digits, '.', '_', '-' and '/'");
  const endpoint = env.UPLOADS_S3_ENDPOINT?.trim() || `https://s3.${region}.amazonaws.com`;
  // Temporary credentials (STS, an instance or task role) come with a session token, signed along.
  const sessionToken = env.UPLOADS_S3_SESSION_TOKEN?.trim() || undefined;
  return s3Store({ endpoint, bucket, prefix, keys: { accessKeyId, secretAccessKey, sessionToken, region } });
}

/**
 * The configured store, read from the environment on each call (a test may change it between calls).
 * Throws an UploadStoreError when a bucket is set without its keys or with a malformed prefix.
 */
export function uploadStore(env: Env = process.env): UploadStore {
  const bucket = env.UPLOADS_S3_BUCKET?.trim();
  const store = bucket ? bucketStore(env, bucket) : diskStore(path.resolve(env.UPLOADS_DIR || DEFAULT_UPLOADS_DIR));
  return {
    put: async (key, bytes, contentType) => store.put(checked(key), bytes, contentType),
    get: async (key) => store.get(checked(key)),
  };
}

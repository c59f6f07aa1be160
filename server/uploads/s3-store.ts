/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph, LocalStack), addressed
 * path-style (`<endpoint>/<bucket>/<object>`) so a custom endpoint needs no DNS per bucket, and
 * signed by aws4fetch (SigV4, with a session token when the keys are temporary: an instance role or
 * STS). The body's SHA-256 is signed too (x-amz-content-sha256), not `UNSIGNED-PAYLOAD`: the bucket
 * refuses bytes changed on the way. Objects are written without an ACL header: they stay as private
 * as the bucket, and no URL to them is ever built for a browser.
 *
 * A failure is an UploadStoreError naming the operation, the HTTP status and S3's error code
 * (`SignatureDoesNotMatch`, `NoSuchBucket`…): the route answers a generic 500 and logs that line,
 * never the bucket's XML (it echoes the string to sign and the access key id).
 */
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { UploadStore } from "./store";

export interface S3Keys {
  accessKeyId: string;
  secretAccessKey: string;
  /** the session token of temporary credentials (STS, an instance or task role) */
  sessionToken?: string;
  region: string;
}

export interface S3Settings {
  /** e.g. `http://127.0.0.1:9000`, or `https://s3.<region>.amazonaws.com` */
  endpoint: string;
  bucket: string;
  /** object names start with it (and a slash) when it is not empty */
  prefix: string;
  keys: S3Keys;
}

export class UploadStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "UploadStoreError";
  }
}

/** A bucket that does not answer within this is a failure, not a request held open. */
const S3_TIMEOUT_MS = 10_000;
/** The most of an error answer read to find its `<Code>`. */
const MAX_ERROR_BODY = 4096;

const sha256Hex = (data: Uint8Array | string) => createHash("sha256").update(data).digest("hex");

/** S3's `<Code>…</Code>`, if it is a plain word: nothing else from the answer reaches the log. */
async function errorCodeOf(response: Response): Promise<string> {
  const text = (await response.text().catch(() => "")).slice(0, MAX_ERROR_BODY);
  const code = /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1];
  return code ? ` ${code}` : "";
}

export function s3Store(settings: S3Settings): UploadStore {
  const base = settings.endpoint.replace(/\/+$/, "");
  // retries: 0 — a failed upload is the shopper's to retry, with the form still filled in.
  const client = new AwsClient({ ...settings.keys, service: "s3", retries: 0 });
  const urlOf = (key: string) => {
    const name = settings.prefix ? `${settings.prefix}/${key}` : key;
    return `${base}/${encodeURIComponent(settings.bucket)}/${name.split("/").map(encodeURIComponent).join("/")}`;
  };

  async function send(method: "GET" | "PUT" | "DELETE", key: string, headers: Record<string, string>, body?: Uint8Array) {
    try {
      // The upload's bytes come from a File's ArrayBuffer, never a SharedArrayBuffer: fetch takes them as they are.
      const payload = body as Uint8Array<ArrayBuffer> | undefined;
      return await client.fetch(urlOf(key), {
        method,
        headers: { ...headers, "x-amz-content-sha256": sha256Hex(body ?? "") },
        body: payload,
        redirect: "error",
        signal: AbortSignal.timeout(S3_TIMEOUT_MS),
      });
    } catch (error) {
      throw new UploadStoreError(`S3 ${method} of ${key} failed`, { cause: error });
    }
  }

  return {
    async put(key, bytes, contentType) {
      const response = await send("PUT", key, { "content-type": contentType }, bytes);
      if (!response.ok) throw new UploadStoreError(`S3 PUT of ${key} answered ${response.status}${await errorCodeOf(response)}`);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send("GET", key, {});
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw new UploadStoreError(`S3 GET of ${key} answered ${response.status}${await errorCodeOf(response)}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { bytes, contentType: response.headers.get("content-type") ?? "application/octet-stream" };
    },
    async delete(key) {
      const response = await send("DELETE", key, {});
      // S3 answers 204 whether or not the object was there; other compatible stores may answer 404.
      if (!response.ok && response.status !== 404) throw new UploadStoreError(`S3 DELETE of ${key} answered ${response.status}${await errorCodeOf(response)}`);
      await response.body?.cancel();
    },
  };
}

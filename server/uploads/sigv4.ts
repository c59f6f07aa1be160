/**
 * AWS Signature Version 4 for S3 requests (docs/decisions.md, "Uploads in a bucket"): the canonical
 * request, the string to sign, the signing key and the `Authorization` header, written with
 * node:crypto instead of an SDK. tests/unit/sigv4.test.ts pins it to the examples AWS publishes
 * ("Examples of signature calculations" in the S3 API reference).
 */
import { createHash, createHmac } from "node:crypto";

export interface SigningKeys {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface UnsignedRequest {
  method: string;
  url: URL;
  /** every header besides Host to sign and send (names in any case) */
  headers?: Record<string, string>;
  /** the hex SHA-256 of the body (of an empty body for GET) */
  payloadHash: string;
}

const SERVICE = "s3";
const ALGORITHM = "AWS4-HMAC-SHA256";

export const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: only A–Z a–z 0–9 - . _ ~ stay as they are. */
export const uriEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The path, each segment decoded then encoded once (S3 signs the path encoded once, slashes kept). */
const canonicalPath = (url: URL) => url.pathname.split("/").map((segment) => uriEncode(decodeURIComponent(segment))).join("/") || "/";

const canonicalQuery = (url: URL) =>
  [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");

/** `20130524T000000Z` */
const amzDate = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/**
 * The headers that sign the request: its own headers plus `x-amz-date`, `x-amz-content-sha256` and
 * `authorization` (Host is signed but left to fetch, which sends `url.host`).
 */
export function signRequest(request: UnsignedRequest, keys: SigningKeys, now: Date): Record<string, string> {
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  headers["x-amz-date"] = date;
  headers["x-amz-content-sha256"] = request.payloadHash;
  const signed: Record<string, string> = { ...headers, host: request.url.host };
  const names = Object.keys(signed).sort();
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url),
    canonicalQuery(request.url),
    ...names.map((name) => `${name}:${signed[name]!.trim().replace(/\s+/g, " ")}`),
    "",
    names.join(";"),
    request.payloadHash,
  ].join("\n");
  const scope = `${day}/${keys.region}/${SERVICE}/aws4_request`;
  const stringToSign = [ALGORITHM, date, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day), keys.region), SERVICE), "aws4_request");
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  headers.authorization = `${ALGORITHM} Credential=${keys.accessKeyId}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`;
  return headers;
}

/**
 * Replacement photos in an S3-compatible bucket (server/uploads/s3-store.ts). The bucket is a fake S3
 * on an ephemeral port that checks every request's SigV4 signature on its own (recomputed here from
 * what it received, with the shared secret, not with the shop's S3 client) and refuses with 403
 * and S3's XML otherwise; temporary keys (as STS or an instance role hands them out) must come with
 * their session token, signed. It keeps objects in a Map.
 */
import { createHash, createHmac, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { ReplacementResult } from "@/lib/api/schemas/replacement";
import { SERVER_ERROR_MESSAGE } from "@/server/http";
import * as t from "@/server/db/schema";
import { REPLACEMENT_MAIL_KIND } from "@/server/orders/replacement";
import { AwsClient } from "aws4fetch";
import { rereadConfig } from "@/lib/config/server";
import { uploadStore } from "@/server/uploads/store";
import { captureLogs } from "../support/logs";
import { data, failure, fileTestApi } from "./helpers";
import { withTempOutbox } from "./orders-support";
import { PNG, replacementForm, sendReplacement, shopperSession } from "./replacement-support";

const api = fileTestApi();
withTempOutbox();

const BUCKET = "shop-uploads";
const PREFIX = "staging";
const ACCESS_KEY_ID = "AKIDSHOPTEST";
const SECRET = "fake-s3-secret-that-must-never-be-printed";
const REGION = "eu-west-1";
/** Temporary credentials: valid only with their session token. */
const TEMP_KEY_ID = "ASIASHOPTEMP";
const TEMP_SECRET = "temporary-secret-from-sts";
const SESSION_TOKEN = "FwoGZXIvYXdzEXAMPLE//session+token=";
const CREDENTIALS: Record<string, { secret: string; token?: string }> = {
  [ACCESS_KEY_ID]: { secret: SECRET },
  [TEMP_KEY_ID]: { secret: TEMP_SECRET, token: SESSION_TOKEN },
};

// ───────────────────────────── the fake bucket ─────────────────────────────

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  status: number;
}

const objects = new Map<string, { bytes: Buffer; contentType: string }>();
const received: Received[] = [];
let server: Server;
let endpoint = "";

const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
const strictEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Why the request's signature is not the one the secret gives, or null when it is. */
function signatureProblem(request: IncomingMessage, body: Buffer): string | null {
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
    request.headers.authorization ?? "",
  );
  if (!match) return "no SigV4 Authorization header";
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
  const credentials = CREDENTIALS[keyId];
  if (!credentials) return "unknown access key";
  if (region !== REGION) return "wrong region";
  const date = String(request.headers["x-amz-date"] ?? "");
  if (!date.startsWith(day)) return "x-amz-date outside the credential's day";
  const when = Date.parse(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
  if (!(Math.abs(Date.now() - when) < 15 * 60_000)) return "request time too skewed";
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== createHash("sha256").update(body).digest("hex")) return "x-amz-content-sha256 is not the body's hash";
  const names = signedHeaders.split(";");
  for (const required of ["host", "x-amz-date", "x-amz-content-sha256"]) if (!names.includes(required)) return `${required} is not signed`;
  if (credentials.token !== undefined) {
    if (request.headers["x-amz-security-token"] !== credentials.token) return "temporary keys without their session token";
    if (!names.includes("x-amz-security-token")) return "x-amz-security-token is not signed";
  }
  const url = new URL(request.url ?? "/", "http://fake");
  const canonicalRequest = [
    request.method,
    url.pathname
      .split("/")
      .map((segment) => strictEncode(decodeURIComponent(segment)))
      .join("/"),
    [...url.searchParams]
      .map(([k, v]) => `${strictEncode(k)}=${strictEncode(v)}`)
      .sort()
      .join("&"),
    ...names.map((name) => `${name}:${String(request.headers[name] ?? "").trim()}`),
    "",
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", date, scope, createHash("sha256").update(canonicalRequest).digest("hex")].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secret}`, day), region), "s3"), "aws4_request");
  return createHmac("sha256", key).update(stringToSign).digest("hex") === signature ? null : "signature mismatch";
}

/** S3's error answer, with the details a real one carries (and that must never reach a shopper). */
const s3Error = (code: string, detail: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${detail}</Message><AWSAccessKeyId>${ACCESS_KEY_ID}</AWSAccessKeyId><StringToSign>AWS4-HMAC-SHA256…</StringToSign></Error>`;

async function handle(request: IncomingMessage, body: Buffer): Promise<{ status: number; headers?: Record<string, string>; body?: Buffer | string }> {
  const problem = signatureProblem(request, body);
  if (problem) return { status: 403, headers: { "content-type": "application/xml" }, body: s3Error("SignatureDoesNotMatch", problem) };
  const name = decodeURIComponent(new URL(request.url ?? "/", "http://fake").pathname);
  if (request.method === "PUT") {
    objects.set(name, { bytes: body, contentType: String(request.headers["content-type"] ?? "binary/octet-stream") });
    return { status: 200 };
  }
  if (request.method === "GET") {
    const object = objects.get(name);
    if (!object) return { status: 404, headers: { "content-type": "application/xml" }, body: s3Error("NoSuchKey", name) };
    return { status: 200, headers: { "content-type": object.contentType }, body: object.bytes };
  }
  if (request.method === "DELETE") {
    // S3 answers 204 whether or not there was an object.
    objects.delete(name);
    return { status: 204 };
  }
  return { status: 405 };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void handle(request, Buffer.concat(chunks)).then((answer) => {
        received.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, status: answer.status });
        response.writeHead(answer.status, answer.headers);
        response.end(answer.body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// ───────────────────────────── the shop, configured for it ─────────────────────────────

let uploadsDir = "";
const BUCKET_ENV = () => ({
  UPLOADS_S3_BUCKET: BUCKET,
  UPLOADS_S3_ENDPOINT: endpoint,
  UPLOADS_S3_REGION: REGION,
  UPLOADS_S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
  UPLOADS_S3_SECRET_ACCESS_KEY: SECRET,
  UPLOADS_S3_PREFIX: `/${PREFIX}/`,
});

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), "replacement-s3-disk-"));
  Object.assign(process.env, { UPLOADS_DIR: uploadsDir, ...BUCKET_ENV() });
  rereadConfig();
});
afterAll(async () => {
  for (const name of Object.keys(BUCKET_ENV())) delete process.env[name];
  await rm(uploadsDir, { recursive: true, force: true });
});

/** Runs `body` with some environment variables changed, then puts them back. */
async function withEnv<T>(changes: Record<string, string>, body: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(changes).map((name) => [name, process.env[name]]));
  Object.assign(process.env, changes);
  rereadConfig();
  try {
    return await body();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rereadConfig();
  }
}

describe("the fake bucket checks signatures on its own", () => {
  const url = () => new URL(`${endpoint}/${BUCKET}/${PREFIX}/probe/${randomUUID()}.png`);
  const keys = { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET, region: REGION, service: "s3" };
  const put = (target: URL, headers: Headers | Record<string, string>, body: Uint8Array<ArrayBuffer>) => fetch(target, { method: "PUT", headers, body });
  const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

  it("accepts a signed PUT, refuses an unsigned one, one signed with another secret, and a body changed after signing", async () => {
    const target = url();
    const signedFor = async (secretAccessKey: string, bytes: Uint8Array) =>
      (await new AwsClient({ ...keys, secretAccessKey }).sign(target.href, { method: "PUT", headers: { "content-type": "image/png", "x-amz-content-sha256": sha256Hex(bytes) } })).headers;
    expect((await put(target, { "content-type": "image/png" }, PNG)).status).toBe(403);
    expect((await put(target, await signedFor("another secret", PNG), PNG)).status).toBe(403);
    const tampered = PNG.slice();
    tampered[20] = 9;
    expect((await put(target, await signedFor(SECRET, PNG), tampered)).status).toBe(403);
    expect(objects.has(decodeURIComponent(target.pathname))).toBe(false);
    expect((await put(target, await signedFor(SECRET, PNG), PNG)).status).toBe(200);
    expect(objects.get(decodeURIComponent(target.pathname))?.bytes).toEqual(Buffer.from(PNG));
  });
});

describe("replacement photos in the bucket", () => {
  it("lands in the bucket under the prefix, privately, and not on disk; get reads it back", async () => {
    const headers = await shopperSession(api);
    const from = received.length;
    const result = await data(await sendReplacement(api, replacementForm({ orderId: "order-history-1", items: ["order-history-1-item-2"] }), headers), ReplacementResult);
    const [row] = await api.db.select().from(t.replacements).where(eq(t.replacements.id, result.id));
    expect(row!.photo).toMatch(/^replacements\/[0-9a-f-]{36}\.png$/);

    const object = objects.get(`/${BUCKET}/${PREFIX}/${row!.photo}`);
    expect(object).toEqual({ bytes: Buffer.from(PNG), contentType: "image/png" });
    const puts = received.slice(from);
    expect(puts).toEqual([expect.objectContaining({ method: "PUT", status: 200 })]);
    // Private: no ACL header that could make the object public.
    expect(Object.keys(puts[0]!.headers).filter((name) => name.startsWith("x-amz-acl") || name.startsWith("x-amz-grant"))).toEqual([]);
    expect(await readdir(uploadsDir, { recursive: true })).toEqual([]);

    expect(await uploadStore().get(row!.photo!)).toEqual({ bytes: new Uint8Array(PNG), contentType: "image/png" });
    expect(await uploadStore().get(`replacements/${randomUUID()}.png`)).toBeNull();
  });

  it("S2: parallel requests for one line leave one object in the bucket: the refused ones' photos are deleted, signed", async () => {
    const headers = await shopperSession(api);
    const before = new Set(objects.keys());
    const from = received.length;
    const form = () => replacementForm({ orderId: "order-history-9", items: ["order-history-9-item-2"] });
    const answers = await Promise.all(Array.from({ length: 4 }, () => sendReplacement(api, form(), headers)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const photos = (await api.db.select().from(t.replacements).where(eq(t.replacements.orderId, "order-history-9"))).flatMap((row) => (row.photo ? [row.photo] : []));
    expect(photos).toHaveLength(1);
    expect([...objects.keys()].filter((name) => !before.has(name))).toEqual([`/${BUCKET}/${PREFIX}/${photos[0]}`]);
    const requests = received.slice(from);
    // Every request the bucket saw was signed (a 403 would show here), and each PUT beyond the kept one was deleted.
    expect(requests.every((request) => request.status < 300)).toBe(true);
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(requests.filter((request) => request.method === "PUT").length - 1);
  });

  it("delete removes the object with a signed DELETE; a missing one is no error", async () => {
    const key = `replacements/${randomUUID()}.png`;
    await uploadStore().put(key, PNG, "image/png");
    const from = received.length;
    await uploadStore().delete(key);
    await uploadStore().delete(key);
    expect(objects.has(`/${BUCKET}/${PREFIX}/${key}`)).toBe(false);
    expect(received.slice(from)).toEqual([expect.objectContaining({ method: "DELETE", status: 204 }), expect.objectContaining({ method: "DELETE", status: 204 })]);
  });

  it("temporary keys: with UPLOADS_S3_SESSION_TOKEN the upload is signed with the token and lands; without it the bucket refuses", async () => {
    const headers = await shopperSession(api);
    const temporary = { UPLOADS_S3_ACCESS_KEY_ID: TEMP_KEY_ID, UPLOADS_S3_SECRET_ACCESS_KEY: TEMP_SECRET };
    const from = received.length;
    const result = await withEnv({ ...temporary, UPLOADS_S3_SESSION_TOKEN: SESSION_TOKEN }, async () =>
      data(await sendReplacement(api, replacementForm({ orderId: "order-history-1", items: ["order-history-1-item-1"] }), headers), ReplacementResult),
    );
    const [row] = await api.db.select().from(t.replacements).where(eq(t.replacements.id, result.id));
    expect(objects.get(`/${BUCKET}/${PREFIX}/${row!.photo}`)?.contentType).toBe("image/png");
    expect(received.slice(from)).toEqual([expect.objectContaining({ method: "PUT", status: 200 })]);
    expect(received.at(-1)!.headers["x-amz-security-token"]).toBe(SESSION_TOKEN);

    // The same temporary keys with no token: the bucket refuses, as AWS does.
    try {
      const refused = await withEnv(temporary, () => uploadStore().put(`replacements/${randomUUID()}.png`, PNG, "image/png"));
      expect.unreachable(String(refused));
    } catch (error) {
      expect(String(error)).toContain("403 SignatureDoesNotMatch");
    }
  });

  it("with a wrong secret the shopper gets a generic 500, no replacement and no mail; the log names the failure without secrets", async () => {
    const headers = await shopperSession(api);
    const from = received.length;
    {
      const { result: response, text: logged } = await captureLogs(() =>
        withEnv({ UPLOADS_S3_SECRET_ACCESS_KEY: "not-the-secret" }, () =>
          sendReplacement(api, replacementForm({ orderId: "order-history-5", items: ["order-history-5-item-1"] }), headers),
        ),
      );
      const text = await response.clone().text();
      expect((await failure(response, 500)).message).toBe(SERVER_ERROR_MESSAGE);
      expect(text).not.toMatch(/SignatureDoesNotMatch|<Error>|StringToSign|AKID/);
      expect(received.slice(from)).toEqual([expect.objectContaining({ method: "PUT", status: 403 })]);

      expect(logged).toContain("403 SignatureDoesNotMatch");
      expect(logged).not.toContain("not-the-secret");
      expect(logged).not.toContain(SECRET);
      expect(logged).not.toContain("StringToSign");
    }
    expect(await api.db.select().from(t.replacements).where(eq(t.replacements.orderId, "order-history-5"))).toEqual([]);
    const [line] = await api.db.select().from(t.orderItems).where(eq(t.orderItems.id, "order-history-5-item-1"));
    expect(line!.returnMessage).toBe("");
    const mails = await api.db.select().from(t.outboxMail).where(eq(t.outboxMail.kind, REPLACEMENT_MAIL_KIND));
    expect(mails.filter((mail) => mail.subject.includes("SF200005"))).toEqual([]);
  });

  it("a bucket that does not answer is a generic 500 too, and no replacement", async () => {
    const headers = await shopperSession(api);
    {
      // A port nothing listens on: the connection is refused.
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const { result: response, text: logged } = await captureLogs(() =>
        withEnv({ UPLOADS_S3_ENDPOINT: `http://127.0.0.1:${port}` }, () =>
          sendReplacement(api, replacementForm({ orderId: "order-history-5", items: ["order-history-5-item-2"] }), headers),
        ),
      );
      expect((await failure(response, 500)).message).toBe(SERVER_ERROR_MESSAGE);
      expect(logged).toContain("UploadStoreError: S3 PUT of replacements/");
    }
    expect(await api.db.select().from(t.replacements).where(eq(t.replacements.orderId, "order-history-5"))).toEqual([]);
  });

  it("refuses a key with '..', a leading '/' or a dotted segment before any request", async () => {
    const from = received.length;
    const store = uploadStore();
    for (const key of ["../escape.png", "replacements/../../escape.png", "/etc/passwd", "replacements/.hidden", "replacements//a.png", "a\\b.png", ""]) {
      await expect(store.put(key, PNG, "image/png"), key).rejects.toThrow(/refused upload key/);
      await expect(store.get(key), key).rejects.toThrow(/refused upload key/);
    }
    expect(received.length).toBe(from);
  });

  it("nothing in the app serves an object: plausible paths answer 401 or 404, with or without a session", async () => {
    const key = `replacements/${randomUUID()}.png`;
    await uploadStore().put(key, PNG, "image/png");
    const headers = await shopperSession(api);
    const paths = [
      `/api/uploads/${key}`,
      `/uploads/${key}`,
      `/api/${key}`,
      `/${key}`,
      `/api/replacement/${key}`,
      `/api/replacement/${key.split("/")[1]}`,
      `/api/replacements/${key}`,
      `/${BUCKET}/${PREFIX}/${key}`,
      `/api/uploads/${BUCKET}/${PREFIX}/${key}`,
    ];
    for (const where of paths) {
      for (const asked of [{}, headers]) {
        const response = await api.app.request(where, { headers: asked });
        expect([401, 404], where).toContain(response.status);
        expect(Buffer.from(await response.arrayBuffer()).includes(Buffer.from(PNG.subarray(0, 8))), where).toBe(false);
      }
    }
  });
});

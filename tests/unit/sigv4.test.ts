/**
 * SigV4 (server/uploads/sigv4.ts) against the examples AWS publishes for S3 ("Examples of signature
 * calculations", Signature Version 4, S3 API reference): same keys, date and requests, same signatures.
 */
import { sha256Hex, signRequest } from "@/server/uploads/sigv4";

const KEYS = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", region: "us-east-1" };
const DATE = new Date("2013-05-24T00:00:00Z");
const EMPTY = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
const BUCKET = "https://examplebucket.s3.amazonaws.com";

const signatureOf = (headers: Record<string, string>) => /Signature=([0-9a-f]{64})$/.exec(headers.authorization!)?.[1];

describe("SigV4 for S3: AWS's published examples", () => {
  it("GET Object with a Range header", () => {
    const headers = signRequest({ method: "GET", url: new URL(`${BUCKET}/test.txt`), headers: { Range: "bytes=0-9" }, payloadHash: EMPTY }, KEYS, DATE);
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(headers).toMatchObject({ "x-amz-date": "20130524T000000Z", "x-amz-content-sha256": EMPTY, range: "bytes=0-9" });
  });

  it("PUT Object: a '$' in the key, a Date and a storage class header, the body's hash", () => {
    const payloadHash = sha256Hex(new TextEncoder().encode("Welcome to Amazon S3."));
    expect(payloadHash).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    const headers = signRequest(
      {
        method: "PUT",
        url: new URL(`${BUCKET}/test$file.text`),
        headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
        payloadHash,
      },
      KEYS,
      DATE,
    );
    expect(headers.authorization).toContain("SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,");
    expect(signatureOf(headers)).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
  });

  it("GET Bucket lifecycle and List Objects: a query without a value, and query parameters in order", () => {
    const lifecycle = signRequest({ method: "GET", url: new URL(`${BUCKET}/?lifecycle`), payloadHash: EMPTY }, KEYS, DATE);
    expect(signatureOf(lifecycle)).toBe("fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543");
    const list = signRequest({ method: "GET", url: new URL(`${BUCKET}/?prefix=J&max-keys=2`), payloadHash: EMPTY }, KEYS, DATE);
    expect(signatureOf(list)).toBe("34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7");
  });
});

describe("SigV4: what the signature covers", () => {
  const put = (body: string, change: Partial<{ key: string; secret: string; host: string; date: Date }> = {}) =>
    signatureOf(
      signRequest(
        {
          method: "PUT",
          url: new URL(`${change.host ?? "http://127.0.0.1:9000"}/shop-uploads/${change.key ?? "replacements/a.png"}`),
          headers: { "content-type": "image/png" },
          payloadHash: sha256Hex(new TextEncoder().encode(body)),
        },
        { ...KEYS, secretAccessKey: change.secret ?? KEYS.secretAccessKey },
        change.date ?? DATE,
      ),
    );

  it("changes with one byte of the body, the key, the host and port, the secret and the time", () => {
    const base = put("photo bytes");
    expect(put("photo bytes")).toBe(base);
    for (const other of [
      put("photo bytez"),
      put("photo bytes", { key: "replacements/b.png" }),
      put("photo bytes", { host: "http://127.0.0.1:9001" }),
      put("photo bytes", { secret: "another secret" }),
      put("photo bytes", { date: new Date("2013-05-24T00:00:01Z") }),
    ]) {
      expect(other).not.toBe(base);
    }
  });

  it("never puts the secret in a header", () => {
    const headers = signRequest({ method: "GET", url: new URL(`${BUCKET}/test.txt`), payloadHash: EMPTY }, KEYS, DATE);
    expect(JSON.stringify(headers)).not.toContain(KEYS.secretAccessKey);
  });
});

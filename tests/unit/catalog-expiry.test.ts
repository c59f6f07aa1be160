/**
 * Catalogue expiry through public Next interfaces (issue 23): the signed internal route calls
 * revalidateTag (mocked in tests/support/setup.ts) only for a fresh signature made with the secret;
 * expireCatalog signs its call to this process's own route.
 */
import { revalidateTag } from "next/cache";
import { POST } from "@/app/api/internal/catalog-expiry/route";
import { CATALOG_EXPIRY_PATH, catalogExpiriesSettled, expireCatalog } from "@/lib/cache/catalog-expiry";
import { CATALOG_EXPIRY_HEADER, EXPIRY_WINDOW_MS, signExpiry, validExpirySignature } from "@/lib/cache/expiry-signature";

const call = (signature?: string) =>
  POST(new Request(`http://127.0.0.1:3000${CATALOG_EXPIRY_PATH}`, { method: "POST", headers: signature === undefined ? {} : { [CATALOG_EXPIRY_HEADER]: signature } }));

afterEach(() => {
  vi.mocked(revalidateTag).mockClear();
  vi.unstubAllGlobals();
});

describe("the expiry signature", () => {
  it("holds for the secret within the window, not for another secret, an old or a future time, or a changed time", () => {
    const now = 1_800_000_000_000;
    const key = "k".repeat(64);
    const signature = signExpiry(now, key);
    expect(validExpirySignature(signature, now, key)).toBe(true);
    expect(validExpirySignature(signature, now + EXPIRY_WINDOW_MS, key)).toBe(true);
    expect(validExpirySignature(signature, now + EXPIRY_WINDOW_MS + 1, key)).toBe(false);
    expect(validExpirySignature(signature, now - EXPIRY_WINDOW_MS - 1, key)).toBe(false);
    expect(validExpirySignature(signature, now, "another secret")).toBe(false);
    expect(validExpirySignature(signature.replace(String(now), String(now + 1)), now, key)).toBe(false);
    for (const malformed of [null, "", "abc", `${now}.`, `${now}.${"0".repeat(63)}`]) expect(validExpirySignature(malformed, now, key)).toBe(false);
  });
});

describe("POST /api/internal/catalog-expiry", () => {
  it("expires the catalogue tag at once with a valid signature", async () => {
    const response = await call(signExpiry());
    expect(response.status).toBe(204);
    expect(revalidateTag).toHaveBeenCalledWith("catalog", { expire: 0 });
  });

  it("answers 404 and expires nothing without one, or with a stale or forged one", async () => {
    for (const signature of [undefined, "", signExpiry(Date.now() - 2 * EXPIRY_WINDOW_MS), signExpiry(Date.now(), "a forged secret")]) {
      expect((await call(signature)).status).toBe(404);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("expireCatalog calls this process's own route, signed, and the request waits for it", async () => {
    const fetched: Request[] = [];
    vi.stubGlobal("fetch", async (input: string, init: RequestInit) => {
      const request = new Request(input, init);
      fetched.push(request);
      return POST(request);
    });
    expireCatalog();
    await catalogExpiriesSettled();
    expect(fetched.map((request) => request.url)).toEqual([`http://127.0.0.1:3000${CATALOG_EXPIRY_PATH}`]);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
  });
});

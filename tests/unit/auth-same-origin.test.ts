import { describe, expect, it } from "vitest";
import { CROSS_ORIGIN_MESSAGE, crossOriginRefusal, isCrossOriginWrite } from "@/lib/security/same-origin";

const URL_ = "http://localhost:3000/api/cart";

function req(method: string, headers: Record<string, string> = {}, url = URL_) {
  return { method, url, headers: new Headers(headers) };
}

describe("same-origin rule for state-changing API calls", () => {
  it("lets reads through from anywhere", () => {
    expect(isCrossOriginWrite(req("GET", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }), {})).toBe(false);
    expect(isCrossOriginWrite(req("HEAD", { origin: "https://evil.example" }), {})).toBe(false);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "post"])("refuses %s from another origin", (method) => {
    expect(isCrossOriginWrite(req(method, { origin: "https://evil.example" }), {})).toBe(true);
  });

  it("refuses a write the browser marks cross-site, even without Origin", () => {
    expect(isCrossOriginWrite(req("POST", { "sec-fetch-site": "cross-site" }), {})).toBe(true);
  });

  it("refuses the opaque origin 'null' and another port of the same host", () => {
    expect(isCrossOriginWrite(req("POST", { origin: "null" }), {})).toBe(true);
    expect(isCrossOriginWrite(req("POST", { origin: "http://localhost:4000" }), {})).toBe(true);
  });

  it("allows writes from our own origin, the Host header's origin and SITE_URL", () => {
    expect(isCrossOriginWrite(req("POST", { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }), {})).toBe(false);
    expect(isCrossOriginWrite(req("POST", { origin: "http://127.0.0.1:3100", host: "127.0.0.1:3100" }), {})).toBe(false);
    expect(isCrossOriginWrite(req("POST", { origin: "https://shop.example.com" }), { SITE_URL: "https://shop.example.com/" })).toBe(false);
    expect(isCrossOriginWrite(req("POST", { origin: "https://shop.example.com" }), { NEXT_PUBLIC_SITE_URL: "https://shop.example.com" })).toBe(false);
  });

  it("L10: refuses an Origin that only X-Forwarded-Host / X-Forwarded-Proto vouch for", () => {
    const forged = { origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", host: "localhost:3000" };
    expect(isCrossOriginWrite(req("POST", forged), {})).toBe(true);
    expect(isCrossOriginWrite(req("POST", forged), { SITE_URL: "https://shop.example.com" })).toBe(true);
  });

  it("allows writes without browser origin headers (server-to-server, curl)", () => {
    expect(isCrossOriginWrite(req("POST"), {})).toBe(false);
  });

  it("ignores a malformed SITE_URL", () => {
    expect(isCrossOriginWrite(req("POST", { origin: "https://evil.example" }), { SITE_URL: "not a url" })).toBe(true);
  });

  it("answers 403 with the error envelope", async () => {
    const response = crossOriginRefusal();
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: CROSS_ORIGIN_MESSAGE });
  });
});

describe("the /api route handler", () => {
  it("refuses a cross-origin write before it reaches the API", async () => {
    const { POST, DELETE } = await import("@/app/api/[[...route]]/route");
    const init = { method: "POST", headers: { origin: "https://evil.example", "content-type": "application/json" }, body: "{}" };
    const response = await POST(new Request("http://localhost:3000/api/cart/merge", init));
    expect(response.status).toBe(403);
    expect((await DELETE(new Request("http://localhost:3000/api/cart/1", { method: "DELETE", headers: { "sec-fetch-site": "cross-site" } }))).status).toBe(403);
  });

  it("L10: refuses a write whose forged X-Forwarded-Host matches its Origin", async () => {
    const { POST } = await import("@/app/api/[[...route]]/route");
    const headers = { origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", "content-type": "application/json" };
    const response = await POST(new Request("http://localhost:3000/api/users/authenticate", { method: "POST", headers, body: "{}" }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: CROSS_ORIGIN_MESSAGE });
  });
});

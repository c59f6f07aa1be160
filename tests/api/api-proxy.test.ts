/**
 * Issue 22: the storefront on a separate REST API (API_BASE_URL). `/api` (app/api/[[...route]]/route.ts)
 * forwards the browser's calls through lib/api/proxy.ts as a trusted hop: it checks same-origin
 * itself, then sends the backend only what the backend should see. The backends here are real HTTP
 * servers: a recorder, and the API itself (the embedded app on its own database behind the front door
 * with TRUSTED_PROXIES=1 and the same-origin rule, as `node scripts/serve.mjs` serves it).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { GET, POST } from "@/app/api/[[...route]]/route";
import { proxyToBackend } from "@/lib/api/proxy";
import { CATALOG_EXPIRY_PATH, catalogExpiriesSettled } from "@/lib/cache/catalog-expiry";
import { StoreItemsPage } from "@/lib/api/schemas/item";
import { crossOriginRefusal, isCrossOriginWrite } from "@/lib/security/same-origin";
import { applyFrontDoor } from "../../scripts/front-door.mjs";
import { captureLogs } from "../support/logs";
import { data, openTestApi, type TestApi } from "./helpers";

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

type Answer = (received: Received, res: ServerResponse) => void | Promise<void>;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** A backend on a free port that records what reached it (after `before`, e.g. the front door) and answers with `answer`. */
async function startBackend(answer: Answer, before?: (req: IncomingMessage) => void) {
  const received: Received[] = [];
  const server: Server = createServer(async (req, res) => {
    before?.(req);
    const entry = { method: req.method ?? "", url: req.url ?? "", headers: { ...req.headers }, body: await readBody(req) };
    received.push(entry);
    await answer(entry, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { received, url: `http://127.0.0.1:${port}`, close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const okJson: Answer = (_received, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ success: true, data: {} }));
};

const SHOP = "http://localhost:3111";
const VISITOR = "203.0.113.7";

/** A browser's same-origin write as it reaches the storefront's `/api`, after the storefront's front door. */
function browserWrite(path: string, extra: Record<string, string> = {}, body: unknown = { keyword: "" }) {
  return new Request(`${SHOP}${path}`, {
    method: "POST",
    headers: {
      host: "localhost:3111",
      origin: SHOP,
      referer: `${SHOP}/demo`,
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
      "sec-fetch-user": "?1",
      cookie: "sf_session=token-of-the-shopper; other=1",
      "content-type": "application/json",
      accept: "application/json",
      "x-forwarded-for": VISITOR,
      ...extra,
    },
    body: JSON.stringify(body),
  });
}

let previousBaseUrl: string | undefined;
beforeAll(() => {
  previousBaseUrl = process.env.API_BASE_URL;
});
afterAll(() => {
  process.env.API_BASE_URL = previousBaseUrl;
});

describe("issue 22: the /api proxy's header rules", () => {
  it("issue 22: drops the browser's Origin, Referer, Sec-Fetch-*, cookies and client-made forwarding headers; adds the token and appends the visitor to X-Forwarded-For", async () => {
    const backend = await startBackend(okJson);
    process.env.API_BASE_URL = backend.url;
    try {
      const forged = {
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
        "x-forwarded-port": "443",
        forwarded: "for=198.51.100.66;host=evil.example",
        "x-real-ip": "198.51.100.66",
      };
      const contract = { "idempotency-key": "attempt-0123456789", "x-api-version": "2" };
      const response = await POST(browserWrite("/api/store/store-demo/items?page=2&limit=10", { ...forged, ...contract }, { keyword: "dress" }));
      expect(response.status).toBe(200);
      expect(backend.received).toHaveLength(1);
      const { method, url, headers, body } = backend.received[0]!;
      expect(method).toBe("POST");
      expect(url).toBe("/api/store/store-demo/items?page=2&limit=10");
      expect(JSON.parse(body)).toEqual({ keyword: "dress" });
      // (Node's fetch adds a Sec-Fetch-Mode of its own, "cors"; the API reads only Sec-Fetch-Site.)
      expect(headers["sec-fetch-mode"]).not.toBe("navigate");
      for (const name of ["origin", "referer", "sec-fetch-site", "sec-fetch-dest", "sec-fetch-user", "cookie", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded", "x-real-ip"]) {
        expect(headers, name).not.toHaveProperty(name);
      }
      expect(headers["x-access-token"]).toBe("token-of-the-shopper");
      expect(headers["x-forwarded-for"]).toBe(VISITOR);
      expect(headers["content-type"]).toBe("application/json");
      expect(headers).toMatchObject(contract);
    } finally {
      await backend.close();
    }
  });

  it("issue 22: a visitor's own X-Forwarded-For entries are not passed on: the chain starts with the address the storefront determined", async () => {
    const backend = await startBackend(okJson);
    process.env.API_BASE_URL = backend.url;
    try {
      // what Next may append after the front door's single entry
      await GET(new Request(`${SHOP}/api/banners`, { headers: { "x-forwarded-for": `${VISITOR}, 127.0.0.1` } }));
      expect(backend.received[0]!.headers["x-forwarded-for"]).toBe(VISITOR);
    } finally {
      await backend.close();
    }
  });

  it.each([
    ["another Origin", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: cross-site alone", { origin: "", "sec-fetch-site": "cross-site" }],
    ["the opaque Origin 'null'", { origin: "null", "sec-fetch-site": "same-origin" }],
  ])("issue 22: a cross-site write (%s) is refused with 403 before it is forwarded: the backend is never called", async (_name, headers) => {
    const backend = await startBackend(okJson);
    process.env.API_BASE_URL = backend.url;
    try {
      const request = browserWrite("/api/cart/calc", headers);
      if (headers.origin === "") request.headers.delete("origin");
      const response = await POST(request);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ success: false, message: "cross-origin request refused" });
      expect(backend.received).toHaveLength(0);
    } finally {
      await backend.close();
    }
  });

  it("issue 22: the backend's order receipt cookie reaches the browser; any other cookie it sets does not", async () => {
    const backend = await startBackend((_received, res) => {
      res.setHeader("set-cookie", ["sf_order_receipt=abc; Path=/; HttpOnly; SameSite=Lax", "sf_session=planted; Path=/", "tracker=1; Path=/"]);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: true, data: {} }));
    });
    process.env.API_BASE_URL = backend.url;
    try {
      const response = await POST(browserWrite("/api/orders"));
      expect(response.headers.getSetCookie()).toEqual(["sf_order_receipt=abc; Path=/; HttpOnly; SameSite=Lax"]);
    } finally {
      await backend.close();
    }
  });
});

describe("issue 22: the storefront in front of the API on its own host", () => {
  let api: TestApi;
  let trustedProxies = 1;
  let backend: Awaited<ReturnType<typeof startBackend>>;

  beforeAll(async () => {
    api = await openTestApi();
    // What `node scripts/serve.mjs` runs on the API's host: the front door, then route.ts without API_BASE_URL.
    backend = await startBackend(
      async (received, res) => {
        // As Next builds it on the API's host: its own origin, http://localhost:<its port>.
        const port = new URL(backend.url).port;
        const request = new Request(`http://localhost:${port}${received.url}`, {
          method: received.method,
          headers: Object.entries(received.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)] as [string, string]])),
          body: received.method === "GET" || received.method === "HEAD" ? undefined : received.body,
        });
        const response = isCrossOriginWrite(request, { PORT: port }) ? crossOriginRefusal() : await api.app.fetch(request);
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      },
      (req) => applyFrontDoor(req, { trustedProxies }),
    );
    process.env.API_BASE_URL = backend.url;
  });
  afterAll(async () => {
    await backend.close();
    await api.close();
  });

  it("issue 22: a browser's same-origin write through the storefront is answered by the API (page 2 of the infinite scroll), not refused as cross-site", async () => {
    const response = await POST(browserWrite("/api/store/store-demo/items?page=2&limit=10", {}, {}));
    const page = await data(response, StoreItemsPage);
    expect(page.datas.length).toBeGreaterThan(0);
  });

  it("issue 22: the API still refuses a browser that calls it directly from another origin", async () => {
    const response = await fetch(`${backend.url}/api/store/store-demo/items?page=2&limit=10`, {
      method: "POST",
      headers: { origin: SHOP, "sec-fetch-site": "cross-site", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
  });

  it("issue 22: with TRUSTED_PROXIES=1 the API learns the visitor's address; with 0 every visitor is the storefront", async () => {
    trustedProxies = 1;
    await GET(new Request(`${SHOP}/api/banners`, { headers: { "x-forwarded-for": VISITOR } }));
    expect(backend.received.at(-1)?.headers["x-forwarded-for"]).toBe(VISITOR);
    trustedProxies = 0;
    await GET(new Request(`${SHOP}/api/banners`, { headers: { "x-forwarded-for": VISITOR } }));
    expect(backend.received.at(-1)?.headers["x-forwarded-for"]).toBe("127.0.0.1");
    trustedProxies = 1;
  });
});

describe("issue 22: the API's catalogue changes reach the storefront's cache", () => {
  it("issue 22: an answer with x-catalog-changed expires the storefront's cached catalogue and runs its change listeners", async () => {
    // The storefront expires its cache through its own signed route (lib/cache/catalog-expiry.ts): its calls are counted here.
    const realFetch = globalThis.fetch;
    const expiries: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url).pathname === CATALOG_EXPIRY_PATH) {
        expiries.push(url);
        return new Response(null, { status: 204 });
      }
      return realFetch(input, init);
    });
    const listener = vi.fn();
    const global = globalThis as typeof globalThis & { __storefrontCatalogListeners?: Set<() => void> };
    (global.__storefrontCatalogListeners ??= new Set()).add(listener);
    const backend = await startBackend((received, res) => {
      res.writeHead(200, { "content-type": "application/json", ...(received.url.includes("changes") ? { "x-catalog-changed": "1" } : {}) });
      res.end(JSON.stringify({ success: true, data: {} }));
    });
    try {
      await proxyToBackend(browserWrite("/api/cart/calc"), backend.url);
      expect(expiries).toHaveLength(0);
      await proxyToBackend(browserWrite("/api/store/changes"), backend.url);
      await catalogExpiriesSettled();
      expect(expiries).toHaveLength(1);
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      await backend.close();
      vi.restoreAllMocks();
      global.__storefrontCatalogListeners?.delete(listener);
    }
  });
});

describe("issue 22: server rendering's calls to the backend", () => {
  it("issue 22: no `cache: no-store` reaches Next's fetch (it would fail the pages that render statically); Next's own errors are not logged as a backend failure", async () => {
    const { fetchUpstream } = await import("@/lib/api/upstream");
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(Response.json({ success: true, data: {} }));
    try {
      const { lines } = await captureLogs(async () => {
        await fetchUpstream("http://127.0.0.1:1/api/banners", { method: "GET", cache: "no-store", headers: { accept: "application/json" } });
        expect(fetch.mock.calls[0]![1]).not.toHaveProperty("cache");
        expect(fetch.mock.calls[0]![1]).toMatchObject({ method: "GET", headers: { accept: "application/json" } });
        const dynamic = Object.assign(new Error("Dynamic server usage"), { digest: "DYNAMIC_SERVER_USAGE" });
        fetch.mockRejectedValueOnce(dynamic);
        await expect(fetchUpstream("http://127.0.0.1:1/api/banners", { method: "GET" })).rejects.toBe(dynamic);
      });
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      fetch.mockRestore();
    }
  });
});

describe("issue 22: a backend that is down, failing or slow", () => {
  /** The error lines logged while `body` runs, by their message. */
  const errorsOf = async (body: () => Promise<unknown>) => (await captureLogs(body)).lines.filter((line) => line.level >= 50).map((line) => String(line.msg));

  it("issue 22: an unreachable backend is a 502 in the error envelope, logged as a network error", async () => {
    const backend = await startBackend(okJson);
    await backend.close();
    let response!: Response;
    const errors = await errorsOf(async () => (response = await proxyToBackend(browserWrite("/api/cart/calc"), backend.url)));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ success: false, message: "a server error occurred." });
    expect(errors).toEqual(["network error (unreachable): POST /api/cart/calc"]);
  });

  it("issue 22: a backend's 5xx is passed on as it is, logged as an upstream error (not a network error)", async () => {
    const backend = await startBackend((_received, res) => {
      res.writeHead(503, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: false, message: "Down for maintenance." }));
    });
    try {
      let response!: Response;
      const errors = await errorsOf(async () => (response = await proxyToBackend(browserWrite("/api/cart/calc?email=a@b.example"), backend.url)));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ success: false, message: "Down for maintenance." });
      // the path without its query (it may carry an email)
      expect(errors).toEqual(["upstream error: POST /api/cart/calc answered 503"]);
    } finally {
      await backend.close();
    }
  });

  it("issue 22: a backend that does not answer in time is a 504, logged as a timeout", async () => {
    const backend = await startBackend(() => new Promise(() => {}));
    try {
      let response!: Response;
      const errors = await errorsOf(async () => (response = await proxyToBackend(browserWrite("/api/cart/calc"), backend.url, { timeoutMs: 200 })));
      expect(response.status).toBe(504);
      expect(errors).toEqual(["network error (timeout): POST /api/cart/calc"]);
    } finally {
      await backend.close();
    }
  });
});

/** The front door's page cache (scripts/page-cache.mjs, issue 11): what it keeps, for how long, and for whom. */
import { createServer, request, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { catalogChanged } from "@/server/catalog/changes";
import { FRONT_DOOR_IDLE_MS, NEXT_KEEP_ALIVE_MS, parseCacheSeconds, proxyTo, withPageCache } from "../../scripts/page-cache.mjs";

type Answer = { status?: number; headers?: OutgoingHttpHeaders; chunks?: string[] };
type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

const PAGE_HEADERS = { "content-type": "text/html; charset=utf-8", "x-nextjs-cache": "HIT", "cache-control": "s-maxage=60, stale-while-revalidate=31535940", vary: "rsc, next-router-state-tree, Accept-Encoding" };

let server: Server | undefined;
let upstream: Server | undefined;
/** Holds "Next" before it answers (a slow render); resolved at once unless a test sets it. */
let gateNext: () => Promise<void> = () => Promise.resolve();
afterEach(async () => {
  gateNext = () => Promise.resolve();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  await new Promise<void>((done) => (upstream ? upstream.close(() => done()) : done()));
  upstream = undefined;
});

/**
 * A "Next" that answers with `answer(req)` and counts its calls, on a server of its own, and the page
 * cache in front of it as a reverse proxy, as scripts/serve.mjs runs them. `clock.now` is the cache's time.
 */
async function serve(answer: (req: IncomingMessage) => Answer, seconds = 1) {
  const clock = { now: 1_000_000 };
  let calls = 0;
  const next = async (req: IncomingMessage, res: ServerResponse) => {
    calls += 1;
    await gateNext();
    const { status = 200, headers = PAGE_HEADERS, chunks = [`page ${calls}`] } = answer(req);
    res.writeHead(status, headers);
    for (const chunk of chunks.slice(0, -1)) res.write(chunk);
    res.end(chunks.at(-1));
  };
  upstream = createServer((req, res) => void next(req, res));
  upstream.keepAliveTimeout = 100;
  await new Promise<void>((done) => upstream!.listen(0, "127.0.0.1", done));
  const handle = withPageCache(proxyTo({ host: "127.0.0.1", port: (upstream.address() as AddressInfo).port }), { seconds, now: () => clock.now });
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  const ask = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method: init.method ?? "GET", headers: init.headers }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    });
  return { ask, clock, calls: () => calls };
}

describe("the front door's page cache", () => {
  it("answers a page Next served from its cache again without asking Next, headers and body alike", async () => {
    const { ask, calls } = await serve(() => ({ chunks: ["<html>", "streamed ", "page</html>"] }));
    const first = await ask("/demo");
    const second = await ask("/demo");
    expect(calls()).toBe(1);
    expect(second.body).toBe("<html>streamed page</html>");
    expect(second.body).toBe(first.body);
    expect(second.headers["x-front-door-cache"]).toBe("HIT");
    expect(first.headers["x-front-door-cache"]).toBeUndefined();
    expect(second.headers["content-type"]).toBe(PAGE_HEADERS["content-type"]);
    expect(second.headers["cache-control"]).toBe(PAGE_HEADERS["cache-control"]);
    expect(second.headers["content-length"]).toBe(String(first.body.length));
  });

  it("keeps a copy as long as configured; then one request fetches a fresh one while the others get the old one", async () => {
    let release = () => {};
    let slow = false;
    const { ask, clock, calls } = await serve(() => ({}), 1);
    await ask("/demo");
    clock.now += 999;
    expect((await ask("/demo")).headers["x-front-door-cache"]).toBe("HIT");
    clock.now += 1;
    // Next takes its time for the refresh: meanwhile the copy answers, marked stale.
    slow = true;
    const gate = new Promise<void>((done) => (release = done));
    gateNext = () => (slow ? gate : Promise.resolve());
    const refresh = ask("/demo");
    await expect.poll(calls).toBe(2);
    const meanwhile = await ask("/demo");
    expect(meanwhile.headers["x-front-door-cache"]).toBe("STALE");
    expect(meanwhile.body).toBe("page 1");
    release();
    expect((await refresh).body).toBe("page 2");
    expect((await ask("/demo")).body).toBe("page 2");
    expect(calls()).toBe(2);
  });

  it("never answers with a copy older than two lifetimes", async () => {
    const { ask, clock, calls } = await serve(() => ({}), 1);
    await ask("/demo");
    clock.now += 2000;
    expect((await ask("/demo")).body).toBe("page 2");
    expect(calls()).toBe(2);
  });

  it("never keeps what is not the same for everyone, or what Next itself rendered for this request", async () => {
    const cases: Answer[] = [
      { headers: { ...PAGE_HEADERS, "x-nextjs-cache": "MISS" } },
      { headers: { ...PAGE_HEADERS, "x-nextjs-cache": "STALE" } },
      { headers: { "content-type": "text/html" } },
      { headers: { ...PAGE_HEADERS, "set-cookie": "sf_session=abc" } },
      { headers: { ...PAGE_HEADERS, "cache-control": "private, no-store" } },
      { headers: { ...PAGE_HEADERS, vary: "Cookie" } },
      { headers: { ...PAGE_HEADERS, vary: "*" } },
      { status: 404 },
    ];
    for (const answer of cases) {
      const { ask, calls } = await serve(() => answer);
      await ask("/demo");
      const again = await ask("/demo");
      expect(again.headers["x-front-door-cache"], JSON.stringify(answer)).toBeUndefined();
      expect(calls(), JSON.stringify(answer)).toBe(2);
      await new Promise<void>((done) => server!.close(() => done()));
      server = undefined;
    }
  });

  it("never answers a server action, another method or a draft-mode visitor from the cache", async () => {
    const { ask, calls } = await serve(() => ({}));
    await ask("/demo");
    expect((await ask("/demo", { method: "POST" })).headers["x-front-door-cache"]).toBeUndefined();
    expect((await ask("/demo", { headers: { "next-action": "abc" } })).headers["x-front-door-cache"]).toBeUndefined();
    expect((await ask("/demo", { headers: { cookie: "a=1; __prerender_bypass=x" } })).headers["x-front-door-cache"]).toBeUndefined();
    expect(calls()).toBe(4);
  });

  it("keys copies by the request headers the answer varies on: a client navigation never gets the HTML", async () => {
    const { ask, calls } = await serve((req) => ({ chunks: [req.headers.rsc ? "rsc payload" : "<html>"] }));
    await ask("/demo");
    expect((await ask("/demo", { headers: { rsc: "1" } })).body).toBe("rsc payload");
    expect((await ask("/demo", { headers: { rsc: "1" } })).headers["x-front-door-cache"]).toBe("HIT");
    expect((await ask("/demo")).body).toBe("<html>");
    expect((await ask("/demo", { headers: { "accept-encoding": "gzip" } })).headers["x-front-door-cache"]).toBeUndefined();
    expect(calls()).toBe(3);
  });

  it("drops every copy when the API announces a catalogue change (a sold-out item never looks buyable here)", async () => {
    const { ask, calls } = await serve(() => ({}), 60);
    await ask("/demo");
    await ask("/demo/item/store-demo/itm-001");
    catalogChanged();
    expect((await ask("/demo")).body).toBe("page 3");
    expect((await ask("/demo/item/store-demo/itm-001")).body).toBe("page 4");
    expect(calls()).toBe(4);
  });

  it("follows the HTTP caching rules (http-cache-semantics): a client's no-cache goes to Next, max-age=0 or private is never kept", async () => {
    const { ask, calls } = await serve((req) => ({
      headers: req.url === "/zero" ? { ...PAGE_HEADERS, "cache-control": "s-maxage=0" } : req.url === "/private" ? { ...PAGE_HEADERS, "cache-control": "private, max-age=60" } : PAGE_HEADERS,
    }));
    await ask("/demo");
    expect((await ask("/demo", { headers: { "cache-control": "no-cache" } })).headers["x-front-door-cache"]).toBeUndefined();
    expect(calls()).toBe(2);
    for (const path of ["/zero", "/private"]) {
      await ask(path);
      expect((await ask(path)).headers["x-front-door-cache"], path).toBeUndefined();
    }
    expect(calls()).toBe(6);
  });

  it("gives every request an id (the caller's when well-formed) and a copy answers with the asker's, not the first one's", async () => {
    const seen: (string | undefined)[] = [];
    const { ask } = await serve((req) => {
      seen.push(req.headers["x-request-id"] as string | undefined);
      return {};
    });
    await ask("/demo", { headers: { "x-request-id": "first-request" } });
    const copy = await ask("/demo", { headers: { "x-request-id": "second-request" } });
    expect(seen).toEqual(["first-request"]);
    expect(copy.headers["x-front-door-cache"]).toBe("HIT");
    expect(copy.headers["x-request-id"]).toBe("second-request");
    await ask("/other", { headers: { "x-request-id": "bad id with spaces" } });
    expect(seen[1]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers HEAD from a GET's copy without a body", async () => {
    const { ask, calls } = await serve(() => ({}));
    await ask("/demo");
    const head = await ask("/demo", { method: "HEAD" });
    expect(head.headers["x-front-door-cache"]).toBe("HIT");
    expect(head.body).toBe("");
    expect(calls()).toBe(1);
  });

  it("answers 304 to a client that already holds the copy's version", async () => {
    const { ask } = await serve(() => ({ headers: { ...PAGE_HEADERS, etag: '"v1"' } }));
    await ask("/demo");
    const revalidated = await ask("/demo", { headers: { "if-none-match": '"v0", "v1"' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
    expect((await ask("/demo", { headers: { "if-none-match": '"v0"' } })).status).toBe(200);
  });

  it("is off with 0 seconds", async () => {
    const { ask, calls } = await serve(() => ({}), 0);
    await ask("/demo");
    expect((await ask("/demo")).headers["x-front-door-cache"]).toBeUndefined();
    expect(calls()).toBe(2);
  });
});

describe("FRONT_DOOR_CACHE_SECONDS", () => {
  it("is 1 s unless set; whole seconds up to 60; anything else is refused", () => {
    expect(parseCacheSeconds(undefined)).toBe(1);
    expect(parseCacheSeconds(" ")).toBe(1);
    expect(parseCacheSeconds("0")).toBe(0);
    expect(parseCacheSeconds("60")).toBe(60);
    expect(parseCacheSeconds("61")).toBeNull();
    expect(parseCacheSeconds("1.5")).toBeNull();
    expect(parseCacheSeconds("-1")).toBeNull();
  });
});

describe("the front door's connections to Next", () => {
  // Finding (CI 2026-11-28, remote project, CART-10): a PUT to the cart came back "Bad gateway" from the front door
  // 5.4 s after the page's last call: Next's keep-alive timeout and the front door's pool let the same idle
  // connection go at the same moment, and Next's close crossed the request. The front door now closes idle
  // connections itself, well before Next (which serve.mjs gives the longer timeout).
  it("closes an idle connection to Next before Next's keep-alive timeout does", async () => {
    let closedByFrontDoor = false;
    upstream = createServer((_req, res) => res.end("ok"));
    upstream.keepAliveTimeout = 5_000;
    upstream.on("connection", (socket) => socket.on("end", () => (closedByFrontDoor = true)));
    await new Promise<void>((done) => upstream!.listen(0, "127.0.0.1", done));
    const forward = proxyTo({ host: "127.0.0.1", port: (upstream.address() as AddressInfo).port }, { idleMs: 100 });
    server = createServer((req, res) => void forward(req, res));
    await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
    const { port } = server.address() as AddressInfo;
    const body = await new Promise<string>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: "/api/cart", method: "PUT", agent: false }, (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve(text));
      });
      req.on("error", reject);
      req.end("{}");
    });
    expect(body).toBe("ok");
    await new Promise((done) => setTimeout(done, 400));
    expect(closedByFrontDoor).toBe(true);
  });

  it("gives Next the longer keep-alive: the front door is always the side that closes", () => {
    expect(NEXT_KEEP_ALIVE_MS).toBeGreaterThan(FRONT_DOOR_IDLE_MS + 5_000);
  });
});

/** The front door (scripts/serve.mjs, rules in scripts/front-door.mjs): one trustworthy client address per request (finding M1). */
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { trustedProxyCount } from "@/lib/config/deployment";
import { ALLOWED_METHODS, FORWARDED_WITHOUT_TRUST, clientAddress, normalizeAddress, parseTrustedProxies, wrapRequestHandler } from "../../scripts/front-door.mjs";

const resolve = (forwardedFor: string | undefined, trustedProxies: number, socketAddress = "192.0.2.10") =>
  clientAddress({ forwardedFor, socketAddress, trustedProxies });

describe("clientAddress", () => {
  it("M1: with no trusted proxy a client-sent X-Forwarded-For is ignored: the socket's peer is the client", () => {
    expect(resolve("6.6.6.6", 0)).toBe("192.0.2.10");
    expect(resolve("6.6.6.6, 7.7.7.7", 0)).toBe("192.0.2.10");
    expect(resolve(undefined, 0)).toBe("192.0.2.10");
  });

  it("M1: behind one proxy takes the entry it appended, not what the client put before it", () => {
    // the client sent "6.6.6.6"; the proxy (the socket's peer) appended the address it saw
    expect(resolve("6.6.6.6, 203.0.113.5", 1)).toBe("203.0.113.5");
    expect(resolve("203.0.113.5", 1)).toBe("203.0.113.5");
  });

  it("M1: behind two proxies takes the entry two hops back", () => {
    expect(resolve("6.6.6.6, 203.0.113.5, 10.0.0.2", 2)).toBe("203.0.113.5");
    expect(resolve("203.0.113.5, 10.0.0.2", 2)).toBe("203.0.113.5");
  });

  it("M1: an absent or short header falls back to the leftmost address there is", () => {
    expect(resolve(undefined, 1)).toBe("192.0.2.10");
    expect(resolve("", 2)).toBe("192.0.2.10");
    expect(resolve("203.0.113.5", 3)).toBe("203.0.113.5");
  });

  it("M1: a malformed entry at the client's spot gives way to the nearest well-formed hop to its right", () => {
    expect(resolve("junk, 10.0.0.2", 2)).toBe("10.0.0.2");
    expect(resolve("203.0.113.5, not-an-ip", 1)).toBe("192.0.2.10");
    expect(resolve(" , ,203.0.113.5,, ", 1)).toBe("203.0.113.5");
    expect(resolve("unknown", 1)).toBe("192.0.2.10");
  });

  it("normalises IPv4-mapped IPv6, ports and brackets", () => {
    expect(resolve(undefined, 0, "::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(resolve("203.0.113.5:4711", 1)).toBe("203.0.113.5");
    expect(resolve("[2001:DB8::1]:443", 1)).toBe("2001:db8::1");
    expect(normalizeAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(normalizeAddress("::ffff:zz")).toBeNull();
    expect(normalizeAddress(undefined)).toBeNull();
  });

  it("answers null only when the socket has no address either", () => {
    expect(clientAddress({ forwardedFor: undefined, socketAddress: undefined, trustedProxies: 0 })).toBeNull();
  });
});

describe("parseTrustedProxies", () => {
  it("M1: follows the same rule as trustedProxyCount (lib/config/deployment.ts)", () => {
    for (const raw of [undefined, "", "  ", "0", "1", " 2 ", "12", "99", "100", "-1", "1.5", "one", "0x1"]) {
      expect(parseTrustedProxies(raw), String(raw)).toBe(trustedProxyCount({ TRUSTED_PROXIES: raw }));
    }
    expect(parseTrustedProxies("one")).toBeNull();
  });
});

describe("wrapRequestHandler in a real HTTP server", () => {
  let server: Server;
  let seen: IncomingHttpHeaders[];
  const serve = async (trustedProxies: number, options: { warnForwarded?: boolean; warn?: (message: string) => void } = {}) => {
    seen = [];
    const handler = wrapRequestHandler(
      (req, res) => {
        seen.push({ ...req.headers });
        res.end("ok");
      },
      { trustedProxies, ...options },
    );
    server = createServer(handler);
    // every interface, as serve.mjs: on a dual-stack host the peer then reads ::ffff:127.0.0.1
    await new Promise<void>((done) => server.listen(0, done));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  };
  afterEach(() => new Promise<void>((done) => server.close(() => done())));

  const SPOOFED = {
    "x-forwarded-for": "6.6.6.6",
    "x-real-ip": "6.6.6.6",
    forwarded: "for=6.6.6.6;host=evil.example;proto=https",
    "x-forwarded-host": "evil.example",
    "x-forwarded-proto": "https",
    "x-forwarded-port": "443",
  };

  it("M1: a spoofed X-Forwarded-For never reaches the handler; neither do the other forwarding headers", async () => {
    const url = await serve(0);
    for (let i = 0; i < 2; i++) expect(await (await fetch(url, { headers: { ...SPOOFED, "x-forwarded-for": `6.6.6.${i}` } })).text()).toBe("ok");
    expect(seen).toHaveLength(2);
    for (const headers of seen) {
      expect(headers["x-forwarded-for"]).toBe("127.0.0.1");
      for (const name of ["x-real-ip", "forwarded", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"]) expect(headers[name], name).toBeUndefined();
    }
  });

  it("M1: behind one trusted proxy the handler sees the hop it appended, and its proto", async () => {
    const url = await serve(1);
    await fetch(url, { headers: { ...SPOOFED, "x-forwarded-for": "6.6.6.6, 203.0.113.5" } });
    expect(seen[0]).toMatchObject({ "x-forwarded-for": "203.0.113.5", "x-forwarded-proto": "https" });
    expect(seen[0]!["x-forwarded-host"]).toBeUndefined();
  });

  it("N27: in production, the first request with an X-Forwarded-For while TRUSTED_PROXIES is 0 prints one warning", async () => {
    const warn = vi.fn();
    const url = await serve(0, { warnForwarded: true, warn });
    await fetch(url);
    expect(warn).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i++) await fetch(url, { headers: { "x-forwarded-for": "203.0.113.5" } });
    expect(warn.mock.calls).toEqual([[FORWARDED_WITHOUT_TRUST]]);
    expect(FORWARDED_WITHOUT_TRUST).toContain("set TRUSTED_PROXIES");
  });

  it("N27: no warning behind trusted proxies, nor outside production", async () => {
    const warn = vi.fn();
    let url = await serve(1, { warnForwarded: true, warn });
    await fetch(url, { headers: { "x-forwarded-for": "203.0.113.5" } });
    await new Promise<void>((done) => server.close(() => done()));
    url = await serve(0, { warn });
    await fetch(url, { headers: { "x-forwarded-for": "203.0.113.5" } });
    expect(warn).not.toHaveBeenCalled();
  });

  it("L4: TRACE is refused with 405 and an Allow header, never handed to Next (which answered 500)", async () => {
    const url = new URL(await serve(0));
    const status = await new Promise<{ code?: number; allow?: string; body: string }>((done, fail) => {
      const req = request({ host: url.hostname, port: url.port, path: "/api/health", method: "TRACE" }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => done({ code: res.statusCode, allow: res.headers.allow, body }));
      });
      req.on("error", fail);
      req.end();
    });
    expect(status).toEqual({ code: 405, allow: ALLOWED_METHODS, body: JSON.stringify({ success: false, message: "Method not allowed." }) });
    expect(seen).toHaveLength(0);
  });
});

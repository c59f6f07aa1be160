/**
 * Stand-ins for what server actions and server components read from Next, for the tests that run them
 * on the embedded API (tests/api): `next/headers` (the visitor's address and a cookie jar) and
 * `lib/api/server` (API clients that call the test's app in-process, as the real ones call the embedded
 * API). `vi.mock` is per file, so a test file wires them with
 *
 *   vi.mock("next/headers", () => import("../support/next-server").then((m) => m.nextHeaders));
 *   vi.mock("@/lib/api/server", () => import("../support/next-server").then((m) => m.serverApi));
 *
 * and then calls `serveFrom(() => api)`. `visitor`, `jar` and `apiRequests` are the test's to set and read.
 */
import { createApiClient } from "@/lib/api/http";
import { SESSION_COOKIE } from "@/lib/session";

interface App {
  request(request: Request): Response | Promise<Response>;
}

let currentApp: (() => { app: App }) | null = null;

/** Points the API stand-ins at the test's embedded API (a getter: the API may be opened in `beforeAll`). */
export function serveFrom(api: () => { app: App }) {
  currentApp = api;
}

/** The request the code under test is answering: the visitor's address (X-Forwarded-For, as the front door sets it). */
export const visitor = { ip: "203.0.113.9" };
/** The request's cookies; what the code sets lands here too (a session cookie makes `sessionApi` signed in). */
export const jar = new Map<string, string>();
/** Every request the stand-in clients sent, in order. */
export const apiRequests: Request[] = [];

export const nextHeaders = {
  headers: async () => new Headers({ "x-forwarded-for": visitor.ip, host: "shop.test" }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
};

function client(token: string | null, headers?: Record<string, string>) {
  return createApiClient({
    baseUrl: "http://embedded",
    token,
    headers,
    fetch: async (input, init) => {
      if (!currentApp) throw new Error("serveFrom(() => api) was not called");
      const request = new Request(input, init);
      apiRequests.push(request.clone());
      return currentApp().app.request(request);
    },
  });
}

export const serverApi = {
  publicApi: async (headers?: Record<string, string>) => client(null, headers),
  tokenApi: async (token: string, headers?: Record<string, string>) => client(token, headers),
  sessionApi: async (headers?: Record<string, string>) => client(jar.get(SESSION_COOKIE) ?? null, headers),
};

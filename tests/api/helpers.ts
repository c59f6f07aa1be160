/** Shared set-up for the API tests: one seeded in-memory PGlite and one app per test file. */
import type { z } from "zod";
import { ApiErrorBody, envelope } from "@/lib/api/schemas/common";
import { createApp, type App, type AppOptions } from "@/server/app";
import { closeDatabase, openDatabase, type Database } from "@/server/db/client";

export interface TestApi {
  app: App;
  db: Database;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  put(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export async function openTestApi(options: AppOptions = {}): Promise<TestApi> {
  return testApiOn(await openDatabase("memory://"), options);
}

/** An app on a database opened elsewhere (a second app on one database is a second server process). */
export function testApiOn(db: Database, options: AppOptions = {}): TestApi {
  const app = createApp(Promise.resolve(db), options);
  const send = (method: string) => (path: string, body: unknown, headers: Record<string, string> = {}) =>
    Promise.resolve(
      app.request(path, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    );
  return {
    app,
    db,
    get: (path, headers = {}) => Promise.resolve(app.request(path, { headers })),
    post: send("POST"),
    put: send("PUT"),
    close: () => closeDatabase(db),
  };
}

/**
 * One test API per test file: opens it before the file's tests and closes it after them. The handle delegates to the open API,
 * so it can be declared at the top of a file: `const api = fileTestApi({ limits });`.
 */
export function fileTestApi(options: AppOptions = {}): TestApi {
  let opened: TestApi | undefined;
  beforeAll(async () => {
    opened = await openTestApi(options);
  });
  afterAll(() => opened?.close());
  const current = () => {
    if (!opened) throw new Error("fileTestApi: the API opens in beforeAll; use it inside a test or a hook");
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get: (...args) => current().get(...args),
    post: (...args) => current().post(...args),
    put: (...args) => current().put(...args),
    close: () => current().close(),
  };
}

/** Asserts a 2xx envelope and returns `data` parsed with the contract schema. */
export async function data<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const body: unknown = await response.json();
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status}: ${JSON.stringify(body)}`);
  const parsed = envelope(schema).parse(body) as { data: z.output<S> };
  return parsed.data;
}

/** Asserts an error envelope with the given status and returns it. */
export async function failure(response: Response, status: number): Promise<z.output<typeof ApiErrorBody>> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return ApiErrorBody.parse(body);
}

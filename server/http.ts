/**
 * Wire conventions of the embedded API (lib/api/http.ts is the client side):
 * success = 2xx `{ success: true, data }`; failure = non-2xx `{ success: false, message, error_code?, issues? }`.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import type { z } from "zod";
import type { Database } from "./db/client";
import { log } from "../lib/log";

export type AppEnv = {
  Variables: {
    /** the database, opened on first use */
    db: () => Promise<Database>;
  };
};

export type Issue = { path: string; message: string };

/** Thrown by handlers for an expected failure; turned into the error envelope by onError. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429,
    message: string,
    readonly issues?: Issue[],
    readonly errorCode?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const SERVER_ERROR_MESSAGE = "a server error occurred.";

export function errorBody(message: string, issues?: Issue[], errorCode?: number) {
  return {
    success: false as const,
    message,
    ...(errorCode !== undefined ? { error_code: errorCode } : {}),
    ...(issues && issues.length ? { issues } : {}),
  };
}

export function issuesOf(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

const TARGET_NAMES: Record<string, string> = { json: "request body", query: "query string", param: "path", header: "headers", cookie: "cookies", form: "form" };

/** One readable sentence for the first problem, e.g. `Invalid request body: items.0.units: Too big…`. */
export function validationMessage(target: string, issues: Issue[]): string {
  const first = issues[0];
  const where = TARGET_NAMES[target] ?? target;
  if (!first) return `Invalid ${where}.`;
  return `Invalid ${where}: ${first.path ? `${first.path}: ` : ""}${first.message}`;
}

/** The defaultHook of every OpenAPI route: a failed request validation answers 400. */
export function validationHook(result: { success: boolean; target: string; error?: unknown }, c: Context) {
  if (result.success) return;
  const issues = issuesOf(result.error as z.ZodError);
  return c.json(errorBody(validationMessage(result.target, issues), issues), 400);
}

/**
 * A successful response, checked against its contract schema. A response that breaks the contract
 * is a server bug: it throws (500, logged) rather than sending the client something it cannot read.
 */
export function ok<S extends z.ZodType, C extends 200 | 201 = 200>(c: Context, schema: S, data: z.input<S>, status: C = 200 as C) {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`response does not match its schema: ${JSON.stringify(issuesOf(parsed.error).slice(0, 5))}`);
  }
  return c.json({ success: true as const, data: parsed.data as z.output<S> }, status);
}

export function onError(error: Error, c: Context) {
  if (error instanceof ApiError) return c.json(errorBody(error.message, error.issues, error.errorCode), error.status);
  if (error instanceof HTTPException) {
    const status = error.status;
    const message =
      status === 400 && /json/i.test(error.message)
        ? "Malformed JSON in request body."
        : status === 415
          ? "Unsupported Media Type: send the body as application/json."
          : error.message || "Bad request.";
    if (status >= 500) return serverError(error, c);
    return c.json(errorBody(message), status);
  }
  return serverError(error, c);
}

/**
 * A 500, logged by its route's pattern (the path itself may hold a token) and without the values of
 * any query behind it (finding L5).
 */
function serverError(error: Error, c: Context) {
  log.error({ err: error, method: c.req.method, route: routePath(c, -1) }, "API request failed");
  return c.json(errorBody(SERVER_ERROR_MESSAGE), 500);
}

export function notFound(c: Context) {
  return c.json(errorBody(`No API route for ${c.req.method} ${c.req.path}.`), 404);
}

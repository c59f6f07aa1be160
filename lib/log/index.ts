/**
 * The one logger (issue 23): pino, JSON lines on stdout with a level, a time and, inside a request,
 * its id (`reqId`, from the request's `x-request-id` or one made up: proxy.ts, app/api, server/app.ts).
 * Errors go under `err` and are written by the error sanitiser (./error-log.ts): never with the
 * values a query carried. LOG_LEVEL picks the level (default info; silent under vitest).
 *
 *   log.info({ order: number }, "order placed");
 *   log.error({ err: error }, "could not send the confirmation");
 *
 * Shared with the embedded API (eslint.config.mjs, SHARED_WITH_SERVER). ESLint's no-console keeps
 * `console.*` out of the server code.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { pino } from "pino";
import { logLevelFrom } from "../config/server";
import { describeError } from "./error-log";

const requestIds = new AsyncLocalStorage<string>();

/** Runs `body` with every log line it makes carrying `reqId: id`. */
export function withRequestId<T>(id: string, body: () => T): T {
  return requestIds.run(id, body);
}

export const log = pino({
  level: logLevelFrom(process.env),
  base: { pid: process.pid },
  serializers: { err: (error: unknown) => describeError(error) },
  mixin: () => {
    const reqId = requestIds.getStore();
    return reqId ? { reqId } : {};
  },
  // Written with process.stdout.write (no worker thread, no transport): tests can read it there.
}, process.stdout);

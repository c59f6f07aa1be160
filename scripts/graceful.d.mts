// Types for scripts/graceful.mjs (plain Node, imported by server/api-main.ts).
import type { IncomingMessage, Server, ServerResponse } from "node:http";

interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const FRESH_CONNECTION_MS: number;
export function serveUntilStopped(
  server: Server,
  options: { handle: (req: IncomingMessage, res: ServerResponse) => unknown; close: () => Promise<unknown>; graceSeconds: number; log: Logger },
): { stop(reason: string): Promise<void> };

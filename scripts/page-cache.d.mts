// Types for scripts/page-cache.mjs (plain Node, imported by the TypeScript tests).
import type { IncomingMessage, ServerResponse } from "node:http";

export interface PageCacheOptions {
  /** FRONT_DOOR_CACHE_SECONDS: how long a copy is kept; 0 turns the cache off */
  seconds?: number;
  /** the clock, in ms (tests move it) */
  now?: () => number;
}

export function parseCacheSeconds(raw: string | undefined): number | null;
export function withPageCache<R>(
  handler: (req: IncomingMessage, res: ServerResponse) => R,
  options?: PageCacheOptions,
): (req: IncomingMessage, res: ServerResponse) => R | Promise<void>;

// Types for scripts/page-cache.mjs (plain Node, imported by the TypeScript tests).
import type { IncomingHttpHeaders, IncomingMessage, RequestOptions, ServerResponse } from "node:http";

export interface PageCacheOptions {
  /** FRONT_DOOR_CACHE_SECONDS: how long a copy is kept; 0 keeps nothing */
  seconds?: number;
  /** the clock, in ms (tests move it) */
  now?: () => number;
}

/** Sees a whole answer once it ended: status, headers, body. */
export type Observe = (status: number | undefined, headers: IncomingHttpHeaders, body: Buffer) => void;
export type Forward = (req: IncomingMessage, res: ServerResponse, observe?: Observe) => Promise<void>;

export function parseCacheSeconds(raw: string | undefined): number | null;
export const FRONT_DOOR_IDLE_MS: number;
export const NEXT_KEEP_ALIVE_MS: number;
export function proxyTo(upstream: Pick<RequestOptions, "socketPath" | "host" | "port">, options?: { idleMs?: number }): Forward;
export function withPageCache(forward: Forward, options?: PageCacheOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void>;

// Types for scripts/front-door.mjs (plain Node, imported by the TypeScript tests).
import type { IncomingMessage, ServerResponse } from "node:http";

export interface FrontDoorOptions {
  /** TRUSTED_PROXIES: reverse proxies in front of the shop that append to X-Forwarded-For */
  trustedProxies: number;
}

export interface WrapOptions extends FrontDoorOptions {
  /** warn once when an X-Forwarded-For arrives while trustedProxies is 0 (SHOP_ENV=production, finding N27) */
  warnForwarded?: boolean;
  warn?: (message: string) => void;
}

export function parseTrustedProxies(raw: string | undefined): number | null;
export function normalizeAddress(raw: string | undefined): string | null;
export function clientAddress(input: { forwardedFor: string | undefined; socketAddress: string | undefined; trustedProxies: number }): string | null;
export const ALLOWED_METHODS: string;
export const FORWARDED_WITHOUT_TRUST: string;
export function applyFrontDoor(req: IncomingMessage, options: FrontDoorOptions): void;
export function wrapRequestHandler<R>(
  handler: (req: IncomingMessage, res: ServerResponse) => R,
  options: WrapOptions,
): (req: IncomingMessage, res: ServerResponse) => R | Promise<void>;

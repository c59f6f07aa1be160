/**
 * The signature of a catalogue-expiry request (lib/cache/catalog-expiry.ts): `<unix ms>.<hex HMAC-SHA256
 * of "catalog-expiry:<unix ms>">` under the expiry secret, valid for EXPIRY_WINDOW_MS either side of
 * now. A replay inside the window only expires the cache once more. The secret is CATALOG_EXPIRY_SECRET
 * when configured, else one drawn at random per process (kept on globalThis: Next bundles this module
 * more than once) — then only this process can sign, which is all a process calling itself needs.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { serverConfig } from "@/lib/config/server";

export const CATALOG_EXPIRY_HEADER = "x-catalog-expiry-signature";
export const EXPIRY_WINDOW_MS = 30_000;

const shared = globalThis as typeof globalThis & { __storefrontExpirySecret?: string };

function secret(): string {
  return serverConfig().catalogExpirySecret ?? (shared.__storefrontExpirySecret ??= randomBytes(32).toString("hex"));
}

const mac = (key: string, at: string) => createHmac("sha256", key).update(`catalog-expiry:${at}`).digest("hex");

export function signExpiry(now = Date.now(), key = secret()): string {
  return `${now}.${mac(key, String(now))}`;
}

/** Whether `header` is a signature made with the secret within the window. */
export function validExpirySignature(header: string | null, now = Date.now(), key = secret()): boolean {
  const match = /^(\d{1,16})\.([0-9a-f]{64})$/.exec(header ?? "");
  if (!match) return false;
  const [, at, given] = match as unknown as [string, string, string];
  if (Math.abs(now - Number(at)) > EXPIRY_WINDOW_MS) return false;
  return timingSafeEqual(Buffer.from(mac(key, at), "hex"), Buffer.from(given, "hex"));
}

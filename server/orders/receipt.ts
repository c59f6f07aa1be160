/**
 * The placing browser's receipt for a paid order (finding 15.7, lib/orders/receipt.ts): set as an
 * httpOnly cookie by the answers that say the order is paid, read back by the done page's lookup.
 */
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { ORDER_RECEIPT_COOKIE, ORDER_RECEIPT_MAX_AGE_SECONDS } from "../../lib/orders/receipt";
import { serverConfig } from "../../lib/config/server";

/** A digest of the attempt's idempotency key: only the browser that sent the key can hold it. */
export function receiptFor(idempotencyKey: string | null): string | null {
  return idempotencyKey ? createHash("sha256").update(`order-receipt:${idempotencyKey}`).digest("hex") : null;
}

export function setReceiptCookie(c: Context, idempotencyKey: string | null): void {
  const receipt = receiptFor(idempotencyKey);
  if (!receipt) return;
  setCookie(c, ORDER_RECEIPT_COOKIE, receipt, {
    httpOnly: true,
    sameSite: "Lax",
    secure: serverConfig().secureCookies,
    path: "/",
    maxAge: ORDER_RECEIPT_MAX_AGE_SECONDS,
  });
}

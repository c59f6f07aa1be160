import "server-only";
import { headers } from "next/headers";

/**
 * What the embedded API would have seen had the browser called it directly: the client address
 * (per-client rate limits) and the public origin (links in reset mails). Server actions call the API
 * in-process or server-to-server, so they pass these along.
 */
export async function forwardedHeaders(): Promise<Record<string, string>> {
  const incoming = await headers();
  const forwarded: Record<string, string> = {};
  const clientIp = incoming.get("x-forwarded-for")?.split(",")[0]?.trim() || incoming.get("x-real-ip");
  if (clientIp) forwarded["x-forwarded-for"] = clientIp;
  const host = incoming.get("x-forwarded-host") ?? incoming.get("host");
  const proto = incoming.get("x-forwarded-proto") ?? "http";
  if (host) {
    forwarded["x-forwarded-host"] = host;
    forwarded["x-forwarded-proto"] = proto;
    forwarded.origin = `${proto}://${host}`;
  }
  return forwarded;
}

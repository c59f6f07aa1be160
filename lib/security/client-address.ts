/**
 * The visitor's address as this process knows it. The front door (scripts/front-door.mjs) leaves
 * exactly one entry in X-Forwarded-For: the socket's peer, or the client its TRUSTED_PROXIES vouch
 * for (finding M1). The first entry is read, as the API's `clientKey` (server/auth/limits.ts) does,
 * should anything after the front door append its own.
 */
export function visitorAddress(headers: Pick<Headers, "get">): string | null {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || null;
}

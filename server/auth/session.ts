/**
 * Access tokens. A token is 32 random bytes (base64url) handed to the client once; the database
 * keeps only its SHA-256, so a leaked database does not leak sessions. The token travels as the
 * `x-access-token` header (the real backend's convention) or the httpOnly `sf_session` cookie.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE } from "../../lib/session";
import type { Database } from "../db/client";
import * as t from "../db/schema";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");

export function tokenFrom(c: Context): string | null {
  const header = c.req.header("x-access-token")?.trim();
  if (header) return header;
  return getCookie(c, SESSION_COOKIE) ?? null;
}

export type SessionUser = typeof t.users.$inferSelect;

/** The signed-in user for a token, or null for a missing, unknown, revoked or expired token. */
export async function userForToken(db: Database, token: string | null, now = new Date()): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ user: t.users })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
    .where(and(eq(t.sessions.tokenHash, hashToken(token)), isNull(t.sessions.revokedAt), gt(t.sessions.expiresAt, now)))
    .limit(1);
  return row?.user ?? null;
}

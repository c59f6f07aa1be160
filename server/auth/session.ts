/**
 * Access tokens. A token is 32 random bytes (base64url) handed to the client once; the database
 * keeps only its SHA-256, so a leaked database does not leak sessions. The token travels as the
 * `x-access-token` header (the real backend's convention) or the httpOnly `sf_session` cookie.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from "../../lib/session";
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

/** The message of a 401 on calls that need a session. */
export const SIGN_IN_REQUIRED = "Please sign in to continue.";

export const SESSION_TTL_MS = SESSION_MAX_AGE_SECONDS * 1000;

/** Opens a session for the user and returns its token: the only time the clear token exists. */
export async function createSession(db: Database, userId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(t.sessions).values({
    id: randomUUID(),
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** Ends the session of this token (sign-out). */
export async function revokeSession(db: Database, token: string, now = new Date()): Promise<void> {
  await db
    .update(t.sessions)
    .set({ revokedAt: now })
    .where(and(eq(t.sessions.tokenHash, hashToken(token)), isNull(t.sessions.revokedAt)));
}

/** Ends every session of the user (after a password reset). */
export async function revokeUserSessions(db: Database, userId: string, now = new Date()): Promise<void> {
  await db
    .update(t.sessions)
    .set({ revokedAt: now })
    .where(and(eq(t.sessions.userId, userId), isNull(t.sessions.revokedAt)));
}

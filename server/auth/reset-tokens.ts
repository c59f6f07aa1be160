/**
 * Forgot-password tokens: 32 random bytes (base64url) mailed once; the database keeps only their
 * SHA-256. A token lives one hour and works once. Asking for a new link leaves the earlier ones
 * valid, so a stranger's requests cannot spoil the link the owner already has (finding M7); using
 * any one of them retires all the others.
 */
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { hashToken, newToken } from "./session";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export type ResetTokenState = { state: "valid"; userId: string } | { state: "expired" } | { state: "unknown" };

export async function issueResetToken(db: Database, userId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(t.passwordResetTokens).values({
    id: randomUUID(),
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/** Used and expired tokens are both "expired": the page tells the shopper to ask for a new link. */
export async function resetTokenState(db: Database, token: string, now = new Date()): Promise<ResetTokenState> {
  const [row] = await db.select().from(t.passwordResetTokens).where(eq(t.passwordResetTokens.tokenHash, hashToken(token))).limit(1);
  if (!row) return { state: "unknown" };
  if (row.usedAt || row.expiresAt <= now) return { state: "expired" };
  return { state: "valid", userId: row.userId };
}

/**
 * Marks the token used and returns its user, in one conditional update so that two concurrent
 * resets cannot both spend it; the user's other unused links are retired with it. Otherwise says
 * why it cannot be used.
 */
export async function consumeResetToken(db: Database, token: string, now = new Date()): Promise<ResetTokenState> {
  const userId = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(t.passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(t.passwordResetTokens.tokenHash, hashToken(token)),
          isNull(t.passwordResetTokens.usedAt),
          gt(t.passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: t.passwordResetTokens.userId });
    if (!row) return null;
    await tx
      .update(t.passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(t.passwordResetTokens.userId, row.userId), isNull(t.passwordResetTokens.usedAt)));
    return row.userId;
  });
  if (userId) return { state: "valid", userId };
  return resetTokenState(db, token, now);
}

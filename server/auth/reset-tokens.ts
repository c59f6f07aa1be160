/**
 * Forgot-password tokens: 32 random bytes (base64url) mailed once; the database keeps only their
 * SHA-256. A token lives one hour and works once; issuing a new one retires the user's older ones.
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
  await db.transaction(async (tx) => {
    await tx
      .update(t.passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(t.passwordResetTokens.userId, userId), isNull(t.passwordResetTokens.usedAt)));
    await tx.insert(t.passwordResetTokens).values({
      id: randomUUID(),
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
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
 * resets cannot both spend it. Otherwise says why it cannot be used.
 */
export async function consumeResetToken(db: Database, token: string, now = new Date()): Promise<ResetTokenState> {
  const [row] = await db
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
  if (row) return { state: "valid", userId: row.userId };
  return resetTokenState(db, token, now);
}

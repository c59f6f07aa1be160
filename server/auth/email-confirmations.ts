/**
 * Email verification codes (API-13, MISC-01): 32 random bytes (base64url) mailed once at sign-up; the
 * database keeps only their SHA-256, as for reset tokens. A code lives seven days and works once; using
 * it marks the account's email confirmed.
 */
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { hashToken, newToken } from "./session";

export const EMAIL_CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function issueEmailConfirmation(db: Database, userId: string, now = new Date()): Promise<string> {
  const code = newToken();
  await db.insert(t.emailConfirmations).values({
    id: randomUUID(),
    userId,
    codeHash: hashToken(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS),
  });
  return code;
}

/**
 * Spends the code and confirms its account's email, in one transaction; false for an unknown, used or
 * expired code (the page's one failure text covers all three).
 */
export async function confirmEmail(db: Database, code: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(t.emailConfirmations)
      .set({ usedAt: now })
      .where(and(eq(t.emailConfirmations.codeHash, hashToken(code)), isNull(t.emailConfirmations.usedAt), gt(t.emailConfirmations.expiresAt, now)))
      .returning({ userId: t.emailConfirmations.userId });
    if (!row) return false;
    await tx.update(t.users).set({ emailConfirmed: true }).where(eq(t.users.id, row.userId));
    return true;
  });
}

/** Random payment ids and client secrets, and comparing secrets without leaking timing. */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Stripe's shape: `<intent id>_secret_<random>`. */
export const newClientSecret = (intentId: string) => `${intentId}_secret_${randomBytes(24).toString("base64url")}`;

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Constant-time equality (the digests have equal length whatever the inputs are). */
export function secretsEqual(expected: string | null | undefined, given: string): boolean {
  if (!expected) return false;
  return timingSafeEqual(digest(expected), digest(given));
}

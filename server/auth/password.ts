/**
 * Password hashing with node's scrypt (memory-hard). The stored string carries its own parameters
 * and salt, so they can be raised later without breaking old hashes:
 *
 *     scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

const KEY_LENGTH = 64;
export const SCRYPT_DEFAULTS = { N: 16_384, r: 8, p: 1 } as const;
/** scrypt needs 128·N·r bytes; leave head room over node's 32 MiB default */
const maxmemFor = (N: number, r: number) => 256 * N * r;

function scrypt(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: maxmemFor(N, r) };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export interface HashOptions {
  /** a fixed salt: only for deterministic seed data, never for real sign-ups */
  salt?: Buffer;
  N?: number;
  r?: number;
  p?: number;
}

export async function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  const { N = SCRYPT_DEFAULTS.N, r = SCRYPT_DEFAULTS.r, p = SCRYPT_DEFAULTS.p } = options;
  const salt = options.salt ?? randomBytes(16);
  const key = await scrypt(password, salt, N, r, p);
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** True when `password` matches `stored`; false for any malformed or foreign hash string. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  // Bounds keep a tampered hash from asking for gigabytes of memory.
  if (!valid(N, 1 << 20) || (N & (N - 1)) !== 0 || !valid(r, 32) || !valid(p, 16)) return false;
  const salt = Buffer.from(parts[4]!, "base64url");
  const expected = Buffer.from(parts[5]!, "base64url");
  if (salt.length < 8 || expected.length !== KEY_LENGTH) return false;
  let actual: Buffer;
  try {
    actual = await scrypt(password, salt, N, r, p);
  } catch {
    return false;
  }
  return timingSafeEqual(actual, expected);
}

/** Password checks that take the same time whether or not the account (or its password) exists. */
import { hashPassword, verifyPassword } from "./password";

let decoy: Promise<string> | null = null;

/**
 * Whether `password` matches the stored hash. Without a hash (unknown email, social-only account)
 * a decoy hash is checked anyway, so the answer's timing does not tell which emails have accounts.
 */
export async function passwordMatches(password: string, stored: string | null | undefined): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  decoy ??= hashPassword("decoy password, never valid");
  await verifyPassword(password, await decoy);
  return false;
}

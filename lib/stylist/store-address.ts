/**
 * Look-alike store addresses (finding N23): a store's address is `/{user_name}`, public at once, so
 * a name that reads as the shop's own voice (`admin`, `support`, `official`…) or as another store's
 * (`demo_` next to `demo`) would help impersonation. The rule (docs/decisions.md, "Store addresses"):
 *
 * - a reserved word, compared case-insensitively with the separators `_`, `.` and `-` dropped
 *   (`Admin`, `ad.min`, `support_` are all `admin`/`support`), is refused;
 * - a name within one edit (Levenshtein: one letter added, removed or changed) of an existing
 *   store's address, case-insensitively, or equal to it once separators are dropped, is refused.
 *
 * Shared with server/ (no imports). The shop's own top-level paths are a separate, exact list
 * (lib/stylist/user-name.ts `isReservedStoreAddress`).
 */

/** Words a store address may not be: they read as the shop speaking. Kept short on purpose. */
export const IMPERSONATING_WORDS: ReadonlySet<string> = new Set([
  "admin",
  "administrator",
  "support",
  "help",
  "helpdesk",
  "official",
  "staff",
  "security",
  "billing",
  "customerservice",
  "moderator",
  "system",
  "api",
]);

const SEPARATORS = /[_.-]/g;

/** The address as it is compared: lower case, without `_`, `.` and `-`. */
export const addressSkeleton = (name: string) => name.toLowerCase().replace(SEPARATORS, "");

export const isImpersonatingAddress = (name: string) => IMPERSONATING_WORDS.has(addressSkeleton(name));

/** Whether `a` and `b` are at most one edit apart (one character inserted, deleted or substituted). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  // Past the first difference the rest must match: after a substitution (same lengths) or a skip in the longer one.
  return short.length === long.length ? short.slice(i + 1) === long.slice(i + 1) : short.slice(i) === long.slice(i + 1);
}

/** Whether `name` could be taken for the store address `existing` (case-insensitively). */
export function looksLike(name: string, existing: string): boolean {
  const a = name.toLowerCase();
  const b = existing.toLowerCase();
  return withinOneEdit(a, b) || addressSkeleton(a) === addressSkeleton(b);
}

/** The first of `existing` that `name` looks like, or null. */
export const lookalikeAmong = (name: string, existing: Iterable<string>): string | null => {
  for (const address of existing) if (looksLike(name, address)) return address;
  return null;
};

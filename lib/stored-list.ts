/**
 * A list kept as JSON in browser storage (the guest cart, the box, the merge notice): parsed without ever
 * throwing, malformed entries dropped, and `fallback` for nothing or anything unreadable. Callers whose
 * list feeds `useSyncExternalStore` pass one constant empty array, so an empty store keeps its identity.
 */
export function parseStoredList<T>(raw: string | null, isEntry: (value: unknown) => value is T, fallback: T[]): T[] {
  if (!raw) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : fallback;
  } catch {
    return fallback;
  }
}

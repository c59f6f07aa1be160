/**
 * What the store grid had loaded (finding 15.9), kept in sessionStorage so Back from an item shows
 * the same pages at the same scroll position instead of page 1 at the top. Only the last grid is
 * kept, under one key naming its history entry: a fresh visit never finds it, so it starts again
 * from page 1.
 */
export interface GridSnapshot<T> {
  items: T[];
  hasMore: boolean;
  nextPage: number;
  scrollY: number;
}

const STORAGE_KEY = "sf.store-grid.v1";

/**
 * The router numbers history entries afresh in every document, so an entry id alone could match a
 * snapshot left by an earlier document (a reload) and render more than the server did while
 * hydrating. This document's own id rules that out.
 */
const DOCUMENT_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The grid of a store and category, as shown in one history entry (the router's `bfcacheId`). */
export const gridMemoryKey = (store: string, categoryId: string | null, entryId: string) => `${DOCUMENT_ID}|${store}|${categoryId ?? ""}|${entryId}`;

export function rememberGrid<T>(storage: Storage, key: string, snapshot: GridSnapshot<T>): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ key, snapshot }));
  } catch {
    // storage full or disabled: Back then shows page 1, as it did before
  }
}

/** The snapshot saved under `key`, or null (another grid, another entry, nothing saved, unreadable). */
export function recallGrid<T>(storage: Storage, key: string): GridSnapshot<T> | null {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? "null") as { key?: unknown; snapshot?: GridSnapshot<T> } | null;
    const snapshot = saved?.key === key ? saved.snapshot : undefined;
    return snapshot && Array.isArray(snapshot.items) ? snapshot : null;
  } catch {
    return null;
  }
}

/**
 * Tells whoever renders the catalogue that it changed. The pages cache their catalogue reads
 * (lib/cache/catalog.ts); server/ must not import next/*, so the Next side registers a listener
 * here (lib/cache/revalidate-catalog.ts) and the API calls `catalogChanged()` after a write that
 * changes what a store or item page shows. Kept on globalThis: Next bundles this module more than once.
 */
type Listener = () => void;

const shared = globalThis as typeof globalThis & { __storefrontCatalogListeners?: Set<Listener> };
const listeners = (shared.__storefrontCatalogListeners ??= new Set());

/** Registers a listener once (a Set: registering the same function again is a no-op). */
export function onCatalogChange(listener: Listener): void {
  listeners.add(listener);
}

/** Called after the write committed: a listener that throws must not fail the write. */
export function catalogChanged(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch (error) {
      console.error("catalog change listener failed", error);
    }
  }
}

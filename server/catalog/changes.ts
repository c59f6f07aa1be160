/**
 * Tells whoever renders the catalogue that it changed. The pages cache their catalogue reads
 * (lib/cache/catalog.ts); server/ must not import next/*, so the Next side registers a listener
 * here (lib/cache/catalog.ts, lib/cache/catalog-expiry.ts, the front door's page cache) and the API
 * calls `catalogChanged()` after a write that changes what a store or item page shows. Kept on
 * globalThis: Next bundles this module more than once.
 *
 * With several server processes on one PostgreSQL, the change is also sent to the others
 * (server/catalog/channel.ts sets the broadcast), which run their own listeners on it.
 */
import { log } from "../../lib/log";
type Listener = () => void;

const shared = globalThis as typeof globalThis & {
  __storefrontCatalogListeners?: Set<Listener>;
  __storefrontCatalogBroadcast?: () => void;
  __storefrontCatalogGeneration?: number;
};
const listeners = (shared.__storefrontCatalogListeners ??= new Set());

/** Registers a listener once (a Set: registering the same function again is a no-op). */
export function onCatalogChange(listener: Listener): void {
  listeners.add(listener);
}

/** Runs this process's listeners: what a change made here, or announced by another process, needs. */
export function catalogChangedHere(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch (error) {
      log.error({ err: error }, "catalog change listener failed");
    }
  }
}

/** Counts this process's changes: a request that saw it move tells its caller (server/catalog/announce.ts). */
export function catalogGeneration(): number {
  return shared.__storefrontCatalogGeneration ?? 0;
}

/** Called after the write committed: a listener that throws must not fail the write. */
export function catalogChanged(): void {
  shared.__storefrontCatalogGeneration = catalogGeneration() + 1;
  catalogChangedHere();
  shared.__storefrontCatalogBroadcast?.();
}

/** How a change reaches the other processes (one per process; null: this process alone). */
export function broadcastCatalogChanges(send: (() => void) | null): void {
  shared.__storefrontCatalogBroadcast = send ?? undefined;
}

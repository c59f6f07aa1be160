/**
 * The cart calc's copy of the catalogue rows that change only when a stylist or the operator edits the
 * shop (issue 27): items with their brand, bundle compositions, which stores sell an item (and its
 * category there), the active stores and the shipping options. Fifty shoppers pricing carts at once
 * read the same rows fifty times otherwise. Variants (prices, stock, options) and coupons are never
 * kept: every calc reads them, since stock moves with every order and no change is announced for it.
 *
 * - Per process and per database, filled as calcs ask (one query per table for what is missing, shared
 *   by the calcs that wait for the same rows) and dropped whole at every catalogue change:
 *   `catalogChanged()` here, and another process's through PostgreSQL's LISTEN/NOTIFY
 *   (server/catalog/channel.ts), as the page caches are.
 * - A row is kept PRICING_CACHE_MS at most, for a write that announces nothing (an operator's SQL).
 * - Only the calc uses it. POST /api/order prices from the database, as before (docs/api.md): a calc
 *   that showed a total from rows changed a moment ago in another process is refused by the order's
 *   `expected_total` check, never charged.
 */
import type { Database } from "../db/client";
import { onCatalogChange } from "../catalog/changes";

/** How long a row is trusted without a change announced. */
export const PRICING_CACHE_MS = 60_000;
/** Past this many keys of one kind a cache starts again empty: a catalogue larger than that is read as before. */
const MAX_ENTRIES = 20_000;

/** Values by key, each loaded once (concurrent askers share the load) and kept until `ttlMs` or `clear()`. */
export class KeyedCache<V> {
  private entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(private readonly ttlMs = PRICING_CACHE_MS) {}

  /** The values of `keys`; what is missing (or too old) comes from one call of `load`, `absent` where it has none. */
  get(keys: readonly string[], load: (missing: string[]) => Promise<Map<string, V>>, absent: V, now = Date.now()): Promise<Map<string, V>> {
    const unique = [...new Set(keys)];
    const missing = unique.filter((key) => {
      const entry = this.entries.get(key);
      return !entry || now - entry.at >= this.ttlMs;
    });
    if (missing.length) {
      if (this.entries.size + missing.length > MAX_ENTRIES) this.entries.clear();
      const batch = load(missing);
      for (const key of missing) {
        const value = batch.then((found) => (found.has(key) ? found.get(key)! : absent));
        this.entries.set(key, { at: now, value });
        // A failed read is not kept: the next calc tries again (this one fails with it).
        value.catch(() => {
          if (this.entries.get(key)?.value === value) this.entries.delete(key);
        });
      }
    }
    // Taken now, before any await: a clear() meanwhile must not lose what this call asked for.
    const values = unique.map((key) => this.entries.get(key)!.value);
    return Promise.all(values).then((resolved) => new Map(unique.map((key, i) => [key, resolved[i]!])));
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Bumped by every catalogue change, here or announced by another process. */
let changes = 0;
onCatalogChange(() => {
  changes += 1;
});

interface Caches {
  seen: number;
  kinds: Map<string, KeyedCache<unknown>>;
}
const byDatabase = new WeakMap<Database, Caches>();

/** The cache of one kind of row (`kind`) for `db`, emptied if the catalogue changed since it was last used. */
export function pricingCache<V>(db: Database, kind: string): KeyedCache<V> {
  let caches = byDatabase.get(db);
  if (!caches) byDatabase.set(db, (caches = { seen: changes, kinds: new Map() }));
  if (caches.seen !== changes) {
    caches.seen = changes;
    for (const cache of caches.kinds.values()) cache.clear();
  }
  let cache = caches.kinds.get(kind);
  if (!cache) caches.kinds.set(kind, (cache = new KeyedCache<unknown>()));
  return cache as KeyedCache<V>;
}

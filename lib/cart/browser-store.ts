/**
 * A value kept in localStorage (or, with `area: "session"`, this tab's sessionStorage) as JSON, readable with useSyncExternalStore: `read` returns the same
 * object until the stored text changes, listeners hear writes from this tab and (through the
 * `storage` event) from other tabs. The server snapshot is the empty value.
 */
type Listener = () => void;

export interface BrowserStore<T> {
  read(): T;
  /** may throw when storage is unavailable or full; callers report it */
  write(value: T): void;
  update(change: (value: T) => T): void;
  subscribe(listener: Listener): () => void;
  serverSnapshot(): T;
}

export function createBrowserStore<T>(key: string, parse: (raw: string | null) => T, empty: T, area: "local" | "session" = "local"): BrowserStore<T> {
  const storage = () => (area === "session" ? window.sessionStorage : window.localStorage);
  const listeners = new Set<Listener>();
  let cache: { raw: string | null; value: T } = { raw: null, value: empty };

  const store: BrowserStore<T> = {
    read() {
      if (typeof window === "undefined") return empty;
      const raw = storage().getItem(key);
      if (raw !== cache.raw) cache = { raw, value: parse(raw) };
      return cache.value;
    },
    write(value) {
      storage().setItem(key, JSON.stringify(value));
      listeners.forEach((l) => l());
    },
    update(change) {
      store.write(change(store.read()));
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("storage", onStorage);
      };
    },
    serverSnapshot: () => empty,
  };
  return store;
}

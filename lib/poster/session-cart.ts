/**
 * The poster cart kept in the frame (TOOLS-10): this tab's sessionStorage, one list per store, so a
 * reload of the framed page keeps it and two stores framed on one site keep theirs apart. A framed
 * page is a third party on the host site: when the browser blocks its storage the cart lives in
 * memory for as long as the page does, rather than failing to add.
 */
import { createBrowserStore, type BrowserStore } from "@/lib/cart/browser-store";
import { parseStoredList } from "@/lib/stored-list";
import { isPosterEntry, type PosterEntry } from "./cart";

const EMPTY: PosterEntry[] = [];

const stores = new Map<string, BrowserStore<PosterEntry[]>>();

function withMemoryFallback(stored: BrowserStore<PosterEntry[]>): BrowserStore<PosterEntry[]> {
  let memory: PosterEntry[] | null = null;
  const listeners = new Set<() => void>();
  return {
    read: () => {
      if (memory) return memory;
      try {
        return stored.read();
      } catch {
        return EMPTY;
      }
    },
    write: (value) => {
      try {
        stored.write(value);
        memory = null;
      } catch {
        memory = value;
        listeners.forEach((listener) => listener());
      }
    },
    update(change) {
      this.write(change(this.read()));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      let unsubscribe = () => {};
      try {
        unsubscribe = stored.subscribe(listener);
      } catch {
        // no storage events without storage
      }
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    serverSnapshot: () => EMPTY,
  };
}

/** The poster cart of one store (the framed page's slug). */
export function posterCart(store: string): BrowserStore<PosterEntry[]> {
  let cart = stores.get(store);
  if (!cart) {
    cart = withMemoryFallback(createBrowserStore(`sf.poster.${store}`, (raw) => parseStoredList(raw, isPosterEntry, EMPTY), EMPTY, "session"));
    stores.set(store, cart);
  }
  return cart;
}

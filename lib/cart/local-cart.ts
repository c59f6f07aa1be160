/**
 * The guest cart, kept in the browser (localStorage) so it survives a reload. Pure functions over
 * the line list plus a tiny subscribable store; React reads it through hooks/use-local-cart.ts.
 */
import type { BundleChoice } from "@/lib/api/schemas/cart";

export interface LocalCartLine {
  local_id: string;
  item_id: string;
  store_id: string;
  variant_id: string | null;
  units: number;
  /** unit price (cents) shown when the line was added, so the server can flag a change */
  seen_price?: number;
  bundle?: BundleChoice[];
}

export const LOCAL_CART_KEY = "sf.cart.v1";
export const MAX_UNITS = 99;

function sameChoice(a: LocalCartLine, b: Omit<LocalCartLine, "local_id">) {
  return (
    a.item_id === b.item_id &&
    a.store_id === b.store_id &&
    a.variant_id === b.variant_id &&
    JSON.stringify(a.bundle ?? []) === JSON.stringify(b.bundle ?? [])
  );
}

/** Adding the same item, variant and bundle choice again raises the units of the existing line. */
export function addLine(lines: LocalCartLine[], line: Omit<LocalCartLine, "local_id">, newId: () => string): LocalCartLine[] {
  const existing = lines.find((l) => sameChoice(l, line));
  if (existing) {
    return lines.map((l) => (l === existing ? { ...l, units: Math.min(MAX_UNITS, l.units + line.units), seen_price: line.seen_price ?? l.seen_price } : l));
  }
  return [...lines, { ...line, units: Math.min(MAX_UNITS, line.units), local_id: newId() }];
}

/** Units 0 removes the line (spec: "units 0 removes the item"). */
export function updateLine(lines: LocalCartLine[], localId: string, patch: Partial<Pick<LocalCartLine, "variant_id" | "units" | "bundle" | "seen_price">>): LocalCartLine[] {
  if (patch.units === 0) return removeLine(lines, localId);
  return lines.map((l) => (l.local_id === localId ? { ...l, ...patch, units: Math.min(MAX_UNITS, patch.units ?? l.units) } : l));
}

export function removeLine(lines: LocalCartLine[], localId: string): LocalCartLine[] {
  return lines.filter((l) => l.local_id !== localId);
}

export function countUnits(lines: LocalCartLine[]): number {
  return lines.reduce((sum, l) => sum + l.units, 0);
}

function isLine(value: unknown): value is LocalCartLine {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.local_id === "string" && typeof v.item_id === "string" && typeof v.store_id === "string" &&
    (v.variant_id === null || typeof v.variant_id === "string") && Number.isInteger(v.units) && (v.units as number) > 0;
}

/** Parses what localStorage holds, dropping anything malformed instead of crashing the page. */
export function parseLines(raw: string | null): LocalCartLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    return [];
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: { raw: string | null; lines: LocalCartLine[] } = { raw: null, lines: [] };
const EMPTY: LocalCartLine[] = [];

export const localCart = {
  read(): LocalCartLine[] {
    if (typeof window === "undefined") return EMPTY;
    const raw = window.localStorage.getItem(LOCAL_CART_KEY);
    if (raw !== cache.raw) cache = { raw, lines: parseLines(raw) };
    return cache.lines;
  },
  write(lines: LocalCartLine[]) {
    window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify(lines));
    listeners.forEach((l) => l());
  },
  update(change: (lines: LocalCartLine[]) => LocalCartLine[]) {
    localCart.write(change(localCart.read()));
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCAL_CART_KEY) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  },
  serverSnapshot: (): LocalCartLine[] => EMPTY,
};

export const newLocalId = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

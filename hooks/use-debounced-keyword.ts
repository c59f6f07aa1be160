"use client";
import { useCallback, useEffect, useState } from "react";

export interface DebouncedKeyword {
  /** what the field holds now */
  typed: string;
  setTyped: (keyword: string) => void;
  /** the field and the settled keyword both at once, without the wait (Back or Forward to another keyword) */
  reset: (keyword: string) => void;
  /** `typed` once it has stayed the same for `ms` (as typed, spaces kept) */
  settled: string;
  /** the settled keyword, trimmed, when it is long enough to search; "" otherwise */
  searchable: string;
  /** nothing but spaces typed */
  empty: boolean;
  /** 1 to `min - 1` characters typed (trimmed): not a search yet, the field says so */
  tooShort: boolean;
}

/**
 * A search field's keyword (the box search ONB-17, the store tools' picker TOOLS-03): what is typed, and the
 * keyword the search runs on once typing settles, from `min` characters.
 */
export function useDebouncedKeyword(initial: string, { ms, min }: { ms: number; min: number }): DebouncedKeyword {
  const [{ typed, settled }, set] = useState({ typed: initial, settled: initial });
  useEffect(() => {
    if (typed === settled) return;
    const timer = window.setTimeout(() => set((now) => ({ ...now, settled: now.typed })), ms);
    return () => window.clearTimeout(timer);
  }, [typed, settled, ms]);
  const setTyped = useCallback((keyword: string) => set((now) => ({ ...now, typed: keyword })), []);
  const reset = useCallback((keyword: string) => set({ typed: keyword, settled: keyword }), []);
  const length = typed.trim().length;
  const settledTrimmed = settled.trim();
  return {
    typed,
    setTyped,
    reset,
    settled,
    searchable: settledTrimmed.length >= min ? settledTrimmed : "",
    empty: length === 0,
    tooShort: length > 0 && length < min,
  };
}

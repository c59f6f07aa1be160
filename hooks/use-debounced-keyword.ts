"use client";
import { useState } from "react";
import { useDebounced } from "./use-debounced";

export interface DebouncedKeyword {
  /** what the field holds now */
  typed: string;
  setTyped: (keyword: string) => void;
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
  const [typed, setTyped] = useState(initial);
  const settled = useDebounced(typed, ms);
  const length = typed.trim().length;
  const settledTrimmed = settled.trim();
  return {
    typed,
    setTyped,
    settled,
    searchable: settledTrimmed.length >= min ? settledTrimmed : "",
    empty: length === 0,
    tooShort: length > 0 && length < min,
  };
}

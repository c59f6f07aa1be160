"use client";
import { useRef, useState, type RefObject } from "react";
import type { ApiResult } from "@/lib/api/errors";
import { trackBusy } from "@/lib/busy";
import { notify } from "@/lib/toast";

/**
 * Delete after a confirmation (BR-VAL-39), for the address book and the card manager: which entry is
 * asked about, the call while it runs, its error shown inside the confirmation (which stays open),
 * the new list and a toast on success. The deleted entry's button is gone, so focus goes to `after`
 * (the section's add button) when the confirmation closes.
 */
export function useConfirmedDelete<T extends { _id: string }>(options: {
  remove: (id: string) => Promise<ApiResult<T[]>>;
  onDeleted: (list: T[]) => void;
  toast: string;
  after: RefObject<HTMLElement | null>;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleted = useRef(false);

  return {
    target,
    busy,
    error,
    ask(entry: T) {
      deleted.current = false;
      setError(null);
      setTarget(entry);
    },
    async confirm() {
      if (!target || busy) return;
      setBusy(true);
      setError(null);
      const result = await trackBusy(options.remove(target._id));
      setBusy(false);
      if (!result.ok) {
        setError(result.error.message);
        return;
      }
      options.onDeleted(result.data);
      notify.success(options.toast);
      deleted.current = true;
      setTarget(null);
    },
    close() {
      setTarget(null);
      if (deleted.current) options.after.current?.focus();
      deleted.current = false;
    },
  };
}

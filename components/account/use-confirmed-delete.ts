"use client";
import type { UseMutationResult } from "@tanstack/react-query";
import { useRef, useState, type RefObject } from "react";
import { notify } from "@/lib/toast";

/**
 * Delete after a confirmation (BR-VAL-39), for the address book and the card manager: which entry is
 * asked about; the delete mutation's pending state and error show inside the confirmation (which stays
 * open on a failure); a toast on success. The deleted entry's button is gone, so focus goes to `after`
 * (the section's add button) when the confirmation closes.
 */
export function useConfirmedDelete<T extends { _id: string }>(options: {
  /** the delete by id (hooks/use-address-book.ts, hooks/use-credit-card-book.ts), which updates the list */
  removal: UseMutationResult<T[], Error, string>;
  toast: string;
  after: RefObject<HTMLElement | null>;
}) {
  const { removal } = options;
  const [target, setTarget] = useState<T | null>(null);
  const deleted = useRef(false);

  return {
    target,
    busy: removal.isPending,
    error: removal.error?.message ?? null,
    ask(entry: T) {
      deleted.current = false;
      removal.reset();
      setTarget(entry);
    },
    confirm() {
      if (!target) return;
      removal.mutate(target._id, {
        onSuccess: () => {
          notify.success(options.toast);
          deleted.current = true;
          setTarget(null);
        },
      });
    },
    close() {
      setTarget(null);
      if (deleted.current) options.after.current?.focus();
      deleted.current = false;
    },
  };
}

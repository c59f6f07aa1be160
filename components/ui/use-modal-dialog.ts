"use client";
import { useEffect, useRef } from "react";

/**
 * The behaviour every modal shares, on the native <dialog>: `open` drives showModal/close (the browser traps
 * focus, closes on Escape and makes the page behind inert); on close, focus goes back to whatever opened it and
 * `onClose` runs; a click on the backdrop (the dialog element itself, not its content) closes it.
 * Spread `dialogProps` on the <dialog>; call `close()` from a close button so the same path runs.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return {
    close: () => ref.current?.close(),
    dialogProps: {
      ref,
      onClose: () => {
        if (opener.current instanceof HTMLElement) opener.current.focus();
        onClose();
      },
      onClick: (event: React.MouseEvent<HTMLDialogElement>) => {
        if (event.target === event.currentTarget) ref.current?.close();
      },
    },
  };
}

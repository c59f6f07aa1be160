"use client";
import { useEffect, useRef, type ReactNode } from "react";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its heading) */
  labelledBy: string;
  children: ReactNode;
  /** the panel's look: size, background, text colour */
  className: string;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and marks the page
 * behind it inert. Focus goes back to whatever opened it; a click on the backdrop closes it.
 */
export function Modal({ open, onClose, labelledBy, children, className }: ModalProps) {
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

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={() => {
        if (opener.current instanceof HTMLElement) opener.current.focus();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
      className={`m-auto p-0 shadow-2xl backdrop:bg-stone-950/60 ${className}`}
    >
      {open ? children : null}
    </dialog>
  );
}

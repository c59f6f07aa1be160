"use client";
import type { ReactNode } from "react";
import { useModalDialog } from "./use-modal-dialog";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its heading) */
  labelledBy: string;
  children: ReactNode;
  /** the panel's look: size, background, text colour */
  className: string;
}

/** A centred modal (see useModalDialog for focus, Escape and backdrop). Content mounts only while open. */
export function Dialog({ open, onClose, labelledBy, children, className }: DialogProps) {
  const { dialogProps } = useModalDialog(open, onClose);
  return (
    <dialog {...dialogProps} aria-labelledby={labelledBy} className={`m-auto p-0 shadow-2xl backdrop:bg-stone-950/60 ${className}`}>
      {open ? children : null}
    </dialog>
  );
}

"use client";
import { useId, type ReactNode } from "react";
import { useModalDialog } from "./use-modal-dialog";

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** the visible heading; it also names the dialog */
  title: string;
  side?: "left" | "right";
  /** Tailwind width classes, e.g. "w-menu" (300 px) or "w-drawer" (280 px) */
  widthClassName?: string;
  children: ReactNode;
  id?: string;
}

/**
 * A side panel over the page (see useModalDialog for focus, Escape and backdrop). Page scrolling is locked in
 * styles/globals.css.
 */
export function Drawer({ open, onClose, title, side = "left", widthClassName = "w-menu", children, id }: DrawerProps) {
  const { close, dialogProps } = useModalDialog(open, onClose);
  const titleId = useId();

  const placement =
    side === "left"
      ? "mr-auto border-r starting:open:-translate-x-full"
      : "ml-auto border-l starting:open:translate-x-full";

  return (
    <dialog
      {...dialogProps}
      id={id}
      aria-labelledby={titleId}
      className={`fixed inset-y-0 m-0 h-dvh max-h-none max-w-[calc(100vw-3rem)] overflow-y-auto border-stone-200 bg-white p-0 text-stone-900 shadow-2xl transition-transform duration-200 ease-out backdrop:bg-stone-950/50 motion-reduce:transition-none ${widthClassName} ${placement}`}
    >
      {/* The inner box takes the clicks, so only the backdrop counts as "outside". */}
      <div className="flex min-h-full flex-col">
        <div className="flex h-14 items-center justify-between border-b border-stone-200 pl-5 pr-2">
          <h2 id={titleId} className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={close}
            className="inline-flex size-11 items-center justify-center text-stone-700 hover:text-stone-950 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-stone-950"
          >
            <span className="sr-only">Close {title.toLowerCase()}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className="flex-1">{children}</div>
      </div>
    </dialog>
  );
}

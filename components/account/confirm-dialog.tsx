"use client";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

interface ConfirmDialogProps {
  open: boolean;
  /** the spec's question, verbatim ('delete this address ?') */
  question: string;
  /** what the question is about, e.g. the address or the card */
  subject: string;
  confirmLabel: string;
  busy: boolean;
  /** the server's answer when the action failed; the dialog stays open */
  error: string | null;
  onConfirm: () => void;
  /** Cancel, Escape or a click on the backdrop */
  onClose: () => void;
}

/** BR-VAL-39's confirmation as an accessible modal (not window.confirm): the question, its subject, confirm or cancel. */
export function ConfirmDialog({ open, question, subject, confirmLabel, busy, error, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="w-[min(92vw,420px)] bg-white text-stone-900">
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="font-serif text-2xl">
          {question}
        </h2>
        <p className="text-sm text-stone-700">
          {subject}
        </p>
        {error && (
          <p role="alert" className="text-sm text-rose-700">
            {error}
          </p>
        )}
        <div className="flex gap-3 pt-2">
          <Button className="flex-1" onClick={onConfirm} pending={busy}>
            {busy ? "Deleting…" : confirmLabel}
          </Button>
          <Button variant="secondary" className="h-12 flex-1" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

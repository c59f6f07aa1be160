"use client";
import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import type { AccountOrderDetail } from "@/lib/api/schemas/order-history";
import { REFUND_TEXT, replaceableItems } from "@/lib/orders/refund-rules";
import { Button } from "@/components/ui/button";
import { CloseButton } from "@/components/ui/close-button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { ReceivedDialog } from "./received-dialog";

// The forms (react-hook-form, their zod schemas, the phone mask) load when their dialog opens: most visits
// to an order only read it, and the detail page hydrates without them.
const PresaleCancelForm = lazy(() => import("./presale-cancel-form").then((m) => ({ default: m.PresaleCancelForm })));
const ReturnForm = lazy(() => import("./return-form").then((m) => ({ default: m.ReturnForm })));
const ReplacementForm = lazy(() => import("./replacement-form").then((m) => ({ default: m.ReplacementForm })));

/** "" is the plain detail (ACCT-06's mode ''); the rest are the dialogs of the refund mode. */
type Mode = "" | "ask" | "cancel" | "return" | "sent" | "replace";

/**
 * The order detail's refund mode (ACCT-06…09): 'Return' asks whether the items arrived, then opens
 * the pre-sale cancel or the return request; REPLACE (when BR-ORD-06 allows) opens the replacement
 * request, whose CANCEL closes it. After a write the page renders again with the new state.
 */
export function RefundMode({ order }: { order: AccountOrderDetail; store: string }) {
  const [mode, setMode] = useState<Mode>("");
  const close = () => setMode("");
  // A dialog reports its close after the next one opened (the question → the form): only its own mode ends.
  const closed = (own: Mode) => () => setMode((current) => (current === own ? "" : current));
  const canReplace = replaceableItems(order).length > 0;
  return (
    <div className="flex shrink-0 gap-2">
      <Button variant="secondary" onClick={() => setMode("ask")}>
        {REFUND_TEXT.returnAction}
      </Button>
      {canReplace ? (
        <Button variant="secondary" aria-pressed={mode === "replace"} onClick={() => setMode("replace")}>
          {REFUND_TEXT.replace}
        </Button>
      ) : null}

      <ReceivedDialog open={mode === "ask"} order={order} onChoose={setMode} onClose={closed("ask")} />
      <RefundDialog open={mode === "cancel"} onClose={closed("cancel")} title={REFUND_TEXT.notReceived}>
        {mode === "cancel" ? <PresaleCancelForm orderId={order.id} preview={order.presale_cancel} onDone={close} onAbort={close} /> : null}
      </RefundDialog>
      <RefundDialog open={mode === "return"} onClose={closed("return")} title={REFUND_TEXT.received}>
        {mode === "return" ? <ReturnForm order={order} onSent={() => setMode("sent")} onCancel={close} /> : null}
      </RefundDialog>
      <RefundDialog open={mode === "sent"} onClose={closed("sent")} title={REFUND_TEXT.returnSent}>
        {/* G-08: the popup's words are ours (docs/decisions.md). */}
        <p className="text-sm text-stone-700">
          We&apos;ve emailed you the return instructions and a prepaid return shipping label. Pack the items with the instructions, attach the label and drop
          the parcel off with the carrier; your refund follows once they arrive.
        </p>
        <Button className="mt-5" onClick={close}>
          OK
        </Button>
      </RefundDialog>
      <RefundDialog open={mode === "replace"} onClose={closed("replace")} title="Replacement request">
        {mode === "replace" ? <ReplacementForm order={order} onClose={close} /> : null}
      </RefundDialog>
    </div>
  );
}

function RefundDialog({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="max-h-[92vh] w-[min(94vw,520px)] overflow-y-auto bg-white text-stone-900">
      <div className="space-y-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-serif text-xl">
            {title}
          </h2>
          <CloseButton onClick={onClose} className="-mr-2 -mt-2" />
        </div>
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </div>
    </Dialog>
  );
}

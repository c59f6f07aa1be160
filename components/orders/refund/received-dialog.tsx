"use client";
import { useId, useState } from "react";
import type { AccountOrderDetail } from "@/lib/api/schemas/order-history";
import { REFUND_TEXT, refundChoice } from "@/lib/orders/refund-rules";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CloseButton } from "@/components/ui/close-button";
import { Dialog } from "@/components/ui/dialog";

interface ReceivedDialogProps {
  open: boolean;
  order: AccountOrderDetail;
  /** the answer leads to the cancel or the return form */
  onChoose: (kind: "cancel" | "return") => void;
  onClose: () => void;
}

/** ACCT-06: were the items received? Not received → cancel (pre-sale items only); received → return (within the window). */
export function ReceivedDialog({ open, order, onChoose, onClose }: ReceivedDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="w-[min(92vw,440px)] bg-white text-stone-900">
      <ReceivedQuestion titleId={titleId} order={order} onChoose={onChoose} onClose={onClose} />
    </Dialog>
  );
}

/** Mounted per opening: a refusal shown last time does not linger. */
function ReceivedQuestion({ titleId, order, onChoose, onClose }: Omit<ReceivedDialogProps, "open"> & { titleId: string }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const answer = (received: boolean) => {
    const choice = refundChoice(order, received);
    if (choice.kind === "refused") setRefusal(choice.message);
    else onChoose(choice.kind);
  };
  return (
    <div className="space-y-4 p-6">
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="font-serif text-xl">
          {REFUND_TEXT.question}
        </h2>
        <CloseButton onClick={onClose} className="-mr-2 -mt-2" />
      </div>
      <div className="flex flex-col gap-3">
        <Button variant="secondary" onClick={() => answer(false)}>
          {REFUND_TEXT.notReceived}
        </Button>
        <Button variant="secondary" onClick={() => answer(true)}>
          {REFUND_TEXT.received}
        </Button>
      </div>
      {refusal ? <Alert>{refusal}</Alert> : null}
    </div>
  );
}

"use client";
import { useId } from "react";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";

interface ThreeDSecureDialogProps {
  open: boolean;
  onAnswer: (answer: "approve" | "deny") => void;
}

/**
 * The test provider's stand-in for a bank's 3-D Secure page: the card asks the shopper to approve
 * the payment. Closing the dialog (Escape) denies it, as abandoning a bank's page fails it.
 */
export function ThreeDSecureDialog({ open, onAnswer }: ThreeDSecureDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={() => onAnswer("deny")} labelledBy={titleId} className="w-[min(92vw,420px)] bg-white text-stone-900">
      <div aria-describedby={textId} className="space-y-4 p-6">
        <p className="text-[11px] font-semibold uppercase tracking-[0.16em] text-amber-800">Test payments</p>
        <h2 id={titleId} className="font-serif text-2xl">
          Test 3-D Secure
        </h2>
        <p id={textId} className="text-sm text-stone-700">
          This test card asks you to authenticate the payment, as your bank would. Approve to pay, or deny to see a failed authentication.
        </p>
        <div className="flex gap-3 pt-2">
          <button type="button" className={`${primaryButton} flex-1`} onClick={() => onAnswer("approve")} autoFocus>
            Approve
          </button>
          <button type="button" className={`${secondaryButton} h-12 flex-1`} onClick={() => onAnswer("deny")}>
            Deny
          </button>
        </div>
      </div>
    </Dialog>
  );
}

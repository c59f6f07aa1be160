"use client";
import { useId } from "react";
import { walletPrompt, type WalletName } from "@/lib/payments/wallet";
import { primaryButton, textButton } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";

interface WalletDialogProps {
  wallet: WalletName | null;
  onPay: () => void;
  onClose: () => void;
}

/**
 * CHK-14: before the wallet sheet opens, 'Please click on the {wallet} button to confirm the payment.'
 * with the wallet's button (the browser only opens its sheet from a click).
 */
export function WalletDialog({ wallet, onPay, onClose }: WalletDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={wallet !== null} onClose={onClose} labelledBy={titleId} className="w-[min(92vw,420px)] bg-white text-stone-900">
      {wallet && (
        <div className="space-y-5 p-6 text-center">
          <h2 id={titleId} className="font-serif text-2xl">
            {wallet}
          </h2>
          <p className="text-sm text-stone-700">{walletPrompt(wallet)}</p>
          <button type="button" className={primaryButton} onClick={onPay} autoFocus>
            Pay with {wallet}
          </button>
          <button type="button" className={textButton} onClick={onClose}>
            Cancel
          </button>
        </div>
      )}
    </Dialog>
  );
}

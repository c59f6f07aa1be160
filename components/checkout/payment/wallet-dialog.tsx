"use client";
import { useId } from "react";
import { walletPrompt, type WalletName } from "@/lib/payments/wallet";
import { textButton } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";
import { usePayments } from "./payments-context";

interface WalletDialogProps {
  wallet: WalletName | null;
  /** the wallet's button was clicked: open the wallet (`Wallet.open`) right away */
  onPay: () => void;
  onClose: () => void;
}

/**
 * CHK-14: before the wallet sheet opens, 'Please click on the {wallet} button to confirm the payment.'
 * with the wallet's own button (Stripe's Express Checkout Element; the browser only opens its sheet
 * from a click on it).
 */
export function WalletDialog({ wallet, onPay, onClose }: WalletDialogProps) {
  const titleId = useId();
  const WalletButton = usePayments().wallet?.Button;
  return (
    <Dialog open={wallet !== null} onClose={onClose} labelledBy={titleId} className="w-[min(92vw,420px)] bg-white text-stone-900">
      {wallet && (
        <div className="space-y-5 p-6 text-center">
          <h2 id={titleId} className="font-serif text-2xl">
            {wallet}
          </h2>
          <p className="text-sm text-stone-700">{walletPrompt(wallet)}</p>
          {WalletButton && <WalletButton onClick={onPay} />}
          <button type="button" className={textButton} onClick={onClose} autoFocus>
            Cancel
          </button>
        </div>
      )}
    </Dialog>
  );
}

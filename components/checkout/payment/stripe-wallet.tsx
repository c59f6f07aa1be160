"use client";
import { Elements, ExpressCheckoutElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import {
  createWalletSession,
  expressCheckoutOptions,
  walletAvailable,
  walletNameFor,
  WALLET_CHECK_AMOUNT,
  WALLET_CURRENCY,
  type WalletName,
  type WalletSession,
} from "@/lib/payments/wallet";
import { PaymentsContext, usePayments, type Payments, type Wallet, type WalletButtonProps } from "./payments-context";

const WalletSessionContext = createContext<WalletSession | null>(null);

/**
 * BR-CHK-06: asks an Express Checkout Element, in its own Elements group with the placeholder
 * total (100, usd), whether this browser can pay with the wallet named for its platform. It is
 * mounted off-screen and inert until it answers: the shopper never sees or reaches it.
 */
function WalletProbe({ stripe, name, onAnswer }: { stripe: Stripe; name: WalletName; onAnswer: (available: boolean) => void }) {
  return (
    <div aria-hidden="true" inert className="pointer-events-none fixed top-0 -left-[200vw] h-12 w-72">
      <Elements stripe={stripe} options={{ mode: "payment", amount: WALLET_CHECK_AMOUNT, currency: WALLET_CURRENCY }}>
        <ExpressCheckoutElement
          options={expressCheckoutOptions(name)}
          onReady={(event) => onAnswer(walletAvailable(name, event.availablePaymentMethods))}
          onLoadError={() => onAnswer(false)}
          onConfirm={(event) => event.paymentFailed()}
        />
      </Elements>
    </div>
  );
}

/** The wallet's own button in the step's Elements group; its click calls `onClick`, which opens the sheet through `open`. */
function StripeWalletButton({ onClick }: WalletButtonProps) {
  const session = useContext(WalletSessionContext);
  const name = usePayments().wallet?.name;
  if (!session || !name) return null;
  return (
    <ExpressCheckoutElement
      options={expressCheckoutOptions(name)}
      onClick={(event) => session.clicked(event, onClick)}
      onConfirm={(event) => session.confirm(event)}
      onCancel={() => session.cancel()}
    />
  );
}

interface StripeWalletScopeProps {
  /** the card side of the payments, which the wallet joins */
  payments: Omit<Payments, "wallet">;
  /** false where no wallet belongs (saving a card) */
  offerWallet: boolean;
  children: ReactNode;
}

/**
 * Provides the payments with Stripe's wallet (CHK-14) once the probe says this browser can pay
 * with it, and the session the wallet button and `open` share.
 */
export function StripeWalletScope({ payments, offerWallet, children }: StripeWalletScopeProps) {
  const stripe = useStripe();
  const elements = useElements();
  // Stripe.js only loads in the browser, so the platform is read after hydration.
  const name = useMemo(() => (stripe ? walletNameFor(navigator.platform, navigator.userAgent) : null), [stripe]);
  const [available, setAvailable] = useState<boolean | null>(null);
  const session = useMemo(() => (stripe && elements ? createWalletSession(stripe, elements) : null), [stripe, elements]);

  const value = useMemo<Payments>(() => {
    const wallet: Wallet | null = offerWallet && available && name && session ? { name, Button: StripeWalletButton, open: session.open } : null;
    return { ...payments, wallet };
  }, [payments, offerWallet, available, name, session]);

  return (
    <PaymentsContext value={value}>
      <WalletSessionContext value={session}>{children}</WalletSessionContext>
      {offerWallet && stripe && name && available === null && <WalletProbe stripe={stripe} name={name} onAnswer={setAvailable} />}
    </PaymentsContext>
  );
}

"use client";
import { Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeElementsOptionsMode } from "@stripe/stripe-js";
import { useMemo, useState, type ReactNode } from "react";
import { STRIPE_PUBLISHABLE_KEY } from "@/lib/payments/config";
import { createStripePaymentAdapter } from "@/lib/payments/stripe-adapter";
import { WALLET_CHECK_AMOUNT, WALLET_CURRENCY } from "@/lib/payments/wallet";
import type { Payments, PaymentPurpose } from "./payments-context";
import { StripeCardField } from "./stripe-card-field";
import { StripeWalletScope } from "./stripe-wallet";

let stripeScript: Promise<Stripe | null> | null = null;

/** Stripe.js loads once, and only when a page with a card field asks for it (the `pure` entry adds no script on import). */
function loadStripeOnce(): Promise<Stripe | null> {
  stripeScript ??= import("@stripe/stripe-js/pure").then(({ loadStripe }) => loadStripe(STRIPE_PUBLISHABLE_KEY ?? "")).catch(() => null);
  return stripeScript;
}

const appearance: StripeElementsOptionsMode["appearance"] = {
  theme: "stripe",
  variables: { fontSizeBase: "15px", colorText: "#0c0a09", colorDanger: "#be123c", borderRadius: "0px" },
};

/**
 * Deferred intent creation: the Elements group exists before any intent. `paymentMethodCreation:
 * "manual"` lets the adapter create the PaymentMethod the server's intent is made with. Cards only
 * (wallets are cards to Stripe), nothing that redirects. A payment's amount is the wallet check's
 * placeholder until the wallet's sheet opens with the order's total; the card field does not
 * show it, and the server makes the intent for the real total. Saving a card uses setup mode.
 */
function elementsOptions(purpose: PaymentPurpose): StripeElementsOptionsMode {
  const common = { currency: WALLET_CURRENCY, paymentMethodCreation: "manual", paymentMethodTypes: ["card"], appearance } as const;
  return purpose === "setup" ? { ...common, mode: "setup" } : { ...common, mode: "payment", amount: WALLET_CHECK_AMOUNT };
}

function StripeBridge({ purpose, children }: { purpose: PaymentPurpose; children: ReactNode }) {
  const stripe = useStripe();
  const elements = useElements();
  const payments = useMemo<Omit<Payments, "wallet">>(
    () => ({
      provider: "stripe",
      adapter: stripe && elements ? createStripePaymentAdapter(stripe, elements) : null,
      CardField: StripeCardField,
      focusCard: () => elements?.getElement("payment")?.focus(),
    }),
    [stripe, elements],
  );
  return (
    <StripeWalletScope payments={payments} offerWallet={purpose === "payment"}>
      {children}
    </StripeWalletScope>
  );
}

/** Stripe (NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY set): Elements around the step or dialog, the card and wallet adapters. */
export function StripePayments({ purpose, children }: { purpose: PaymentPurpose; children: ReactNode }) {
  const [stripe] = useState(loadStripeOnce);
  const [options] = useState(() => elementsOptions(purpose));
  return (
    <Elements stripe={stripe} options={options}>
      <StripeBridge purpose={purpose}>{children}</StripeBridge>
    </Elements>
  );
}

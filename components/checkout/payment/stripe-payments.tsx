"use client";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { STRIPE_PUBLISHABLE_KEY } from "@/lib/payments/config";
import { createStripePaymentAdapter } from "@/lib/payments/stripe-adapter";
import { createWalletPayment, walletNameFor, WALLET_CHECK_REQUEST } from "@/lib/payments/wallet";
import { errorId } from "@/components/ui/field";
import { PaymentsContext, type CardFieldProps, type Payments, type Wallet } from "./payments-context";

let stripeScript: Promise<Stripe | null> | null = null;

/** Stripe.js loads once, and only when a step-2 page asks for it (the `pure` entry adds no script on import). */
function loadStripeOnce(): Promise<Stripe | null> {
  stripeScript ??= import("@stripe/stripe-js/pure").then(({ loadStripe }) => loadStripe(STRIPE_PUBLISHABLE_KEY ?? "")).catch(() => null);
  return stripeScript;
}

/** Stripe's Card Element; its own complaints (an incomplete or invalid number) show underneath as it says them. */
function StripeCardField({ error, onChange, disabled }: CardFieldProps) {
  return (
    <div>
      <p id="card-label" className="mb-1.5 block text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">
        Card
      </p>
      <div
        role="group"
        aria-labelledby="card-label"
        aria-describedby={error ? errorId("card") : undefined}
        className={`border bg-white px-3 py-3.5 focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-stone-950 ${error ? "border-rose-700" : "border-stone-300"}`}
      >
        <CardElement
          options={{ hidePostalCode: true, disabled, style: { base: { fontSize: "15px", color: "#0c0a09", "::placeholder": { color: "#a8a29e" } } } }}
          onChange={(event) => onChange({ complete: event.complete, error: event.error?.message ?? null })}
        />
      </div>
      {error && (
        <p id={errorId("card")} role="alert" className="mt-1.5 text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Offers the browser's wallet when Stripe says it can pay (BR-CHK-06: checked with 100 / usd / US). */
function useWallet(stripe: Stripe | null): Wallet | null {
  const [wallet, setWallet] = useState<Wallet | null>(null);
  useEffect(() => {
    if (!stripe) return;
    let live = true;
    const request = stripe.paymentRequest(WALLET_CHECK_REQUEST);
    request
      .canMakePayment()
      .then((result) => {
        if (!live || !result) return;
        setWallet({
          name: walletNameFor(navigator.platform, navigator.userAgent),
          open(total, place, onCancel) {
            request.update({ total: { label: "Order total", amount: total } });
            request.off("paymentmethod");
            request.off("cancel");
            request.on("paymentmethod", async (event) => {
              const payment = createWalletPayment(stripe, event);
              if (!(await place(payment.adapter))) payment.abandon();
            });
            request.on("cancel", onCancel);
            request.show();
          },
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [stripe]);
  return wallet;
}

function StripeBridge({ children }: { children: ReactNode }) {
  const stripe = useStripe();
  const elements = useElements();
  const wallet = useWallet(stripe);
  const payments = useMemo<Payments>(
    () => ({
      provider: "stripe",
      adapter: stripe && elements ? createStripePaymentAdapter(stripe, () => elements.getElement(CardElement)) : null,
      CardField: StripeCardField,
      wallet,
    }),
    [stripe, elements, wallet],
  );
  return <PaymentsContext value={payments}>{children}</PaymentsContext>;
}

/** Stripe (NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY set): Elements around the step, the card and wallet adapters. */
export function StripePayments({ children }: { children: ReactNode }) {
  const [stripe] = useState(loadStripeOnce);
  return (
    <Elements stripe={stripe}>
      <StripeBridge>{children}</StripeBridge>
    </Elements>
  );
}

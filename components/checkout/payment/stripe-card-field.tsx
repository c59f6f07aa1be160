"use client";
import { PaymentElement } from "@stripe/react-stripe-js";
import { errorId } from "@/components/ui/field";
import type { CardFieldProps } from "./payments-context";

/**
 * Stripe's Payment Element, cards only: wallets pay through the Express Checkout Element instead.
 * It shows its own complaints (an incomplete or invalid number) inside while the shopper types;
 * `error` (ours, or Stripe's after a submit) shows underneath.
 */
export function StripeCardField({ error, onChange, disabled }: CardFieldProps) {
  return (
    <div>
      <p id="card-label" className="mb-1.5 block text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">
        Card
      </p>
      <div role="group" aria-labelledby="card-label" aria-describedby={error ? errorId("card") : undefined}>
        <PaymentElement
          options={{ layout: "tabs", wallets: { applePay: "never", googlePay: "never" }, readOnly: disabled }}
          onChange={(event) => onChange({ complete: event.complete, error: null })}
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

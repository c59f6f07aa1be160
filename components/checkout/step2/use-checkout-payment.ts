"use client";
import { useMemo, useState } from "react";
import { useController, type Control } from "react-hook-form";
import type { PaymentChoice } from "@/lib/checkout/place-order";
import { checkPayment, initialPayment, type PaymentSelection } from "@/lib/checkout/step2";
import { useCreditCards } from "@/hooks/use-credit-cards";
import { SAVED_CARDS_ID } from "@/components/checkout/payment/payment-section";
import { usePayments, type CardFieldState } from "@/components/checkout/payment/payments-context";
import type { Step2Values } from "./use-step2-form";

/** Where the provider's words go after a failed payment: under the field that paid. */
type PaymentFailure = { on: "card" | "savedCard"; message: string };

/**
 * Step 2's payment (CHK-13…15): the saved cards, the pick (a field of step 2's form; the default card until
 * the shopper picks), the new card's state as the provider's field reports it, and the provider's words after
 * a failed payment. Its inputs are the payment section's (the provider's own card field among them), so it is
 * checked with `checkPayment` rather than the form's schema.
 */
interface CheckoutPaymentOptions {
  /** step 2's form, which holds the pick (`payment`) */
  control: Control<Step2Values>;
  signedIn: boolean;
  free: boolean;
  /** Place order was pressed */
  showErrors: boolean;
}

export function useCheckoutPayment({ control, signedIn, free, showErrors }: CheckoutPaymentOptions) {
  const payments = usePayments();
  const cardsQuery = useCreditCards(signedIn);
  const cards = useMemo(() => (signedIn ? (cardsQuery.data ?? []) : []), [signedIn, cardsQuery.data]);
  const cardsLoading = signedIn && cardsQuery.isPending;
  /** undefined: not picked yet, the default applies once the saved cards are known */
  const { field: picked } = useController({ control, name: "payment" });
  const [card, setCard] = useState<CardFieldState & { version: number }>({ complete: false, error: null, version: 0 });
  const [failure, setFailure] = useState<PaymentFailure | null>(null);

  const payment: PaymentSelection = picked.value !== undefined ? picked.value : cardsLoading ? null : initialPayment(cards);
  const providerReady = payment?.kind === "wallet" ? payments.wallet !== null : payments.adapter !== null;
  const check = checkPayment({ free, payment, cards, cardComplete: card.complete, providerReady });
  const errors = showErrors ? check.errors : {};

  /** How the order is paid, for anything but the wallet (which pays from its own sheet). */
  const choice = (): PaymentChoice | null => {
    if (free) return { kind: "free" };
    const adapter = payments.adapter;
    if (!adapter || !payment || payment.kind === "wallet") return null;
    return payment.kind === "saved-card" ? { kind: "saved-card", cardId: payment.cardId, adapter } : { kind: "new-card", version: card.version, adapter };
  };

  /**
   * The payment field that failed the check takes the focus: the first pickable saved card (the payment
   * section's radios, found by the group's id), or the card field, which the provider focuses.
   */
  const focusFailed = () => {
    if (check.first === "savedCard") document.querySelector<HTMLElement>(`#${SAVED_CARDS_ID} input:not(:disabled)`)?.focus();
    else if (check.first === "card") payments.focusCard();
  };

  return {
    payments,
    payment,
    check,
    choice,
    focusFailed,
    /** the provider refused this payment: its words under the field that paid */
    fail: (paidWith: PaymentSelection, message: string) => setFailure({ on: paidWith?.kind === "saved-card" ? "savedCard" : "card", message }),
    clearFailure: () => setFailure(null),
    /** the PaymentSection's props, as they stand */
    section: {
      free,
      cards,
      cardsLoading,
      cardsError: signedIn && cardsQuery.isError ? cardsQuery.error.message : null,
      onRetryCards: () => void cardsQuery.refetch(),
      selection: payment,
      onSelect: (selection: PaymentSelection) => {
        picked.onChange(selection);
        setFailure(null);
      },
      savedCardError: errors.savedCard ?? (failure?.on === "savedCard" ? failure.message : undefined),
      cardError: errors.card ?? (failure?.on === "card" ? failure.message : null) ?? card.error,
      onCard: (state: CardFieldState) => {
        setCard((c) => ({ ...state, version: c.version + 1 }));
        if (failure?.on === "card") setFailure(null);
      },
    },
  };
}

"use client";
import { useEffect, useState } from "react";
import type { FieldValues, UseFormWatch } from "react-hook-form";
import type { CardFieldState } from "./payments-context";

/** The provider's words after a failed payment, under the card that paid. */
type CardRefusal = { on: "card" | "savedCard"; message: string };

/**
 * The card part of a checkout that pays with a card (the plan checkout, the box checkout): the typed card's state
 * and version (a retry never reuses another card's token), and where a failure shows, under the saved cards, under
 * the card field, or the form's own failure `F` by the submit button. Picking a card clears any failure; typing
 * in the card field clears the card field's. The form's own failure (the server's list of what to fix) goes as soon
 * as the form changes (finding 12): it spoke of the values as they were sent.
 */
export function useCardPayment<F extends { on: "form" }, T extends FieldValues = FieldValues>(watch: UseFormWatch<T>) {
  const [card, setCard] = useState<CardFieldState & { version: number }>({ complete: false, error: null, version: 0 });
  const [failure, setFailure] = useState<CardRefusal | F | null>(null);
  useEffect(() => {
    const { unsubscribe } = watch(() => setFailure((current) => (current?.on === "form" ? null : current)));
    return unsubscribe;
  }, [watch]);
  return {
    version: card.version,
    /** the form's own failure, if that is what failed */
    formFailure: failure?.on === "form" ? (failure as F) : null,
    /** shows a failure: the form's, or the provider's refusal of the card that paid */
    fail: (next: F | { paidWith: { kind: string }; message: string }) =>
      setFailure("paidWith" in next ? { on: next.paidWith.kind === "saved-card" ? "savedCard" : "card", message: next.message } : next),
    clear: () => setFailure(null),
    /** CardPayment's props for the errors and the card field */
    fieldProps: {
      savedCardError: failure?.on === "savedCard" ? failure.message : undefined,
      cardError: (failure?.on === "card" ? failure.message : null) ?? card.error,
      onPicked: () => setFailure(null),
      onCard: (state: CardFieldState) => {
        setCard((c) => ({ ...state, version: c.version + 1 }));
        if (failure?.on === "card") setFailure(null);
      },
    },
  };
}

"use client";
import { useController, type Control, type FieldValues } from "react-hook-form";
import type { CreditCard } from "@/lib/api/schemas/checkout";
import type { PlanPayment as Picked } from "@/lib/plan-checkout/form";
import { PaymentSection, SAVED_CARDS_ID } from "./payment-section";
import { usePayments, type CardFieldState } from "./payments-context";

/** The fields of a form that pays with a card (the plan checkout's, the box checkout's). */
type PaymentFields = { payment?: Picked; cardComplete: boolean };

interface CardPaymentProps<T extends FieldValues> {
  control: Control<T>;
  /** the card that applies (the default saved one until another is picked) */
  selection: Picked;
  /** the saved cards (undefined while they load) */
  cards: readonly CreditCard[] | undefined;
  cardsError: string | null;
  onRetryCards: () => void;
  /** the provider's words after a failed purchase, under the saved cards or the card field */
  savedCardError?: string;
  cardError: string | null;
  onPicked: () => void;
  onCard: (state: CardFieldState) => void;
  disabled: boolean;
}

/**
 * The card of the plan checkout (PLAN-09) and the box checkout (ONB-18): the checkout's payment section (saved
 * cards, or a new card in the provider's field) as a field of the form; its errors and field state come from
 * `useCardPayment`. It registers after the addresses, so a failed submit focuses an address first; its own focus
 * is the first pickable saved card or the provider's card field.
 */
export function CardPayment<T extends FieldValues & PaymentFields>({ control: formControl, selection, cards, cardsError, onRetryCards, savedCardError, cardError, onPicked, onCard, disabled }: CardPaymentProps<T>) {
  // typed against the caller's form; inside, it is "a form with `payment` and `cardComplete`"
  const control = formControl as unknown as Control<PaymentFields>;
  const payments = usePayments();
  const { field } = useController({ control, name: "payment" });
  const { field: complete } = useController({ control, name: "cardComplete" });
  return (
    <div
      ref={(el) =>
        field.ref(el && { focus: () => (selection?.kind === "saved-card" ? el.querySelector<HTMLElement>(`#${SAVED_CARDS_ID} input:not(:disabled)`)?.focus() : payments.focusCard()) })
      }
    >
      <PaymentSection
        free={false}
        cards={cards ?? []}
        cardsLoading={cards === undefined}
        cardsError={cardsError}
        onRetryCards={onRetryCards}
        selection={selection}
        onSelect={(picked) => {
          // Plans are paid with a card (the renewals charge it); no wallet is offered here.
          if (picked?.kind === "wallet") return;
          field.onChange(picked);
          onPicked();
        }}
        savedCardError={savedCardError}
        cardError={cardError}
        onCard={(state) => {
          complete.onChange(state.complete);
          onCard(state);
        }}
        disabled={disabled}
      />
    </div>
  );
}

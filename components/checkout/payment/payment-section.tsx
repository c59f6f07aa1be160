"use client";
import type { CreditCard } from "@/lib/api/schemas/checkout";
import { FREE_ORDER_MESSAGE, type PaymentSelection } from "@/lib/checkout/step2";
import { secondaryButton } from "@/components/ui/button-styles";
import { errorId } from "@/components/ui/field";
import { usePayments, type CardFieldState } from "./payments-context";

export const PAYMENT_SECTION_ID = "checkout-payment";
export const SAVED_CARDS_ID = "saved-cards";

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express", discover: "Discover" };
export const brandName = (brand: string) => BRANDS[brand] ?? (brand && brand !== "unknown" ? brand[0]!.toUpperCase() + brand.slice(1) : "Card");
export const expiry = (card: CreditCard) => `${String(card.exp_month).padStart(2, "0")}/${card.exp_year}`;

interface PaymentSectionProps {
  /** a zero total: nothing to pay (CHK-15) */
  free: boolean;
  /** the signed-in shopper's saved cards (empty for a guest) */
  cards: readonly CreditCard[];
  cardsLoading: boolean;
  cardsError: string | null;
  onRetryCards: () => void;
  selection: PaymentSelection;
  onSelect: (selection: PaymentSelection) => void;
  /** under the saved-card list, under the new card field */
  savedCardError?: string;
  cardError: string | null;
  onCard: (state: CardFieldState) => void;
  disabled: boolean;
}

const radioRow =
  "flex cursor-pointer items-center gap-3 border border-stone-200 px-4 py-3 text-sm has-[:checked]:border-stone-950 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-stone-50 has-[:disabled]:text-stone-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-stone-950";

/**
 * The payment block (CHK-13…15): saved cards for a signed-in shopper (invalid ones shown but not
 * pickable), a new card in the provider's own field, the browser's wallet when it offers one, or
 * 'Free order, no payment required' for a zero total.
 */
export function PaymentSection(props: PaymentSectionProps) {
  const { free, cards, cardsLoading, cardsError, onRetryCards, selection, onSelect, savedCardError, cardError, onCard, disabled } = props;
  const { CardField, wallet } = usePayments();

  if (free) {
    return (
      <Frame>
        <p role="status" className="border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {FREE_ORDER_MESSAGE}
        </p>
      </Frame>
    );
  }

  const newCard = selection?.kind === "new-card";
  const choices = cards.length > 0 || wallet !== null;
  const cardField = <CardField error={cardError} onChange={onCard} disabled={disabled} />;

  return (
    <Frame>
      {cardsLoading && <p className="text-sm text-stone-600">Loading your saved cards…</p>}
      {cardsError && (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-rose-700">
          {cardsError}
          <button type="button" className={secondaryButton} onClick={onRetryCards}>
            Retry
          </button>
        </p>
      )}
      {!choices ? (
        cardField
      ) : (
        <fieldset id={SAVED_CARDS_ID} disabled={disabled} aria-describedby={savedCardError ? errorId(SAVED_CARDS_ID) : undefined} className="space-y-2">
          <legend className="sr-only">Payment method</legend>
          {cards.map((card) => (
            <label key={card._id} className={radioRow}>
              <input
                type="radio"
                name="payment-method"
                value={card._id}
                checked={selection?.kind === "saved-card" && selection.cardId === card._id}
                disabled={card.is_invalid}
                onChange={() => onSelect({ kind: "saved-card", cardId: card._id })}
                className="size-4 accent-stone-950"
              />
              <span className="flex-1">
                {brandName(card.brand)} ending in {card.last_four}
                <span className="ml-2 text-stone-600">expires {expiry(card)}</span>
                {card.is_default && <span className="ml-2 text-xs font-semibold uppercase tracking-[0.12em] text-stone-600">Default</span>}
              </span>
              {card.is_invalid && <span className="text-xs font-medium text-rose-800">Expired or invalid</span>}
            </label>
          ))}
          <label className={radioRow}>
            <input type="radio" name="payment-method" value="new-card" checked={newCard} onChange={() => onSelect({ kind: "new-card" })} className="size-4 accent-stone-950" />
            <span className="flex-1">New card</span>
          </label>
          {wallet && (
            <label className={radioRow}>
              <input type="radio" name="payment-method" value="wallet" checked={selection?.kind === "wallet"} onChange={() => onSelect({ kind: "wallet" })} className="size-4 accent-stone-950" />
              <span className="flex-1">{wallet.name}</span>
            </label>
          )}
          {savedCardError && (
            <p id={errorId(SAVED_CARDS_ID)} role="alert" className="text-sm text-rose-700">
              {savedCardError}
            </p>
          )}
        </fieldset>
      )}
      {choices && newCard && <div className="pt-2">{cardField}</div>}
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section id={PAYMENT_SECTION_ID} aria-labelledby={`${PAYMENT_SECTION_ID}-h`} className="space-y-4">
      <h2 id={`${PAYMENT_SECTION_ID}-h`} className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
        Payment
      </h2>
      {children}
    </section>
  );
}

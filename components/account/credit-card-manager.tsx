"use client";
import { useRef, useState } from "react";
import type { CreditCard } from "@/lib/api/schemas/checkout";
import { ADD_CREDIT_CARDS_TITLE, canMakeDefault, CARD_TOASTS, CREDIT_CARDS_TITLE, DELETE_CARD_CONFIRM } from "@/lib/account/credit-cards";
import { notify } from "@/lib/toast";
import { useDeleteCreditCard, useSetDefaultCard } from "@/hooks/use-credit-card-book";
import { useCreditCards } from "@/hooks/use-credit-cards";
import { brandName, expiry } from "@/components/checkout/payment/payment-section";
import { secondaryButton, textButton } from "@/components/ui/button-styles";
import { AccountSection, DefaultBadge } from "./account-section";
import { AddCardDialog } from "./add-card-dialog";
import { ConfirmDialog } from "./confirm-dialog";
import { useConfirmedDelete } from "./use-confirmed-delete";

/** How a card is named in buttons and the confirmation: "Visa ending in 4242". */
const cardName = (card: CreditCard) => `${brandName(card.brand)} ending in ${card.last_four}`;
const rowId = (card: CreditCard) => `saved-card-${card._id}`;

/**
 * ACCT-19 in profile mode: the saved cards (default and invalid ones marked), 'ADD CREDIT CARDS'
 * with the provider's card entry, make a card the default, delete after 'delete this credit card ?'.
 * Changes land in the credit-cards query, so checkout's saved cards see them.
 */
export function CreditCardManager() {
  const query = useCreditCards(true);
  const cards = query.data ?? [];
  const [adding, setAdding] = useState(false);
  const defaultChange = useSetDefaultCard();
  const addButton = useRef<HTMLButtonElement>(null);

  const removal = useConfirmedDelete<CreditCard>({
    removal: useDeleteCreditCard(),
    toast: CARD_TOASTS.deleted,
    after: addButton,
  });

  const added = () => {
    notify.success(CARD_TOASTS.added);
    setAdding(false);
  };

  const makeDefault = (card: CreditCard) => {
    // The card moves to the top at once and its "Make default" button goes: keep the keyboard on the card.
    document.getElementById(rowId(card))?.focus();
    defaultChange.mutate(card._id, { onSuccess: () => notify.success(CARD_TOASTS.defaultSet) });
  };

  return (
    <AccountSection
      id="account-cards"
      title={CREDIT_CARDS_TITLE}
      action={
        <button ref={addButton} type="button" className={secondaryButton} onClick={() => setAdding(true)}>
          {ADD_CREDIT_CARDS_TITLE}
        </button>
      }
      query={query}
      loadingText="Loading your cards…"
      emptyText="No saved cards yet."
    >
      {cards.length > 0 && (
        <ul aria-label="Saved cards" className="divide-y divide-stone-200 border border-stone-200">
          {cards.map((card) => (
            <li
              key={card._id}
              id={rowId(card)}
              tabIndex={-1}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm focus-visible:outline-2 focus-visible:outline-stone-950"
            >
              <div className="min-w-0">
                <p className="font-medium text-stone-950">
                  {brandName(card.brand)} <span aria-hidden="true">••••</span>
                  <span className="sr-only"> ending in</span> {card.last_four}
                  {card.is_default && <DefaultBadge />}
                </p>
                <p className="text-stone-600">
                  Expires {expiry(card)}
                  {card.is_invalid && <span className="ml-2 text-xs font-medium text-rose-800">Expired or invalid</span>}
                </p>
              </div>
              <div className="flex gap-4">
                {canMakeDefault(card) && (
                  <button type="button" className={textButton} aria-label={`Make default: ${cardName(card)}`} disabled={defaultChange.isPending} onClick={() => makeDefault(card)}>
                    Make default
                  </button>
                )}
                <button type="button" className={textButton} aria-label={`Delete: ${cardName(card)}`} onClick={() => removal.ask(card)}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddCardDialog open={adding} cards={cards} onAdded={added} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={removal.target !== null}
        question={DELETE_CARD_CONFIRM}
        subject={removal.target ? `${cardName(removal.target)}, expires ${expiry(removal.target)}` : ""}
        confirmLabel="Delete"
        busy={removal.busy}
        error={removal.error}
        onConfirm={removal.confirm}
        onClose={removal.close}
      />
    </AccountSection>
  );
}

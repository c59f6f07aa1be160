"use client";
import { useId, useState } from "react";
import type { CreditCard } from "@/lib/api/schemas/checkout";
import { ADD_CREDIT_CARDS_TITLE, CARD_TOASTS } from "@/lib/account/credit-cards";
import { SUBSCRIPTION_TEXT } from "@/lib/subscriptions/detail";
import { notify } from "@/lib/toast";
import { useCreditCards } from "@/hooks/use-credit-cards";
import { brandName, expiry } from "@/components/checkout/payment/payment-section";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { secondaryButton, textButton } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { AddCardDialog } from "./add-card-dialog";

interface SelectCardDialogProps {
  open: boolean;
  /** saves the picked card; answers the server's message ('' when it has none) */
  onConfirm: (cardId: string) => Promise<string>;
  /** the dialog closed; `message` is what the update said, null when nothing was updated */
  onClose: (message: string | null) => void;
}

/**
 * ACCT-19's card dialog in update mode (GIFT-16, A:54, A:91): 'SELECT A NEW CARD' lists the saved
 * cards (invalid ones cannot be picked, BR-VAL-20), 'ADD CREDIT CARDS' opens the add mode and comes
 * back with the list reloaded; confirming a card says 'Updated, we'll process on next scheduled time,
 * thank you.' (C-30) before the dialog closes.
 */
export function SelectCardDialog({ open, onConfirm, onClose }: SelectCardDialogProps) {
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const [updated, setUpdated] = useState<string | null>(null);
  const query = useCreditCards(open);
  const cards = query.data ?? [];

  const close = () => {
    onClose(updated);
    setUpdated(null);
  };

  return (
    <>
      {/* The add dialog opens on top of this one (the browser's top layer), which stays open underneath. */}
      <Dialog open={open} onClose={close} labelledBy={titleId} className="max-h-[92vh] w-[min(94vw,480px)] overflow-y-auto bg-white text-stone-900">
        <div className="space-y-5 p-6">
          <h2 id={titleId} className="font-serif text-2xl">
            {SUBSCRIPTION_TEXT.selectNewCard}
          </h2>
          {updated !== null ? (
            <>
              <p role="status" className="text-sm text-stone-800">
                {SUBSCRIPTION_TEXT.cardUpdated}
              </p>
              <Button onClick={close} autoFocus>
                OK
              </Button>
            </>
          ) : (
            <CardChoice
              cards={cards}
              loading={query.isPending}
              failed={query.isError}
              onAdd={() => setAdding(true)}
              onCancel={close}
              onConfirm={async (cardId) => setUpdated(await onConfirm(cardId))}
            />
          )}
        </div>
      </Dialog>
      <AddCardDialog
        open={open && adding}
        cards={cards}
        onAdded={() => {
          notify.success(CARD_TOASTS.added);
          setAdding(false);
        }}
        onClose={() => setAdding(false)}
      />
    </>
  );
}

interface CardChoiceProps {
  cards: readonly CreditCard[];
  loading: boolean;
  failed: boolean;
  onAdd: () => void;
  onCancel: () => void;
  onConfirm: (cardId: string) => Promise<void>;
}

function CardChoice({ cards, loading, failed, onAdd, onCancel, onConfirm }: CardChoiceProps) {
  const usable = cards.filter((card) => !card.is_invalid);
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The default (or first) usable card until the shopper picks one.
  const chosen = picked ?? usable.find((card) => card.is_default)?._id ?? usable[0]?._id ?? null;

  const confirm = async () => {
    if (!chosen) return;
    setSaving(true);
    setError(null);
    try {
      await onConfirm(chosen);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  };

  if (loading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner className="size-4" />
        Loading your cards…
      </p>
    );
  }
  return (
    <>
      {failed && <Alert>Your cards could not be loaded.</Alert>}
      {cards.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="sr-only">Saved cards</legend>
          {cards.map((card) => (
            <label key={card._id} className={`flex items-center gap-3 border px-4 py-3 text-sm ${card.is_invalid ? "border-stone-200 text-stone-500" : "border-stone-300"}`}>
              <input type="radio" name="subscription-card" value={card._id} checked={chosen === card._id} disabled={card.is_invalid} onChange={() => setPicked(card._id)} className="size-4 accent-stone-950" />
              <span className="flex-1">
                {brandName(card.brand)} <span aria-hidden="true">••••</span>
                <span className="sr-only"> ending in</span> {card.last_four}
                <span className="block text-stone-600">
                  Expires {expiry(card)}
                  {card.is_invalid && <span className="ml-2 text-xs font-medium text-rose-800">Expired or invalid</span>}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="text-sm text-stone-600">No saved cards yet.</p>
      )}
      <button type="button" className={secondaryButton} onClick={onAdd}>
        {ADD_CREDIT_CARDS_TITLE}
      </button>
      {error && <Alert>{error}</Alert>}
      <div className="flex items-center justify-end gap-5">
        <button type="button" className={textButton} onClick={onCancel}>
          Cancel
        </button>
        <Button className="w-auto" pending={saving} disabled={!chosen} onClick={() => void confirm()}>
          Confirm
        </Button>
      </div>
    </>
  );
}

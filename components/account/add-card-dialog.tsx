"use client";
import { useId, useRef, useState, type FormEvent } from "react";
import { addCreditCard } from "@/lib/api";
import { browserApi } from "@/lib/api/browser";
import type { CreditCard } from "@/lib/api/schemas/checkout";
import { ADD_CREDIT_CARDS_TITLE, cardDefaultChoice, saveProblem, tokenProblem, type AddCardProblem } from "@/lib/account/credit-cards";
import { wantsDefault } from "@/lib/account/default-choice";
import { INCOMPLETE_CARD_MESSAGE } from "@/lib/payments/adapter";
import { trackBusy } from "@/lib/busy";
import { usePayments, type CardFieldState } from "@/components/checkout/payment/payments-context";
import { PaymentsProvider } from "@/components/checkout/payment/payments-provider";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";
import { DefaultCheckbox } from "./default-checkbox";

interface AddCardDialogProps {
  open: boolean;
  /** the cards saved so far (the first one added becomes the default) */
  cards: readonly CreditCard[];
  /** the server's new list after the card was saved */
  onAdded: (list: CreditCard[]) => void;
  onClose: () => void;
}

/**
 * ACCT-19's add mode: the payment provider's own card entry (Stripe's Card Element, or the test
 * provider's clearly labelled form without Stripe keys). The card becomes a provider token in the
 * browser and only the token is sent (POST api/users/credit_cards/ {token, is_default}).
 */
export function AddCardDialog({ open, cards, onAdded, onClose }: AddCardDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="max-h-[92vh] w-[min(94vw,480px)] overflow-y-auto bg-white text-stone-900">
      {/* Mounted per opening: each add starts from an empty card field. */}
      <PaymentsProvider>
        <AddCardForm titleId={titleId} cards={cards} onAdded={onAdded} onCancel={onClose} />
      </PaymentsProvider>
    </Dialog>
  );
}

interface AddCardFormProps {
  titleId: string;
  cards: readonly CreditCard[];
  onAdded: AddCardDialogProps["onAdded"];
  onCancel: () => void;
}

function AddCardForm({ titleId, cards, onAdded, onCancel }: AddCardFormProps) {
  const { CardField, adapter } = usePayments();
  const [choice] = useState(() => cardDefaultChoice(cards));
  const [ticked, setTicked] = useState(choice.checked);
  const [card, setCard] = useState<CardFieldState>({ complete: false, error: null });
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<AddCardProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  // Ours for an incomplete card, else the provider's or the server's words about it, else its live complaint.
  const cardError = (submitted && !card.complete ? INCOMPLETE_CARD_MESSAGE : null) ?? (problem?.on === "card" ? problem.message : null) ?? card.error;

  const changeCard = (state: CardFieldState) => {
    setCard(state);
    setProblem((p) => (p?.on === "card" ? null : p));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !adapter) return;
    setSubmitted(true);
    if (!card.complete) return;
    inFlight.current = true;
    setSaving(true);
    setProblem(null);
    const token = await adapter.tokenizeCard();
    const result = token.ok ? await trackBusy(addCreditCard(browserApi, { token: token.value, is_default: wantsDefault(choice, ticked) })) : null;
    inFlight.current = false;
    setSaving(false);
    if (!token.ok) setProblem(tokenProblem(token));
    else if (result && !result.ok) setProblem(saveProblem(result.error));
    else if (result) onAdded(result.data);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5 p-6">
      <h2 id={titleId} className="font-serif text-2xl">
        {ADD_CREDIT_CARDS_TITLE}
      </h2>
      <CardField error={cardError} onChange={changeCard} disabled={saving} />
      <DefaultCheckbox
        id="card-default"
        label="Use as my default card"
        choice={choice}
        checked={ticked}
        onChange={setTicked}
        disabled={saving}
        lockedNotes={{ first: "Your first card is your default one.", current: "This is your default card." }}
      />
      {problem?.on === "form" && (
        <p role="alert" className="border-l-2 border-rose-700 bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {problem.message}
        </p>
      )}
      <div className="flex gap-3 pt-1">
        <button type="submit" className={`${primaryButton} flex-1`} disabled={saving || !adapter}>
          {saving ? "Saving…" : adapter ? "Save card" : "Loading…"}
        </button>
        <button type="button" className={`${secondaryButton} h-12 flex-1`} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

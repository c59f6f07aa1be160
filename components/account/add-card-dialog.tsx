"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useController } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { z } from "zod";
import type { CreditCard } from "@/lib/api/schemas/checkout";
import { ADD_CREDIT_CARDS_TITLE, cardDefaultChoice } from "@/lib/account/credit-cards";
import { wantsDefault } from "@/lib/account/default-choice";
import { INCOMPLETE_CARD_MESSAGE } from "@/lib/payments/adapter";
import { useAddCreditCard } from "@/hooks/use-credit-card-book";
import { usePayments } from "@/components/checkout/payment/payments-context";
import { PaymentsProvider } from "@/components/checkout/payment/payments-provider";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DefaultCheckbox } from "./default-checkbox";

interface AddCardDialogProps {
  open: boolean;
  /** the cards saved so far (the first one added becomes the default) */
  cards: readonly CreditCard[];
  /** called once the card is saved (the cards query holds the new list) */
  onAdded: () => void;
  onClose: () => void;
}

/**
 * ACCT-19's add mode: the payment provider's own card entry (Stripe's, or the test provider's
 * clearly labelled form without Stripe keys). The card becomes a provider token in the browser and
 * only the token is sent (POST api/users/credit_cards/ {token, is_default}).
 */
export function AddCardDialog({ open, cards, onAdded, onClose }: AddCardDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="max-h-[92vh] w-[min(94vw,480px)] overflow-y-auto bg-white text-stone-900">
      {/* Mounted per opening: each add starts from an empty card field. */}
      <PaymentsProvider purpose="setup">
        <AddCardForm titleId={titleId} cards={cards} onAdded={onAdded} onCancel={onClose} />
      </PaymentsProvider>
    </Dialog>
  );
}

/** The provider's field reports whether the card is complete (BR-VAL-20) and its live complaint. */
const addCardSchema = z.object({
  card: z.object({ complete: z.boolean(), error: z.string().nullable() }).refine((card) => card.complete, INCOMPLETE_CARD_MESSAGE),
  makeDefault: z.boolean(),
});
type AddCardValues = z.infer<typeof addCardSchema>;

interface AddCardFormProps {
  titleId: string;
  cards: readonly CreditCard[];
  onAdded: AddCardDialogProps["onAdded"];
  onCancel: () => void;
}

function AddCardForm({ titleId, cards, onAdded, onCancel }: AddCardFormProps) {
  const { CardField, adapter } = usePayments();
  // Fixed for this opening: the list changes once the card is saved.
  const [choice] = useState(() => cardDefaultChoice(cards));
  const { control, handleSubmit } = useShopForm<AddCardValues>({
    resolver: zodResolver(addCardSchema),
    defaultValues: { card: { complete: false, error: null }, makeDefault: choice.checked },
  });
  const { field: card, fieldState: cardState } = useController({ control, name: "card" });
  const { field: makeDefault } = useController({ control, name: "makeDefault" });
  const save = useAddCreditCard();
  const problem = save.error?.problem;
  const saving = save.isPending;

  // Ours for an incomplete card, else the provider's or the server's words about it, else its live complaint.
  const cardError = cardState.error?.message ?? (problem?.on === "card" ? problem.message : null) ?? card.value.error;

  const onSubmit = handleSubmit((values) => {
    if (!adapter) return;
    save.mutate({ adapter, isDefault: wantsDefault(choice, values.makeDefault) }, { onSuccess: onAdded });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5 p-6">
      <h2 id={titleId} className="font-serif text-2xl">
        {ADD_CREDIT_CARDS_TITLE}
      </h2>
      <CardField
        error={cardError}
        onChange={(state) => {
          card.onChange(state);
          // A card typed again answers the last refusal of it.
          if (problem?.on === "card") save.reset();
        }}
        disabled={saving}
      />
      <DefaultCheckbox
        id="card-default"
        label="Use as my default card"
        choice={choice}
        checked={makeDefault.value}
        onChange={makeDefault.onChange}
        disabled={saving}
        lockedNotes={{ first: "Your first card is your default one.", current: "This is your default card." }}
      />
      {problem?.on === "form" && <Alert>{problem.message}</Alert>}
      <div className="flex gap-3 pt-1">
        <Button type="submit" className="flex-1" pending={saving} disabled={!adapter}>
          {saving ? "Saving…" : adapter ? "Save card" : "Loading…"}
        </Button>
        <Button variant="secondary" className="h-12 flex-1" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

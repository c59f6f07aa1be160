"use client";
import { useQuery } from "@tanstack/react-query";
import Image from "next/image";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import type { SubscriptionDetail as Subscription, SubscriptionOccasion } from "@/lib/api/schemas/subscription-account";
import { formatMoney } from "@/lib/money";
import { formatOrderDate } from "@/lib/orders/order-view";
import { subscriptionQuery } from "@/lib/queries/subscriptions";
import { subscriptionEntryPath } from "@/lib/routes";
import {
  canCancelOccasion,
  eventName,
  isFreeBox,
  messageOr,
  occasionOrderId,
  occasionStateText,
  offersUpdateLink,
  showsCardForm,
  SUBSCRIPTION_LABELS,
  SUBSCRIPTION_TEXT,
  subscriptionStatusLabel,
} from "@/lib/subscriptions/detail";
import { notify } from "@/lib/toast";
import { useCancelOccasion, useResendBoxUpdateLink, useUpdateSubscriptionCard } from "@/hooks/use-subscription-actions";
import { SelectCardDialog } from "@/components/account/select-card-dialog";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { secondaryButton, textButton } from "@/components/ui/button-styles";

interface SubscriptionDetailProps {
  store: string;
  /** the subscription as the page read it; the query keeps it fresh after a cancel or a card update */
  initial: Subscription;
  /** the page's query string, kept on the box links (ACCT-14) */
  search: string;
}

/**
 * GIFT-13…16: the subscription (date, status, type title, cover, recipient, notes), its occasions by
 * status with Cancel on the scheduled ones (toast 'subscription canceled.') and the arrow to the box
 * order on the made ones, and the card-update form while its card is invalid.
 */
export function SubscriptionDetail({ store, initial, search }: SubscriptionDetailProps) {
  const { data } = useQuery({ ...subscriptionQuery(initial.id), initialData: initial });
  const subscription = data ?? initial;
  const cancel = useCancelOccasion(subscription.id);
  const cardUpdate = useUpdateSubscriptionCard(subscription.id);
  const resend = useResendBoxUpdateLink(subscription.id);
  const [picking, setPicking] = useState(false);
  const date = formatOrderDate(subscription.date);

  const cancelOccasion = (occasion: SubscriptionOccasion) =>
    cancel.mutate(occasion.id, {
      onSuccess: (answer) => notify.success(messageOr(answer.message, SUBSCRIPTION_TEXT.canceledToast)),
      onError: (error) => notify.error(error.message),
    });

  const resendLink = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => notify.success(messageOr(answer.message, SUBSCRIPTION_LABELS.linkSent)),
      onError: (error) => notify.error(error.message),
    });

  return (
    <article aria-labelledby="subscription-title" className="space-y-8">
      <header className="flex gap-5">
        {subscription.cover ? (
          <Image src={subscription.cover} alt="" width={96} height={96} className="size-24 shrink-0 bg-stone-100 object-cover" />
        ) : null}
        <div className="min-w-0 space-y-1">
          <h1 id="subscription-title" className="font-serif text-2xl tracking-[0.04em] text-stone-950">
            {subscription.type_title}
          </h1>
          <p className="text-sm text-stone-600">
            <span data-testid="subscription-status" className="font-medium text-stone-950">
              {subscriptionStatusLabel(subscription.status)}
            </span>
            {date && <> · Ordered on {date}</>}
          </p>
          {subscription.recipient_name ? <p className="text-sm text-stone-700">For {subscription.recipient_name}</p> : null}
          {subscription.notes ? <p className="text-sm italic text-stone-700">{subscription.notes}</p> : null}
        </div>
      </header>

      {showsCardForm(subscription) ? (
        <DetailSection id="subscription-card" title={SUBSCRIPTION_LABELS.updateCard} className="border border-rose-200 bg-rose-50 p-4">
          <p className="text-sm text-rose-900">{SUBSCRIPTION_LABELS.cardInvalid}</p>
          <button type="button" className={secondaryButton} onClick={() => setPicking(true)}>
            {SUBSCRIPTION_TEXT.selectNewCard}
          </button>
        </DetailSection>
      ) : null}

      <DetailSection id="subscription-occasions" title={SUBSCRIPTION_LABELS.occasions}>
        {subscription.occasions.length ? (
          <ul className="divide-y divide-stone-200 border-y border-stone-200">
            {subscription.occasions.map((occasion) => (
              <OccasionRow key={occasion.id} occasion={occasion} store={store} search={search} canceling={cancel.isPending && cancel.variables === occasion.id} onCancel={() => cancelOccasion(occasion)} />
            ))}
          </ul>
        ) : (
          <Alert tone="info">No occasions yet.</Alert>
        )}
      </DetailSection>

      {offersUpdateLink(subscription) ? (
        <DetailSection id="subscription-box-update" title={SUBSCRIPTION_LABELS.boxUpdate}>
          <p className="text-sm text-stone-700">{SUBSCRIPTION_LABELS.boxUpdateLead}</p>
          <Button variant="secondary" pending={resend.isPending} onClick={resendLink}>
            {SUBSCRIPTION_LABELS.resendLink}
          </Button>
        </DetailSection>
      ) : null}

      <SelectCardDialog
        open={picking}
        onConfirm={async (cardId) => (await cardUpdate.mutateAsync(cardId)).message}
        onClose={(message) => {
          setPicking(false);
          if (message !== null) notify.success(messageOr(message, SUBSCRIPTION_TEXT.cardUpdatedToast));
        }}
      />
    </article>
  );
}

/** A part of the detail: a region named by its small-caps heading. */
function DetailSection({ id, title, className = "", children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`space-y-3 ${className}`}>
      <h2 id={id} className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface OccasionRowProps {
  occasion: SubscriptionOccasion;
  store: string;
  search: string;
  canceling: boolean;
  onCancel: () => void;
}

/** GIFT-14: the occasion's name and date, its price (or 'First Box Free'), its state, and Cancel or the arrow. */
function OccasionRow({ occasion, store, search, canceling, onCancel }: OccasionRowProps) {
  const name = eventName(occasion.event_type);
  const orderId = occasionOrderId(occasion);
  const state = occasionStateText(occasion);
  const paid = occasion.price - occasion.discount_price;
  const body = (
    <>
      <span className="min-w-0 flex-1 text-sm">
        <span className="block font-medium text-stone-950">
          {name} · {formatOrderDate(`${occasion.date}T00:00:00Z`)}
        </span>
        <span className="block text-stone-600">{state}</span>
      </span>
      <span className="text-right text-sm">
        {isFreeBox(occasion) ? (
          <span className="font-medium text-emerald-800">{SUBSCRIPTION_TEXT.firstBoxFree}</span>
        ) : (
          <>
            <span className="block font-medium text-stone-950">{formatMoney(paid)}</span>
            {occasion.discount_price > 0 ? (
              <span className="block text-stone-500 line-through">
                <span className="sr-only">was </span>
                {formatMoney(occasion.price)}
              </span>
            ) : null}
          </>
        )}
      </span>
    </>
  );

  if (orderId) {
    return (
      <li>
        <Link
          href={subscriptionEntryPath(store, orderId, search)}
          aria-label={`${name}: ${state}, see its box`}
          className="flex items-center gap-4 py-4 hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-stone-950"
        >
          {body}
          <span aria-hidden="true" className="text-lg text-stone-500">
            ›
          </span>
        </Link>
      </li>
    );
  }
  return (
    <li className="flex items-center gap-4 py-4">
      {body}
      {canCancelOccasion(occasion) ? (
        <button type="button" className={textButton} aria-label={`${SUBSCRIPTION_TEXT.cancel} ${name}`} disabled={canceling} onClick={onCancel}>
          {SUBSCRIPTION_TEXT.cancel}
        </button>
      ) : null}
    </li>
  );
}

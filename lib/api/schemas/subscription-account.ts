/**
 * A shopper's gift subscriptions after the purchase (ACCT-13, GIFT-13…16): the paged list
 * (`GET api/subscription/all`), one subscription with its occasions (API-64), cancelling a scheduled
 * occasion (API-65) and the card the next charges use (API-20). Names are the spec's (A:72).
 */
import { z } from "zod";
import { Cents, Id } from "./common";

/** A:72: a subscription is 0 Scheduled, 1 Completed, 2 Canceled; an occasion 0 scheduled, 1 created, 2 canceled. */
export const SUBSCRIPTION_STATUS = { scheduled: 0, completed: 1, canceled: 2 } as const;
export const OCCASION_STATUS = { scheduled: 0, created: 1, canceled: 2 } as const;

/** BR-GIFT-08 names the SO title; the M and OT titles are ours, after their set-up pages (GIFT-05, GIFT-06). */
export const SUBSCRIPTION_TYPE_TITLES: Readonly<Record<string, string>> = {
  SO: "5 Special Occasions",
  M: "Monthly Subscription",
  OT: "One Box",
};

/** An unknown subscription, another user's included (GIFT-13, A:187). */
export const SUBSCRIPTION_NOT_FOUND = "subscription box id not found";

export const SubscriptionOccasion = z.object({
  id: Id,
  status: z.number().int(),
  /** when its box order was made (status 1) */
  shipped_date: z.string().nullable(),
  /** va | mo | ch | bi | an, or the shopper's own occasion name */
  event_type: z.string(),
  /** the occasion's date, YYYY-MM-DD */
  date: z.string(),
  price: Cents,
  /** the discount on this box (cents): what was paid is price − discount_price */
  discount_price: Cents,
  /** the box order it made (ACCT-14), once created */
  order_id: z.string().nullable(),
  /**
   * Ours, beside the spec's fields: the day its box is made (GIFT-14's '{date}'): buffer_days before
   * the occasion while scheduled (BR-GIFT-07), shipped_date once created, null when canceled.
   */
  create_date: z.string().nullable(),
});
export type SubscriptionOccasion = z.infer<typeof SubscriptionOccasion>;

const SubscriptionBase = z.object({
  id: Id,
  /** when it was bought (ISO) */
  date: z.string(),
  status: z.number().int(),
  /** SO | M | OT */
  type: z.string(),
  type_title: z.string(),
  cover: z.string().nullable(),
  recipient_name: z.string(),
});

export const SubscriptionSummary = SubscriptionBase.extend({
  occasions_count: z.number().int(),
  /** the next scheduled occasion's date, if any */
  next_date: z.string().nullable(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummary>;

export const SubscriptionsPage = z.object({ datas: z.array(SubscriptionSummary), current_page: z.number().int(), has_more: z.boolean() });
export type SubscriptionsPage = z.infer<typeof SubscriptionsPage>;

export const SubscriptionDetail = SubscriptionBase.extend({
  notes: z.string(),
  is_credit_card_invalid: z.boolean(),
  /** GIFT-10/17: the shopper picked the pieces (at the checkout or on the update page), not the stylist */
  is_manual_pick: z.boolean(),
  occasions: z.array(SubscriptionOccasion),
});
export type SubscriptionDetail = z.infer<typeof SubscriptionDetail>;

export const CancelOccasionQuery = z.object({ id: Id });

export const SubscriptionCardRequest = z.object({ id: Id, credit_card_id: Id });
export type SubscriptionCardRequest = z.infer<typeof SubscriptionCardRequest>;

/** GIFT-17's re-send: the shopper's subscription whose box-update link is mailed again, with a new token. */
export const SubscriptionUpdateLinkRequest = z.object({ id: Id });
export type SubscriptionUpdateLinkRequest = z.infer<typeof SubscriptionUpdateLinkRequest>;

/** API-20 and API-65 answer a message; an empty one lets the screen say its own words (C-30). */
export const SubscriptionMessage = z.object({ message: z.string() });
export type SubscriptionMessage = z.infer<typeof SubscriptionMessage>;

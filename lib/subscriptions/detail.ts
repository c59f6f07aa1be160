/**
 * The rules of a shopper's gift subscription screens (ACCT-13, GIFT-13…16): the spec's strings,
 * what each occasion row says, when the card-update form shows, and which message follows a card update.
 */
import type { SubscriptionDetail, SubscriptionOccasion } from "@/lib/api/schemas/subscription-account";
import { OCCASION_STATUS, SUBSCRIPTION_STATUS } from "@/lib/api/schemas/subscription-account";
import { formatOrderDate } from "@/lib/orders/order-view";

/** Appendix A, verbatim. */
export const SUBSCRIPTION_TEXT = {
  firstBoxFree: "First Box Free",
  canceled: "canceled",
  cancel: "Cancel",
  canceledToast: "subscription canceled.",
  selectNewCard: "SELECT A NEW CARD",
  cardUpdated: "Updated, we'll process on next scheduled time, thank you.",
  cardUpdatedToast: "Payment information updated, Thank you.",
} as const;

/** Ours (the spec names none): the heading over the occasions, the detail's title, the form's lead. */
export const SUBSCRIPTION_LABELS = {
  detailTitle: "SUBSCRIPTION DETAIL",
  occasions: "Occasions",
  cardInvalid: "We could not charge your card for this subscription. Choose another card and we'll try again.",
  updateCard: "Update card",
  boxUpdate: "Box items",
  boxUpdateLead: "Lost the mail with your box's update link? We'll email you a new one. The link sent before will stop working.",
  resendLink: "Email the update link again",
  linkSent: "We've sent a new link to your email.",
} as const;

/** GIFT-13: the subscription's status, A:72's labels. */
const STATUS_LABELS: Record<number, string> = {
  [SUBSCRIPTION_STATUS.scheduled]: "Scheduled",
  [SUBSCRIPTION_STATUS.completed]: "Completed",
  [SUBSCRIPTION_STATUS.canceled]: "Canceled",
};
export const subscriptionStatusLabel = (status: number) => STATUS_LABELS[status] ?? "";

/**
 * BR-GIFT-05's slot ids by name: the spec names Valentine's day, Mother's day and Christmas; 'Birthday'
 * and 'Anniversary' for `bi` and `an` are ours. Any other value is the shopper's own occasion name.
 */
const EVENT_NAMES: Record<string, string> = {
  va: "Valentine's Day",
  mo: "Mother's Day",
  ch: "Christmas",
  bi: "Birthday",
  an: "Anniversary",
};
export const eventName = (eventType: string) => EVENT_NAMES[eventType] ?? eventType;

/** GIFT-14: 0 'will be created on {date}' (with Cancel), 1 'created on {date}' (with the arrow to ACCT-14), 2 'canceled'. */
export function occasionStateText(occasion: Pick<SubscriptionOccasion, "status" | "create_date">): string {
  const date = occasion.create_date ? formatOrderDate(`${occasion.create_date}T00:00:00Z`) : "";
  if (occasion.status === OCCASION_STATUS.scheduled) return `will be created on ${date}`;
  if (occasion.status === OCCASION_STATUS.created) return `created on ${date}`;
  return SUBSCRIPTION_TEXT.canceled;
}

export const canCancelOccasion = (occasion: Pick<SubscriptionOccasion, "status">) => occasion.status === OCCASION_STATUS.scheduled;

/** GIFT-14: the arrow to the box order shows once the occasion made one. */
export const occasionOrderId = (occasion: Pick<SubscriptionOccasion, "status" | "order_id">) =>
  occasion.status === OCCASION_STATUS.created ? occasion.order_id : null;

/** BR-GIFT-08: a box priced 0 is the free one. */
export const isFreeBox = (occasion: Pick<SubscriptionOccasion, "price">) => occasion.price === 0;

/** GIFT-16: the card form shows when the card is invalid and the subscription is not canceled. */
export const showsCardForm = (subscription: Pick<SubscriptionDetail, "is_credit_card_invalid" | "status">) =>
  subscription.is_credit_card_invalid && subscription.status !== SUBSCRIPTION_STATUS.canceled;

/** GIFT-17: the box-update link can be mailed again while the subscription is not canceled. */
export const offersUpdateLink = (subscription: Pick<SubscriptionDetail, "status">) => subscription.status !== SUBSCRIPTION_STATUS.canceled;

/** C-30: a non-empty server message replaces the toast; so does API-65's for a cancel. */
export const messageOr = (message: string, fallback: string) => message.trim() || fallback;

/**
 * What the box cart and the box checkout say. Quoted strings of the spec are marked; the rest are ours.
 * The pick limits' messages are the builder's (`BOX_PICK_MESSAGES`, lib/box/picks.ts).
 */
import { BOX_IN_PROGRESS_TEXT } from "../../lib/stylist/onboarding";

export const BOX_MESSAGES = {
  /** spec BR-VAL-35 */
  shippingAddress: "please provide vaild shipping address.",
  billingAddress: "please provide vaild billing address.",
  payment: "please provide vaild payment information.",
  terms: "please agree our terms and conditions.",
  /** spec BR-VAL-35 / ONB-10: a VIP code that is not valid when the box is ordered */
  vipInvalid: "vip code invalid",
  /** spec BR-VAL-34 / PLAN-10 */
  couponInvalid: "Coupon code invalid.",
  duplicate: (name: string) => `${name} is in the box already.`,
  unavailable: "This item is no longer available.",
  /** the cart's words (lib/cart/quantity.ts) */
  outOfStock: (name: string) => `${name}: Out of stock`,
  notForBox: (name: string) => `${name} cannot go in a box.`,
  planNotForBox: "This plan has no box.",
  /** a box ships under the stylist's own store (ONB-14: `can_buy_box` needs an open store) */
  noStore: "Open your store to order a Get Styled Box.",
  /** spec ONB-07: the landing's words for a box in progress, the refusal of another box meanwhile */
  inProgress: BOX_IN_PROGRESS_TEXT,
  /** finding S3: another box order of the stylist is waiting for payment (ours) */
  otherBoxWaiting: "Your other Get Styled Box order is waiting for payment. Please finish paying for it, or try again in a few minutes.",
  /** finding S3: a box paid while another is in progress is refunded (ours) */
  refundedSecondBox: "You already have a Get Styled Box in progress, so this one was canceled and its payment refunded.",
} as const;

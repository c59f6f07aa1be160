/** What the box cart and the box checkout say. Quoted strings of the spec are marked; the rest are ours. */
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
  /** spec BR-VAL-36 / C-26: stage 1 needs one style */
  pickOne: "Please select 1 item to continue",
  /** spec BR-VAL-36 */
  pickAtMost: (n: number) => `Please select ${n} items most to continue`,
  duplicate: (name: string) => `${name} is in the box already.`,
  unavailable: "This item is no longer available.",
  /** the cart's words (lib/cart/quantity.ts) */
  outOfStock: (name: string) => `${name}: Out of stock`,
  notForBox: (name: string) => `${name} cannot go in a box.`,
  planNotForBox: "This plan has no box.",
} as const;

/** What the order endpoints say. Quoted strings of the spec are marked; the rest are ours. */
import { formatMoney } from "../../lib/money";

export const ORDER_MESSAGES = {
  /** spec CHK-07 */
  shippingOptionRequired: "Please select a shipping option",
  shippingAddressRequired: "Please enter a shipping address.",
  /** spec CHK-16 / BR-VAL-31: a failed line or coupon without a message of its own */
  checkCart: "please check items in your cart.",
  /** spec CHK-12 / BR-VAL-31: a pick-up order with something to pay has no shipping address to bill to */
  billingAddressRequired: "please enter a valid billing address.",
  /** spec CHK-13 */
  paymentMethodRequired: "please provide a valid payment method.",
  /** spec CHK-13 / C-07 */
  invalidCard: "Please select a valid credit card.",
  /** spec CHK-16 */
  processingError: "There was error processing the order, please try again.",
  soldOut: (name: string) => `Sorry, ${name} just sold out. Nothing was charged.`,
  /** the cart's "Only N left in stock." for an order sent without the total the shopper saw (finding L3) */
  onlyLeft: (name: string, units: number) => `Only ${units} left in stock of ${name}. Please review your order; nothing was charged.`,
  totalChanged: (total: number) => `Your order total has changed to ${formatMoney(total)}. Please review your order; nothing was charged.`,
  blingsChanged: "Your blings balance has changed. Please review your order; nothing was charged.",
  shareCartNotFound: "This shared cart no longer exists.",
  keyReused: "This checkout attempt was already used for a different order. Please try again.",
  attemptFailed: "The payment for this checkout attempt failed. Please try again.",
  attemptExpired: "This checkout attempt has expired. Please place your order again.",
  orderNotFound: "Order not found.",
  notCompleted: "Payment not completed yet.",
  amountMismatch: "The payment does not match this order. Please contact us; you were not charged twice.",
  /** spec LOOKUP-03 */
  lookupNotFound: "User or order not found, please check the email and order id.",
  /** the expiry reason kept on an abandoned order's payment (its hold ended, limits.ts) */
  expired: "The payment was not completed in time.",
  /** too many unpaid orders from one client or email (finding M5); 429 with Retry-After */
  tooManyUnpaid: "Too many orders are waiting for payment. Please finish paying for one, or try again in a few minutes. Nothing was charged.",
  /** finding S1: a line over MAX_UNITS_PER_LINE (limits.ts) */
  unitsPerLine: (name: string, max: number) => `You can order at most ${max} of ${name} at a time. Please lower the quantity; nothing was charged.`,
  /** finding S1: one order over the units an unpaid holder may hold */
  orderTooLarge: (max: number) => `One order can hold at most ${max} items. Please order fewer, or split your order; nothing was charged.`,
  /** finding S1: the holder's unpaid orders hold too many units together; 429 with Retry-After */
  tooManyUnitsHeld: (max: number) =>
    `Too many items are waiting for payment (at most ${max} at once). Please finish paying for your other order, or try again in a few minutes. Nothing was charged.`,
  /** production without a real payment provider (finding M8) */
  notTakingOrders: "This shop is not taking orders right now: card payments are not set up. Nothing was charged.",
} as const;

/**
 * Checkout and orders (features.md API-16…API-25, API-31, API-50…API-54), plus the calls of the
 * built-in test payment provider that stands in for Stripe when no keys are set (our design, in the
 * spec's style under `/api/payments/test`). Request schemas are the server's input validation; the
 * forms validate first with the spec's verbatim messages (lib/checkout/validation.ts).
 */
import { z } from "zod";
import { Address, Cents, centsInput, Email, Id, INPUT_LIMITS, INT4_MAX, textInput } from "./common";
import { ORDER_RECEIPT_LENGTH } from "../../orders/receipt";
import { BundleChoice, CartCalcRequest, CartLineInput } from "./cart";

/** A card provider's token or payment-method id (`pm_…`, `tok_…`, `tok_test_…`). */
const CardToken = textInput(INPUT_LIMITS.providerToken).trim().min(3);
/** A payment's client secret, as the provider hands it to the browser. */
const ClientSecret = textInput(INPUT_LIMITS.providerToken).min(1);

// ───────────── saved addresses (API-22…25) ─────────────

export const SavedAddress = z.object({
  _id: Id,
  name: z.string(),
  address: z.string(),
  address2: z.string(),
  zip_code: z.string(),
  state: z.string(),
  city: z.string(),
  phone: z.string(),
  country: z.string(),
  is_default: z.boolean(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;
export const SavedAddressList = z.array(SavedAddress);

/** POST and PUT api/users/shipping_address: {name, address, address2, city, zip_code, phone, is_default} */
export const SaveAddressRequest = Address.extend({ is_default: z.boolean().default(false) });
export type SaveAddressRequest = z.input<typeof SaveAddressRequest>;

// ───────────── saved cards (API-16…19) ─────────────

export const CreditCard = z.object({
  _id: Id,
  last_four: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
  brand: z.string(),
  is_default: z.boolean(),
  /** expired or refused by the provider: shown, never pickable (BR-VAL-20) */
  is_invalid: z.boolean(),
});
export type CreditCard = z.infer<typeof CreditCard>;
export const CreditCardList = z.array(CreditCard);

/** POST api/users/credit_cards/ */
export const AddCreditCardRequest = z.object({ token: CardToken, is_default: z.boolean().default(false) });
export type AddCreditCardRequest = z.input<typeof AddCreditCardRequest>;
/** PUT api/users/credit_cards: makes `id` the default card */
export const SetDefaultCardRequest = z.object({ id: Id });

// ───────────── shared carts (API-50, API-51) ─────────────

export const ShareCartLine = z.object({
  item_id: Id,
  variant_id: Id.nullable(),
  units: z.number().int().min(1).max(99),
  bundle: z.array(BundleChoice).optional(),
});
export type ShareCartLine = z.infer<typeof ShareCartLine>;

/** GET /api/sharecart/{id}/info (C-33: the union of both documents' fields) */
export const ShareCartInfo = z.object({
  share_id: Id,
  store_id: Id,
  message: z.string(),
  cover: z.string().nullable(),
  items: z.array(ShareCartLine),
  sharer_user_name: z.string(),
  stylist_user_name: z.string(),
  /** distinct visitors who opened the link */
  views: z.number().int().min(0),
});
export type ShareCartInfo = z.infer<typeof ShareCartInfo>;

/** POST /api/sharecart/{id}/views {visitor_id}: counted once per visitor (BR-CHK-12) */
export const ShareCartViewRequest = z.object({ visitor_id: textInput(INPUT_LIMITS.id).trim().min(8) });
export const ShareCartViews = z.object({ views: z.number().int().min(0), counted: z.boolean() });
export type ShareCartViews = z.infer<typeof ShareCartViews>;

// ───────────── back in stock (API-31) ─────────────

export const NotifyMeRequest = z.object({ item_id: Id, variant_id: Id });
export const NotifyMe = z.object({ message: z.string() });

// ───────────── orders (API-52…54) ─────────────

/** The header that makes POST /api/order idempotent: one key per checkout attempt. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** 409 of POST /api/order: the server's total differs from `expected_total`; nothing was charged. */
export const TOTAL_CHANGED_ERROR_CODE = 102001;
/** 409 of POST /api/order: a line sold out (or ran short) while the shopper checked out. */
export const OUT_OF_STOCK_ERROR_CODE = 102002;
/** 402 of POST /api/order/confirm: the provider refused or failed the payment; the order is void. */
export const PAYMENT_FAILED_ERROR_CODE = 102003;

/** POST /api/order (API-52). Prices are never sent: the server prices `items` itself. */
export const CreateOrderRequest = z.object({
  items: z.array(CartLineInput).min(1).max(100),
  coupon_codes: CartCalcRequest.shape.coupon_codes,
  email: Email,
  /** signed in: also save the shipping address to the account */
  is_update_shipping: z.boolean().default(false),
  /** dropped for a pick-up shipping method (BR-CHK-03) */
  shipping_address: Address.nullable().optional(),
  invite_user_name: textInput(INPUT_LIMITS.userName).trim().nullable().optional(),
  shipping_method_id: Id,
  blings: z.number().int().min(0).max(INT4_MAX).default(0),
  share_cart_id: Id.optional(),
  /** omitted when billing is the same as shipping */
  billing_address: Address.nullable().optional(),
  /** a new card, tokenised in the browser by the provider */
  credit_card_token: CardToken.optional(),
  /** a saved card of the signed-in shopper */
  credit_card_id: Id.optional(),
  /** the grand total the shopper was shown; a different server total answers TOTAL_CHANGED_ERROR_CODE */
  expected_total: centsInput().optional(),
});
export type CreateOrderRequest = z.input<typeof CreateOrderRequest>;

export const PaymentProviderName = z.enum(["stripe", "test"]);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

export const CreatedOrder = z.object({
  id: Id,
  order_number: z.string(),
  /** what the browser confirms with the provider; null for a free order (nothing to pay) */
  client_secret: z.string().nullable(),
  amount: Cents,
  /** `paid` straight away for a free order */
  status: z.enum(["pending_payment", "paid"]),
  provider: PaymentProviderName.nullable(),
});
export type CreatedOrder = z.infer<typeof CreatedOrder>;

/** POST /api/order/confirm (API-53): settles the order from the provider's view of the payment. */
export const ConfirmOrderRequest = z.object({ id: Id, client_secret: ClientSecret });
export const ConfirmedOrder = z.object({ id: Id, order_number: z.string(), status: z.literal("paid") });
export type ConfirmedOrder = z.infer<typeof ConfirmedOrder>;

/**
 * POST /api/order/detail (API-54): a guest finds an order by email and order number. `receipt` is
 * ours: the done page's proof that this browser placed the order (lib/orders/receipt.ts).
 */
export const OrderDetailRequest = z.object({
  email: Email,
  number: textInput(INPUT_LIMITS.orderNumber).trim().min(1),
  receipt: textInput(ORDER_RECEIPT_LENGTH).optional(),
});

export const OrderAddress = z.object({
  name: z.string(),
  address: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  phone: z.string(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

export const OrderItem = z.object({
  id: Id,
  item_id: Id,
  thumb: z.string(),
  name: z.string(),
  code: z.string(),
  /** the options as one line, e.g. "Color: Black / Size: M" */
  optionStr: z.string(),
  options: z.array(z.object({ name: z.string(), option: z.string() })),
  /** 3 = pre-sale */
  type: z.number().int(),
  units: z.number().int().min(1),
  price: Cents,
  compare_at_price: Cents.nullable(),
  discount_price: Cents,
  original_price: Cents,
  is_bundle: z.boolean(),
  bundle: z.object({ items: z.array(z.object({ item_id: Id, name: z.string(), thumb: z.string(), options: z.array(z.object({ name: z.string(), option: z.string() })) })) }).nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  is_canceled: z.boolean(),
  return_message: z.string(),
  coupon_message: z.string(),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderStore = z.object({
  store_name: z.string(),
  store_user_name: z.string(),
  items: z.array(OrderItem),
  items_total: Cents,
  total_discount: Cents,
  sub_total: Cents,
});

/** The order detail of API-54 / API-55 (the fields this pages use, in the spec's names). */
export const OrderDetail = z.object({
  id: Id,
  order_number: z.string(),
  type: z.enum(["Order", "Subscription"]),
  type_title: z.string(),
  /** pending_payment | paid | canceled | failed */
  status: z.string(),
  email: z.string(),
  is_confirmed: z.boolean(),
  shipping_address: OrderAddress.nullable(),
  billing_address: OrderAddress.nullable(),
  shipping_method: z.string().nullable(),
  items_total: Cents,
  total_discount: Cents,
  shipping: Cents,
  tax: Cents,
  blings: Cents,
  grand_total: Cents,
  remark: z.string(),
  /** ISO 8601 */
  created_at: z.string(),
  stores: z.array(OrderStore),
  return_history: z.array(z.object({ date: z.string(), status: z.string(), refund_amount: Cents.nullable(), refund_blings: Cents.nullable(), return_order_id: Id })),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

// ───────────── the test payment provider (no Stripe keys) ─────────────

/** POST /api/payments/test/tokens: what Stripe.js does in the browser, for the test card form. */
export const TestCardRequest = z.object({
  number: textInput(INPUT_LIMITS.cardNumber).trim().regex(/^[\d ]{12,23}$/, "card number must be digits"),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: textInput(INPUT_LIMITS.cvc).trim().regex(/^\d{3,4}$/, "cvc must be 3 or 4 digits"),
});
export type TestCardRequest = z.input<typeof TestCardRequest>;
export const TestCardToken = z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last_four: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }),
});
export type TestCardToken = z.infer<typeof TestCardToken>;

/**
 * POST /api/payments/test/intents/{id}/confirm: what `stripe.confirmCardPayment` does. A card that
 * needs authentication answers `requires_action`; the browser then asks the shopper and confirms
 * again with `action` ("approve" or "deny"), as 3-D Secure would.
 */
export const TestConfirmRequest = z.object({ client_secret: ClientSecret, action: z.enum(["approve", "deny"]).optional() });
export const TestIntent = z.object({
  id: z.string(),
  status: z.enum(["requires_confirmation", "requires_action", "succeeded", "failed"]),
  /** the provider's own words when it failed, shown as-is under the card field */
  message: z.string().nullable(),
});
export type TestIntent = z.infer<typeof TestIntent>;

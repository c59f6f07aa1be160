/**
 * The share checkout's rules (SHARE-09/10/13): what step a refusal sends the buyer to, and the request
 * of each target. Plain functions, unit-tested (tests/unit/share-box-checkout.test.ts).
 */
import type { BookingRequest, BoxOrderRequest } from "@/lib/api/schemas/goldbox";
import { SHARE_BOX_MESSAGES } from "@/lib/stylist/share-box";

/** Who the box is ordered from: a share link, or a booking of a store's stylist (`/skd/{store}`). */
export type ShareBoxTarget = { kind: "share"; shareId: string } | { kind: "booking"; store: string };

/** The checkout's steps: 1 size chart, 2 style chart, 3 brand chart, 4 plan, addresses and payment (SHARE-09). */
export const SHARE_CHECKOUT_STEPS = ["Sizes", "Style", "Brands", "Plan & payment"] as const;
export type ShareCheckoutStep = 0 | 1 | 2 | 3;

/**
 * BR-VAL-32: the server's refusal of the order, as the page answers it. An invalid size chart sends the
 * buyer back to step 1 with 'please provide vaild size informations.'; any other refusal stays on the
 * last step with 'please provide vaild informations.' and the server's own reasons listed under it.
 */
export function refusalStep(messages: readonly string[]): { step: ShareCheckoutStep; toast: string } {
  if (messages.includes(SHARE_BOX_MESSAGES.invalidSizes)) return { step: 0, toast: SHARE_BOX_MESSAGES.invalidSizes };
  return { step: 3, toast: SHARE_BOX_MESSAGES.invalidForm };
}

/** API-81's request from the form's API-78 request (field shapes: docs/api.md). */
export function bookingRequest(body: BoxOrderRequest, store: string): BookingRequest {
  return {
    stylist_user_name: store,
    addresses: { shipping_id: body.shipping_address_id, shipping: body.shipping_address, billing: body.billing_address },
    plan_pay: body.plan_pay,
    card: body.credit_card_id ? { id: body.credit_card_id } : { token: body.credit_card_token },
  };
}

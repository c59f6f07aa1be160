/**
 * The gift-box checkout's step 2 form (CHK-20, GIFT-12): where the boxes ship (a saved address or a new
 * one, which also bills the card) and the card. The checks and their words are the plan checkout's
 * (lib/plan-checkout/form.ts); the request is API-70's, built from the draft.
 */
import { z } from "zod";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import type { SubscriptionInfo, SubscriptionPurchaseRequest } from "@/lib/api/schemas/subscription";
import { toWireAddress, type AddressForm } from "@/lib/checkout/checkout-data";
import { addressSchema } from "@/lib/checkout/validation";
import { NEW_ADDRESS, PLAN_CHECKOUT_MESSAGES, type PlanPayment } from "@/lib/plan-checkout/form";
import { draftOccasions, type GiftDraft } from "./draft";

export const GIFT_CHECKOUT_MESSAGES = {
  shipping: "please provide vaild shipping address.",
  payment: PLAN_CHECKOUT_MESSAGES.payment,
} as const;

export interface GiftCheckoutValues {
  /** a saved address's id, or NEW_ADDRESS for `shipping` */
  address: string;
  shipping: AddressForm;
  payment?: PlanPayment;
  cardComplete: boolean;
}

export const giftCheckoutSchema = z
  .object({ address: z.string(), shipping: z.custom<AddressForm>(), payment: z.custom<PlanPayment>().optional(), cardComplete: z.boolean() })
  .superRefine((values, ctx) => {
    const typed = values.address === NEW_ADDRESS ? addressSchema.safeParse(values.shipping) : null;
    for (const issue of typed?.error?.issues ?? []) ctx.addIssue({ code: "custom", path: ["shipping", ...issue.path], message: issue.message });
    if (!values.address || typed?.success === false) ctx.addIssue({ code: "custom", path: ["address"], message: GIFT_CHECKOUT_MESSAGES.shipping });
    if (!values.payment || (values.payment.kind === "new-card" && !values.cardComplete)) ctx.addIssue({ code: "custom", path: ["payment"], message: GIFT_CHECKOUT_MESSAGES.payment });
  });

/** API-70's request for a draft and the checked form (the card is added by the purchase, lib/gift/purchase.ts). */
export function giftPurchaseRequest(
  draft: GiftDraft,
  info: Pick<SubscriptionInfo, "type" | "styles" | "storeId" | "current_datetime" | "buffer_days">,
  values: GiftCheckoutValues,
  addresses: readonly SavedAddress[],
): Omit<SubscriptionPurchaseRequest, "credit_card_id" | "credit_card_token"> | null {
  const pkg = info.type.find((t) => t.id === draft.type)?.items[draft.pickedPriceIndex];
  const style = info.styles[draft.pickedStyleIndex];
  if (!pkg || !style) return null;
  const saved = addresses.find((a) => a._id === values.address);
  const address = saved
    ? { name: saved.name, address: saved.address, address2: saved.address2, city: saved.city, state: saved.state, zip_code: saved.zip_code, phone: saved.phone.replace(/\D/g, ""), country: saved.country || "US" }
    : toWireAddress(values.shipping);
  return {
    item_id: pkg.id,
    store_id: info.storeId,
    style_id: style.id,
    ...(saved ? { shipping_address_id: saved._id } : { shipping_address: address }),
    billing_address: address,
    coupon_code: draft.couponCode || undefined,
    sender_name: draft.senderName,
    recipient_name: draft.recipientName,
    // BR-GIFT-11: the API's flag is the inverse of the draft's.
    ear_pierced: !draft.noPiercedEar,
    occasions: draftOccasions(draft, new Date(info.current_datetime), info.buffer_days),
    preselect_items: draft.picks,
    is_manual_pick: draft.isManualPick ?? false,
  };
}

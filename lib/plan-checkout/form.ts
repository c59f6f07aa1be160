/**
 * The plan checkout's form (PLAN-09/10, BR-VAL-34, ONB-10): its values, the zod schema with the
 * spec's messages, and the calc and checkout requests built from it. The billing address is the one
 * address schema (BR-VAL-19) when typed, or a saved address of the account.
 */
import { z } from "zod";
import type { PlanCalcRequest, PlanCheckoutRequest } from "@/lib/api/schemas/plan";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import { toWireAddress, type AddressForm } from "@/lib/checkout/checkout-data";
import { addressSchema } from "@/lib/checkout/validation";
import type { PlanPay } from "@/lib/plans/pricing";

/** BR-VAL-34, PLAN-10, ONB-10: verbatim. */
export const PLAN_CHECKOUT_MESSAGES = {
  billing: "please provide vaild billing address.",
  payment: "please provide vaild payment information.",
  terms: "please agree our terms and conditions.",
  couponInvalid: "Coupon code invalid.",
  /** a VIP code refused when it is applied */
  vipInvalid: "VIP Code invalid",
  /** a held VIP code refused when the order is placed (the server resets it) */
  vipInvalidOnOrder: "vip code invalid",
} as const;

/** `address` when the billing address is typed rather than a saved one. */
export const NEW_ADDRESS = "new";

/** The saved address that applies before one is picked: the default, else the first; a new one without any. */
export const defaultAddress = (addresses: readonly SavedAddress[]) => (addresses.find((a) => a.is_default) ?? addresses[0])?._id ?? NEW_ADDRESS;

/** The card that pays: a saved one of the account, or a new one in the provider's field; null until picked. */
export type PlanPayment = { kind: "saved-card"; cardId: string } | { kind: "new-card" } | null;

export interface PlanCheckoutValues {
  /** the plan key (shopper2, seller1, …) */
  plan: string;
  pay: PlanPay;
  /** the applied coupon, "" for none */
  coupon: string;
  /** the coupon and VIP code as typed, before Apply */
  couponInput: string;
  vipCode: string;
  /** a saved address's id, or NEW_ADDRESS for `billing` */
  address: string;
  billing: AddressForm;
  /** undefined until the shopper picks: the default card applies (the payment section) */
  payment?: PlanPayment;
  /** the new card's field reports it complete */
  cardComplete: boolean;
  agree: boolean;
}

/**
 * Every check at once, each section's message where the form shows it together (BR-VAL-34): `address`
 * holds the billing's (and `billing.*` each typed field's own, BR-VAL-19), `payment` the card's, `agree`
 * the terms'. `payment` is checked as it applies (the default card when none was picked).
 */
export const planCheckoutSchema = z
  .object({
    plan: z.string(),
    pay: z.enum(["month", "year"]),
    coupon: z.string(),
    couponInput: z.string(),
    vipCode: z.string(),
    address: z.string(),
    billing: z.custom<AddressForm>(),
    payment: z.custom<PlanPayment>().optional(),
    cardComplete: z.boolean(),
    agree: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const typed = values.address === NEW_ADDRESS ? addressSchema.safeParse(values.billing) : null;
    for (const issue of typed?.error?.issues ?? []) ctx.addIssue({ code: "custom", path: ["billing", ...issue.path], message: issue.message });
    if (!values.address || typed?.success === false) ctx.addIssue({ code: "custom", path: ["address"], message: PLAN_CHECKOUT_MESSAGES.billing });
    if (!values.payment || (values.payment.kind === "new-card" && !values.cardComplete)) ctx.addIssue({ code: "custom", path: ["payment"], message: PLAN_CHECKOUT_MESSAGES.payment });
    if (!values.agree) ctx.addIssue({ code: "custom", path: ["agree"], message: PLAN_CHECKOUT_MESSAGES.terms });
  });

/** The messages of a failed check, in the form's order, for the list above the button. */
export function planCheckoutProblems(errors: Errors): string[] {
  return [errors.address?.message, errors.payment?.message, errors.agree?.message].filter((message): message is string => Boolean(message));
}

type Errors = Partial<Record<"address" | "payment" | "agree", { message?: string }>> & { billing?: Partial<Record<keyof AddressForm, unknown>> };

/** The address fields in the form's order. */
const ADDRESS_ORDER: readonly (keyof AddressForm)[] = ["fullName", "address", "address2", "zip", "state", "city", "phone"];

/**
 * The field a failed Confirm focuses, in the form's order (the saved lists load at different times, so
 * the order the fields registered in is not the page's).
 */
export function firstInvalidField(errors: Errors): `billing.${keyof AddressForm}` | "payment" | "agree" | null {
  const field = ADDRESS_ORDER.find((name) => errors.billing?.[name]);
  if (field) return `billing.${field}`;
  if (errors.payment) return "payment";
  return errors.agree ? "agree" : null;
}

/** API-73's request for what the form shows; the coupon only with a new purchase (a change takes none). */
export function planCalcRequest(values: Pick<PlanCheckoutValues, "plan" | "pay" | "coupon">, change: boolean): PlanCalcRequest {
  if (change) return { plan_id: values.plan, pay: values.pay, mode: "change" };
  return values.coupon ? { plan_id: values.plan, pay: values.pay, coupon: values.coupon } : { plan_id: values.plan, pay: values.pay };
}

/** A coupon as typed, as the server compares it. */
export const couponCode = (typed: string) => typed.trim().toUpperCase();

/** API-74's request (the card is added by the purchase, lib/plan-checkout/purchase.ts). */
export function planCheckoutRequest(values: PlanCheckoutValues, addresses: readonly SavedAddress[], change: boolean): Omit<PlanCheckoutRequest, "credit_card_id" | "token"> {
  const saved = addresses.find((a) => a._id === values.address);
  const { name, address, address2, city, state, zip_code, phone } = saved ?? toWireAddress(values.billing);
  return {
    plan_id: values.plan,
    pay: values.pay,
    billing_address: { name, address, address2, city, state, zip_code, phone: phone.replace(/\D/g, "") },
    ...(change ? { mode: "change" as const } : values.coupon ? { coupon: values.coupon } : {}),
    agree_terms: true,
  };
}

/**
 * The box checkout's form (ONB-18, BR-VAL-35): shipping address (a saved one or new), billing address (the
 * shipping one, a saved one or new), card (saved or new), plan coupon and terms. Every check runs at once and the
 * messages show together as a list (the spec's words, typos included).
 */
import { z } from "zod";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import type { BoxOrderRequest } from "@/lib/api/schemas/goldbox";
import { toWireAddress, type AddressForm } from "@/lib/checkout/checkout-data";
import { addressSchema } from "@/lib/checkout/validation";
import { NEW_ADDRESS, type PlanPayment } from "@/lib/plan-checkout/form";

export const BOX_CHECKOUT_MESSAGES = {
  shipping: "please provide vaild shipping address.",
  billing: "please provide vaild billing address.",
  payment: "please provide vaild payment information.",
  terms: "please agree our terms and conditions.",
  couponInvalid: "Coupon code invalid.",
} as const;

/** ONB-18: the access fee's label. */
export const BOX_FEE_LABEL = "Style Myself Box Fee";

export interface BoxCheckoutValues {
  /** a saved address's id, or NEW_ADDRESS for `shipping` */
  shipTo: string;
  shipping: AddressForm;
  /** the billing address is the shipping one */
  billSame: boolean;
  /** a saved address's id, or NEW_ADDRESS for `billing` (when not the shipping one) */
  billTo: string;
  billing: AddressForm;
  /** the applied plan coupon, "" for none; `couponInput` as typed */
  coupon: string;
  couponInput: string;
  /** undefined until picked: the default card applies */
  payment?: PlanPayment;
  cardComplete: boolean;
  agree: boolean;
}

type Issue = { path: (string | number)[]; message: string };

function addressIssues(pick: string, typed: AddressForm, at: "shipping" | "billing", message: string): Issue[] {
  const parsed = pick === NEW_ADDRESS ? addressSchema.safeParse(typed) : null;
  const issues: Issue[] = (parsed?.error?.issues ?? []).map((issue) => ({ path: [at, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))], message: issue.message }));
  if (!pick || parsed?.success === false) issues.push({ path: [at === "shipping" ? "shipTo" : "billTo"], message });
  return issues;
}

export const boxCheckoutSchema = z
  .object({
    shipTo: z.string(),
    shipping: z.custom<AddressForm>(),
    billSame: z.boolean(),
    billTo: z.string(),
    billing: z.custom<AddressForm>(),
    coupon: z.string(),
    couponInput: z.string(),
    payment: z.custom<PlanPayment>().optional(),
    cardComplete: z.boolean(),
    agree: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const issues = [
      ...addressIssues(values.shipTo, values.shipping, "shipping", BOX_CHECKOUT_MESSAGES.shipping),
      ...(values.billSame ? [] : addressIssues(values.billTo, values.billing, "billing", BOX_CHECKOUT_MESSAGES.billing)),
    ];
    for (const issue of issues) ctx.addIssue({ code: "custom", ...issue });
    if (!values.payment || (values.payment.kind === "new-card" && !values.cardComplete)) ctx.addIssue({ code: "custom", path: ["payment"], message: BOX_CHECKOUT_MESSAGES.payment });
    if (!values.agree) ctx.addIssue({ code: "custom", path: ["agree"], message: BOX_CHECKOUT_MESSAGES.terms });
  });

type Errors = Partial<Record<"shipTo" | "billTo" | "payment" | "agree", { message?: string }>>;

/** BR-VAL-35: the messages of a failed check, in the form's order, for the list above the button. */
export function boxCheckoutProblems(errors: Errors): string[] {
  return [errors.shipTo?.message, errors.billTo?.message, errors.payment?.message, errors.agree?.message].filter((m): m is string => Boolean(m));
}

const wire = (pick: string, typed: AddressForm, addresses: readonly SavedAddress[]) => {
  const saved = addresses.find((a) => a._id === pick);
  if (!saved) return toWireAddress(typed);
  const { name, address, address2, city, state, zip_code, phone, country } = saved;
  return { name, address, address2, city, state, zip_code, phone: phone.replace(/\D/g, ""), country };
};

/** API-78's form part (the card is the payment's): a saved shipping address by id, else the typed one. */
export function boxOrderRequest(values: BoxCheckoutValues, addresses: readonly SavedAddress[], plan: string): Omit<BoxOrderRequest, "credit_card_id" | "credit_card_token"> {
  const shipping = values.shipTo !== NEW_ADDRESS ? { shipping_address_id: values.shipTo } : { shipping_address: toWireAddress(values.shipping) };
  const billing_address = values.billSame ? wire(values.shipTo, values.shipping, addresses) : wire(values.billTo, values.billing, addresses);
  return {
    ...shipping,
    billing_address,
    ...(values.coupon ? { coupon_code: values.coupon } : {}),
    plan_id: plan,
    plan_pay: "month",
    blings: 0,
    shipping_method_id: "basic-shipping",
    agree_terms: values.agree,
  };
}

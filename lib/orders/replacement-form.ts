/**
 * The replacement request form (ACCT-09, BR-VAL-28): contact name, email, phone (the checkout's
 * masked US phone, kept as its ten digits), an optional reason, one photo and the lines to replace.
 * The messages are the spec's (lib/api/schemas/replacement.ts holds them for both sides).
 */
import { z } from "zod";
import type { AccountOrderDetail } from "@/lib/api/schemas/order-history";
import { CONTACT_NAME_MIN, PHONE_DIGITS, REPLACEMENT_MESSAGES, type ReplacementFields } from "@/lib/api/schemas/replacement";
import { emailField } from "@/lib/forms/email";

export const replacementFormSchema = z.object({
  name: z.string().trim().min(CONTACT_NAME_MIN, REPLACEMENT_MESSAGES.name),
  email: emailField(REPLACEMENT_MESSAGES.email),
  phone: z.string().regex(PHONE_DIGITS, REPLACEMENT_MESSAGES.phone),
  reason: z.string().trim(),
  photo: z.custom<File | null>((value) => value instanceof File, REPLACEMENT_MESSAGES.photo),
  items: z.array(z.string()).min(1, REPLACEMENT_MESSAGES.items),
});
export type ReplacementFormInput = z.input<typeof replacementFormSchema>;
export type ReplacementFormValues = z.output<typeof replacementFormSchema>;

type OrderContact = Pick<AccountOrderDetail, "email" | "shipping_address" | "billing_address">;

/** A phone as the form keeps it (its ten digits), from one as an address holds it; "" when it is not a US number. */
function phoneDigits(phone: string | undefined): string {
  const digits = (phone ?? "").replace(/\D/g, "");
  const local = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return PHONE_DIGITS.test(local) ? local : "";
}

/**
 * Finding 11: the contact starts as the shop already knows it: the order's email (the account's, for a signed-in
 * order), and the name and phone of its ship-to (else its billing address). The shopper only corrects.
 */
export function replacementFormDefaults(order: OrderContact): ReplacementFormInput {
  const address = order.shipping_address ?? order.billing_address;
  return { name: address?.name.trim() ?? "", email: order.email.trim(), phone: phoneDigits(address?.phone), reason: "", photo: null, items: [] };
}

export const replacementFieldsOf = (orderId: string, values: ReplacementFormValues): ReplacementFields => ({
  order_id: orderId,
  name: values.name,
  email: values.email,
  phone: values.phone,
  reason: values.reason,
  items: values.items,
  upload: values.photo as File,
});

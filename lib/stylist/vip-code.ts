/**
 * ONB-10's VIP code form on the plan step as a zod schema with the spec's message: the code trimmed and
 * upper-cased (BR-VAL-17); an empty or overlong one is refused with the apply wording before any call.
 */
import { z } from "zod";
import { STYLIST_SIGN_UP_MESSAGES as MSG } from "./sign-up";

/** The longest VIP code the forms take (the sign-up form's too; the API's own cap is higher). */
export const VIP_CODE_MAX = 40;

export const vipCodeFormSchema = z.object({
  vipCode: z.string().trim().min(1, MSG.vipCode).max(VIP_CODE_MAX, MSG.vipCode).transform((code) => code.toUpperCase()),
});
export type VipCodeFormInput = z.input<typeof vipCodeFormSchema>;
export type VipCodeFormValues = z.output<typeof vipCodeFormSchema>;

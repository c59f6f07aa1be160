/**
 * The stylist sign-up form (ONB-04, ONB-05; BR-VAL-09/11/13/14/15/16/17) as a zod schema with the spec's
 * verbatim messages, shared by the form and its server action, which checks again before calling the API.
 * The rules themselves are lib/stylist/'s, which the API applies too.
 */
import { z } from "zod";
import type { SignUpRequest } from "@/lib/api/schemas/user";
import { emailField } from "@/lib/forms/email";
import { STYLIST_SIGN_UP_MESSAGES as MSG, isValidStylistPhone, stylistPhoneDigits, vipCodeFrom } from "@/lib/stylist/sign-up";
import { VIP_CODE_MAX } from "@/lib/stylist/vip-code";
import { isValidStylistUserName, normalizeStylistUserName } from "@/lib/stylist/user-name";
import { isAllowedBirthYear } from "./birth-year";
import { inviteCodeFrom } from "./invite-code";

/** `now` fixes "this year" for the 18+ range (BR-VAL-13). */
export function stylistSignUpSchema(now: Date = new Date()) {
  return z.object({
    email: emailField(MSG.email),
    firstName: z.string().trim().min(1, MSG.firstName).max(50, MSG.firstName),
    lastName: z.string().trim().min(1, MSG.lastName).max(50, MSG.lastName),
    userName: z.string().transform(normalizeStylistUserName).refine(isValidStylistUserName, MSG.userName),
    phone: z.string().refine(isValidStylistPhone, MSG.phone).transform(stylistPhoneDigits),
    // BR-VAL-09: at least 8; the API refuses spaces and more than its input cap
    password: z.string().min(8, MSG.password).max(64, MSG.password),
    birthYear: z.number({ error: MSG.birthYear }).refine((year) => isAllowedBirthYear(year, now), MSG.birthYear),
    sharePublic: z.boolean().refine((checked) => checked, MSG.sharePublic),
    confirm18: z.boolean().refine((checked) => checked, MSG.confirm18),
    vipCode: z.string().max(VIP_CODE_MAX).optional().transform(vipCodeFrom),
    code: z.string().max(40).optional().transform(inviteCodeFrom),
  });
}
export type StylistSignUpInput = z.input<ReturnType<typeof stylistSignUpSchema>>;
export type StylistSignUpValues = z.output<ReturnType<typeof stylistSignUpSchema>>;
export type StylistSignUpField = keyof StylistSignUpInput;

/** POST /api/users with `type: "seller"` (API-01, ONB-04). The terms checkbox has no field (BR-VAL-14). */
export const stylistSignUpRequest = (values: StylistSignUpValues): SignUpRequest => ({
  email: values.email,
  password: values.password,
  user_name: values.userName,
  birth_year: values.birthYear,
  firstname: values.firstName,
  lastname: values.lastName,
  phone: values.phone,
  is_share_public: values.sharePublic,
  type: "seller",
  ...(values.vipCode ? { vip_code: values.vipCode } : {}),
  ...(values.code ? { code: values.code } : {}),
});

/** The API's issue paths (its 400's `issues`) and the form fields they belong under. */
const FIELD_OF_ISSUE: Record<string, StylistSignUpField> = {
  email: "email",
  password: "password",
  user_name: "userName",
  birth_year: "birthYear",
  firstname: "firstName",
  lastname: "lastName",
  phone: "phone",
  is_share_public: "sharePublic",
  vip_code: "vipCode",
  code: "code",
};

/** The server's per-field issues as form errors (ONB-04: under their fields); issues of no field are left out. */
export function stylistFieldErrors(issues: readonly { path: string; message: string }[] | undefined): Partial<Record<StylistSignUpField, string>> {
  const errors: Partial<Record<StylistSignUpField, string>> = {};
  for (const issue of issues ?? []) {
    const field = FIELD_OF_ISSUE[issue.path];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

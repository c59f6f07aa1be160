/**
 * The account forms' rules (shopper.md §5) as zod schemas with the spec's verbatim messages, shared by
 * the forms (through @hookform/resolvers) and the server actions, which check again before calling
 * the API. Text inputs are trimmed (BR-VAL-18); passwords are not, a space is simply invalid in a new
 * one (BR-VAL-08) and a login password is sent as typed.
 */
import { z } from "zod";
import { emailField as email } from "@/lib/forms/email";
import { isAllowedBirthYear } from "./birth-year";
import { inviteCodeFrom } from "./invite-code";
import { MSG } from "./messages";
import { isValidUserName } from "./user-name";

/** BR-VAL-08: 8 to 20 characters, none of them white space. */
const newPassword = z.string().regex(/^\S{8,20}$/, MSG.signUpPassword);

/** BR-VAL-01, BR-VAL-07 (AUTH-06). */
export const signInSchema = z.object({
  email: email(MSG.emailInvalid),
  password: z.string().min(8, MSG.loginPassword),
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;

/** BR-VAL-02 (AUTH-13). */
export const forgotPasswordSchema = z.object({ email: email(MSG.forgotEmailInvalid) });
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

/** BR-VAL-08 with its repeat, for sign-up and the reset / set-up pages (AUTH-14). */
export const newPasswordSchema = z
  .object({ password: newPassword, passwordRepeat: z.string() })
  .refine((v) => v.password === v.passwordRepeat, { path: ["passwordRepeat"], message: MSG.passwordRepeat });
export type NewPasswordValues = z.output<typeof newPasswordSchema>;

/**
 * The sign-up form model {email, userName, password, passwordRepeat, birthYear, confirm18} plus the
 * invite code (AUTH-01, AUTH-02). `now` fixes "this year" for the 18+ range.
 */
export function signUpSchema(now: Date = new Date()) {
  return z
    .object({
      email: email(MSG.emailInvalid),
      userName: z
        .string()
        .trim()
        .toLowerCase()
        .refine(isValidUserName, MSG.userName),
      password: newPassword,
      passwordRepeat: z.string(),
      birthYear: z.number({ error: MSG.birthYear }).refine((year) => isAllowedBirthYear(year, now), MSG.birthYear),
      confirm18: z.boolean().refine((checked) => checked, MSG.confirm18),
      code: z
        .string()
        .optional()
        .transform((code) => inviteCodeFrom(code)),
    })
    .refine((v) => v.password === v.passwordRepeat, { path: ["passwordRepeat"], message: MSG.passwordRepeat });
}
export type SignUpInput = z.input<ReturnType<typeof signUpSchema>>;
export type SignUpValues = z.output<ReturnType<typeof signUpSchema>>;

/** The guest checkout entry's form rules (AUTH-16, C-39, BR-VAL-07); loaded with the form's first validation. */
import { z } from "zod";
import { emailField } from "@/lib/forms/email";
import { MSG } from "./messages";

export const guestEntrySchema = z
  .object({
    email: emailField(MSG.emailInvalid),
    password: z.string(),
    /** set once the password field shows (C-39) */
    withPassword: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.withPassword && values.password.length < 8) ctx.addIssue({ code: "custom", path: ["password"], message: MSG.loginPassword });
  });
export type GuestEntryInput = z.input<typeof guestEntrySchema>;
export type GuestEntryValues = z.output<typeof guestEntrySchema>;

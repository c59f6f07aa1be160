/** The sign-up's verification mail (MISC-01): a link to /service/email_verify/{code}. */
import type { Mail } from "./outbox";

/** `origin` is always `publicOrigin()`, never a request header (finding H1, as for the password mails). */
export function verifyEmailMail(input: { to: string; userName: string; origin: string; code: string }): Mail {
  return {
    to: input.to,
    kind: "email-verify",
    subject: "Verify your email",
    body:
      `Hello ${input.userName},\n\n` +
      `Welcome! Open this link within seven days to verify your email:\n\n${input.origin}/service/email_verify/${input.code}\n\n` +
      "If you did not sign up, ignore this mail.\n",
  };
}

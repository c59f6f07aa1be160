/** The reset and set-up mails of forgot-password (API-05): a link to /service/{reset|setup}_password/{token}. */
import type { Mail } from "./outbox";

/** Mails whose body carries a one-time secret: once sent, the outbox keeps no body (server/mail/sender.ts). */
export const SECRET_MAIL_KINDS: readonly string[] = ["password-reset", "password-setup"];

/**
 * `origin` is always `publicOrigin()` (lib/config/deployment.ts), never the request's Host, Origin
 * or X-Forwarded-Host: whoever asks for the mail controls those, and a forged origin would send the
 * victim's reset token to the forger's site (finding H1).
 */
export function passwordMail(input: { to: string; userName: string; origin: string; token: string; forSetup: boolean }): Mail {
  const link = `${input.origin}/service/${input.forSetup ? "setup" : "reset"}_password/${input.token}`;
  const action = input.forSetup ? "set up your password" : "reset your password";
  return {
    to: input.to,
    kind: input.forSetup ? "password-setup" : "password-reset",
    subject: input.forSetup ? "Set up your password" : "Reset your password",
    body:
      `Hello ${input.userName},\n\n` +
      `Open this link within one hour to ${action}:\n\n${link}\n\n` +
      "The link works once. If you did not ask for it, ignore this mail: your password stays as it is.\n",
  };
}

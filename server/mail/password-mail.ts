/** The reset and set-up mails of forgot-password (API-05): a link to /service/{reset|setup}_password/{token}. */
import type { Context } from "hono";
import type { Mail } from "./outbox";

/**
 * The shop's public origin for links in mails. A configured SITE_URL / NEXT_PUBLIC_SITE_URL wins:
 * the request's own Origin or Host can be forged by whoever asks for the mail, and a forged origin
 * would send the victim's reset token to the forger's site. Unconfigured (development), the
 * request's origin is used.
 */
export function siteOrigin(c: Context, env: Record<string, string | undefined> = process.env): string {
  for (const candidate of [
    env.SITE_URL,
    env.NEXT_PUBLIC_SITE_URL,
    c.req.header("origin"),
    forwardedOrigin(c),
    c.req.header("host") ? `${new URL(c.req.url).protocol}//${c.req.header("host")}` : undefined,
  ]) {
    const origin = httpOrigin(candidate);
    if (origin) return origin;
  }
  return new URL(c.req.url).origin;
}

function forwardedOrigin(c: Context): string | undefined {
  const host = c.req.header("x-forwarded-host");
  return host ? `${c.req.header("x-forwarded-proto") ?? "http"}://${host}` : undefined;
}

function httpOrigin(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

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

/**
 * The gift box's item update mail (GIFT-17): sent with the purchase, it carries the box-update token and
 * the page's link; sent again (with a new token) when the signed-in buyer asks for it on the subscription.
 */
import { boxUpdatePath } from "../../lib/routes";
import type { Mail } from "../mail/outbox";

/** `origin` is always `publicOrigin()`, never a request header (finding H1, as for the password mails). */
export function boxUpdateMail(input: { to: string; origin: string; token: string; typeTitle: string; resent?: boolean }): Mail {
  const lead = input.resent
    ? `Here is a new link to your gift box's item update (${input.typeTitle}), as you asked. The link and token we sent before no longer work.\n\n`
    : `Thank you for your gift box order (${input.typeTitle}).\n\n`;
  return {
    to: input.to,
    kind: "gift-box-update",
    subject: "Your gift box: choose its items",
    body:
      lead +
      `Until a box ships you may change the pieces it holds. Open this link and enter this email:\n\n${input.origin}${boxUpdatePath(input.token)}\n\n` +
      `Your order token: ${input.token}\n\nKeep this mail: the token and your email open your box's item update.\n`,
  };
}
